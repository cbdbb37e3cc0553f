import * as v from 'valibot'
import { parseBlogEnv } from './blog-env.server'
import { ClientIpHeaderSchema } from './client-address.server'
import { parseEnv } from './env.server'
import { parseSiteUrl } from './site-url'

/**
 * The environment the server runs with, checked once at start (scripts/serve.ts) and before the
 * first render on hosts that start the app themselves. Every problem is one line naming the
 * variable.
 *
 * `npm start` and `npm run dev` run the demo (SITE_DEMO=1): the embedded blog with its sample
 * posts, and the build's site URL, localhost unless SITE_URL was set for the build. Anything else
 * is a deployment, which must name its public URL and its blog store, so a forgotten variable
 * stops it instead of serving sample posts or localhost canonicals.
 */
const RuntimeSchema = v.object({
  PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number), v.maxValue(65_535)),
  ),
  HOST: v.optional(v.pipe(v.string(), v.regex(/^[\w.:-]+$/, 'must be a host name or address'))),
  SITE_DEMO: v.optional(v.picklist(['0', '1'], 'must be 1 (the demo) or 0')),
  // Only when a proxy in front sets it: otherwise any client could forge its address.
  CLIENT_IP_HEADER: ClientIpHeaderSchema,
})

const DeploymentSchema = v.object({
  SITE_URL: v.string('is required: the public origin, e.g. https://www.hogarareformas.es'),
  BLOG_STORE: v.picklist(['supabase', 'embedded'], (issue) =>
    issue.input === undefined
      ? 'is required: supabase (with SUPABASE_URL and its key) or embedded (one machine only)'
      : `is "${String(issue.input).slice(0, 40)}"; use supabase (with SUPABASE_URL and its key) or embedded (one machine only)`,
  ),
})

export class EnvironmentError extends Error {}

function fail(name: string, message: string): never {
  throw new EnvironmentError(`Invalid environment variable ${name}: ${message}`)
}

function firstIssue(issues: v.BaseIssue<unknown>[]): [string, string] {
  const [issue] = issues
  return [issue?.path?.map((p) => String(p.key)).join('.') ?? 'environment', issue?.message ?? 'is invalid']
}

let checked: { source: Record<string, string | undefined>; error?: Error } | undefined

/** Throws an EnvironmentError naming the first bad variable; remembers the answer. */
export function checkEnvironment(source: Record<string, string | undefined>, builtSiteUrl: string): void {
  if (checked?.source !== source) {
    checked = { source }
    try {
      validate(source, builtSiteUrl)
    } catch (error) {
      checked.error = error as Error
    }
  }
  if (checked.error) throw checked.error
}

export function validate(source: Record<string, string | undefined>, builtSiteUrl: string): void {
  const present = (name: string) => (source[name] === '' ? undefined : source[name])
  const runtime = v.safeParse(RuntimeSchema, {
    PORT: present('PORT'),
    HOST: present('HOST'),
    SITE_DEMO: present('SITE_DEMO'),
    CLIENT_IP_HEADER: present('CLIENT_IP_HEADER'),
  })
  if (!runtime.success) fail(...firstIssue(runtime.issues))
  try {
    parseEnv(source)
    parseBlogEnv(source)
  } catch (error) {
    throw new EnvironmentError((error as Error).message)
  }
  if (runtime.output.SITE_DEMO === '1') return

  const deployment = v.safeParse(DeploymentSchema, { SITE_URL: present('SITE_URL'), BLOG_STORE: present('BLOG_STORE') })
  if (!deployment.success) fail(...firstIssue(deployment.issues))
  let siteUrl: string
  try {
    siteUrl = parseSiteUrl(deployment.output.SITE_URL)
  } catch (error) {
    throw new EnvironmentError((error as Error).message)
  }
  if (siteUrl !== builtSiteUrl) {
    fail('SITE_URL', `is ${siteUrl} but this build was made for ${builtSiteUrl}: build with the same SITE_URL`)
  }
  const supabase = present('SUPABASE_URL')
  if (deployment.output.BLOG_STORE === 'supabase' && !supabase) {
    fail('SUPABASE_URL', 'is required with BLOG_STORE=supabase')
  }
  if (deployment.output.BLOG_STORE === 'embedded' && supabase) {
    fail('BLOG_STORE', 'is embedded but SUPABASE_URL is set: choose one store')
  }
}
