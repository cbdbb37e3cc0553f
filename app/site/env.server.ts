import * as v from 'valibot'
import { quoteProvider } from '../../app.config.ts'
import { HttpUrl } from './site-url.ts'

/** Server environment, read at start. A bad value stops the server with one line naming it. */
const EnvSchema = v.object({
  QUOTE_FORM_ID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{0,64}$/, 'must be the bare form id (letters, digits, - and _)'),
    ),
    '',
  ),
  QUOTE_FORM_SCRIPT_URL: v.optional(HttpUrl, quoteProvider.scriptUrl),
})

export type ServerEnv = v.InferOutput<typeof EnvSchema>

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = v.safeParse(EnvSchema, source)
  if (result.success) return result.output
  const [issue] = result.issues
  const name = issue.path?.map((p) => String(p.key)).join('.') ?? 'environment'
  throw new Error(`Invalid environment variable ${name}: ${issue.message}`)
}

export const env = parseEnv(process.env)
