import * as v from 'valibot'

/**
 * The role a Supabase key stands for: `sb_secret_…` and a legacy JWT whose `role` claim is
 * `service_role` bypass row-level security; `sb_publishable_…` and the anon JWT do not.
 */
export function supabaseKeyRole(key: string): 'secret' | 'publishable' | 'unknown' {
  if (key.startsWith('sb_secret_')) return 'secret'
  if (key.startsWith('sb_publishable_')) return 'publishable'
  const [, payload] = key.split('.')
  if (!payload) return 'unknown'
  try {
    const { role } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown }
    if (role === 'service_role') return 'secret'
    if (role === 'anon') return 'publishable'
  } catch {}
  return 'unknown'
}

/** A key the site reads with: never one that bypasses row-level security (issue 23). */
const readKey = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(20, 'is too short to be a key'),
  v.check(
    (key) => supabaseKeyRole(key) !== 'secret',
    'is a secret key, which bypasses row-level security; use the publishable key (sb_publishable_…)',
  ),
)

/** Blog configuration (read by the blog's store; checked with the rest of the environment at start). A Supabase URL without a key (or the reverse) stops the server. */
const BlogEnvSchema = v.pipe(
  v.object({
    SUPABASE_URL: v.optional(v.pipe(v.string(), v.trim(), v.url('must be an absolute URL'))),
    SUPABASE_PUBLISHABLE_KEY: v.optional(readKey),
    SUPABASE_ANON_KEY: v.optional(readKey),
    // The server's own key (sb_secret_…, or a legacy service_role key): only it may count a view.
    SUPABASE_SECRET_KEY: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.minLength(20, 'is too short to be a key'),
        v.check((key) => !key.startsWith('sb_publishable_'), 'is a publishable key; use the secret key (sb_secret_…)'),
      ),
    ),
    BLOG_DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.data/blog'),
  }),
  v.transform(({ SUPABASE_ANON_KEY, SUPABASE_PUBLISHABLE_KEY, ...rest }) => ({
    ...rest,
    // New projects issue sb_publishable_… keys; the legacy anon JWT works the same way.
    SUPABASE_PUBLISHABLE_KEY: SUPABASE_PUBLISHABLE_KEY ?? SUPABASE_ANON_KEY ?? '',
  })),
  v.check(
    (env) => !env.SUPABASE_URL || env.SUPABASE_PUBLISHABLE_KEY !== '',
    'SUPABASE_PUBLISHABLE_KEY is required with SUPABASE_URL',
  ),
  v.forward(
    v.check((env) => !env.SUPABASE_URL || env.SUPABASE_SECRET_KEY !== undefined, 'is required with SUPABASE_URL'),
    ['SUPABASE_SECRET_KEY'],
  ),
  v.forward(
    v.check(
      (env) => env.SUPABASE_SECRET_KEY !== env.SUPABASE_PUBLISHABLE_KEY,
      'is the same as the publishable key; use the secret key (sb_secret_…)',
    ),
    ['SUPABASE_SECRET_KEY'],
  ),
)

export function parseBlogEnv(source: Record<string, string | undefined>) {
  const result = v.safeParse(BlogEnvSchema, {
    SUPABASE_URL: source.SUPABASE_URL || undefined,
    SUPABASE_PUBLISHABLE_KEY: source.SUPABASE_PUBLISHABLE_KEY || undefined,
    SUPABASE_ANON_KEY: source.SUPABASE_ANON_KEY || undefined,
    SUPABASE_SECRET_KEY: source.SUPABASE_SECRET_KEY || undefined,
    BLOG_DATA_DIR: source.BLOG_DATA_DIR || undefined,
  })
  if (result.success) return result.output
  // Every problem at once, in one line (issue 23).
  const lines = result.issues.map((issue) => {
    const name = issue.path?.map((p) => String(p.key)).join('.') ?? 'SUPABASE_PUBLISHABLE_KEY'
    return `Invalid environment variable ${name}: ${issue.message}`
  })
  throw new Error(lines.join('; '))
}
