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

/** One problem: `Invalid environment variable NAME: what is wrong`. */
const line = (name: string, message: string) => `Invalid environment variable ${name}: ${message}`

const issueLines = (issues: v.BaseIssue<unknown>[]) =>
  issues.map((issue) => line(issue.path?.map((p) => String(p.key)).join('.') ?? 'environment', issue.message))

/** The lines of an Error from one of the other checks (each names its variable already). */
const errorLines = (check: () => unknown): string[] => {
  try {
    check()
    return []
  } catch (error) {
    return (error as Error).message.split('; Invalid').map((part, i) => (i === 0 ? part : `Invalid${part}`))
  }
}

let checked: { source: Record<string, string | undefined>; error?: Error } | undefined

/** Throws an EnvironmentError naming every bad variable; remembers the answer. */
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

/**
 * Every problem at once (issue 23), so a deploy is fixed in one round rather than one per
 * variable; in one line (`…; Invalid environment variable …`), which a log collector keeps together.
 */
export function validate(source: Record<string, string | undefined>, builtSiteUrl: string): void {
  const problems = problemsOf(source, builtSiteUrl)
  if (problems.length > 0) throw new EnvironmentError(problems.join('; '))
}

function problemsOf(source: Record<string, string | undefined>, builtSiteUrl: string): string[] {
  const present = (name: string) => (source[name] === '' ? undefined : source[name])
  const runtime = v.safeParse(RuntimeSchema, {
    PORT: present('PORT'),
    HOST: present('HOST'),
    SITE_DEMO: present('SITE_DEMO'),
    CLIENT_IP_HEADER: present('CLIENT_IP_HEADER'),
  })
  const problems = [
    ...(runtime.success ? [] : issueLines(runtime.issues)),
    ...errorLines(() => parseEnv(source)),
    ...errorLines(() => parseBlogEnv(source)),
  ]
  if (runtime.success && runtime.output.SITE_DEMO === '1') return problems

  // The measurement panel's password (issue 24): unset, a deployment has no panel (404).
  const stats = present('STATS_PASSWORD')
  if (stats !== undefined && [...stats].length < 16) {
    problems.push(
      line('STATS_PASSWORD', `is ${[...stats].length} characters long; use at least 16 (or unset it: no panel)`),
    )
  }
  const deployment = v.safeParse(DeploymentSchema, { SITE_URL: present('SITE_URL'), BLOG_STORE: present('BLOG_STORE') })
  if (!deployment.success) return [...problems, ...issueLines(deployment.issues)]
  let siteUrl: string | undefined
  problems.push(
    ...errorLines(() => {
      siteUrl = parseSiteUrl(deployment.output.SITE_URL)
    }),
  )
  if (siteUrl !== undefined && siteUrl !== builtSiteUrl) {
    problems.push(
      line('SITE_URL', `is ${siteUrl} but this build was made for ${builtSiteUrl}: build with the same SITE_URL`),
    )
  }
  const supabase = present('SUPABASE_URL')
  if (deployment.output.BLOG_STORE === 'supabase' && !supabase) {
    problems.push(line('SUPABASE_URL', 'is required with BLOG_STORE=supabase'))
  }
  if (deployment.output.BLOG_STORE === 'embedded' && supabase) {
    problems.push(line('BLOG_STORE', 'is embedded but SUPABASE_URL is set: choose one store'))
  }
  return problems
}
