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
  // Its exact URL goes into the page's script-src: https, or http on this machine's loopback only
  // (a stand-in provider in tests), never a script anyone on the network path could replace.
  QUOTE_FORM_SCRIPT_URL: v.optional(
    v.pipe(
      HttpUrl,
      v.check(
        (url) => /^https:\/\//.test(url) || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(url),
        'must be an https URL (http only on 127.0.0.1 or localhost)',
      ),
    ),
    quoteProvider.scriptUrl,
  ),
})

export type ServerEnv = v.InferOutput<typeof EnvSchema>

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = v.safeParse(EnvSchema, source)
  if (result.success) return result.output
  // Every problem at once, in one line (issue 23).
  const lines = result.issues.map((issue) => {
    const name = issue.path?.map((p) => String(p.key)).join('.') ?? 'environment'
    return `Invalid environment variable ${name}: ${issue.message}`
  })
  throw new Error(lines.join('; '))
}

export const env = parseEnv(process.env)
