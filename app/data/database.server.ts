import type { PGlite } from '@electric-sql/pglite'
import type { SupabaseClients } from './supabase.server'

/**
 * The site's data layer, shared by the blog and the measurement (issue 24): Supabase when
 * SUPABASE_URL is set, else the embedded Postgres in BLOG_DATA_DIR. Opened once per process,
 * on first use; each feature builds its own store on it.
 */
export type Database = { kind: 'embedded'; db: PGlite } | ({ kind: 'supabase' } & SupabaseClients)

let database: Promise<Database> | undefined

export function getDatabase(): Promise<Database> {
  database ??= (async (): Promise<Database> => {
    const { parseBlogEnv } = await import('../site/blog-env.server')
    const env = parseBlogEnv(process.env)
    if (env.SUPABASE_URL) {
      const { createSupabaseClients } = await import('./supabase.server')
      return {
        kind: 'supabase',
        ...createSupabaseClients(env.SUPABASE_URL, env.SUPABASE_PUBLISHABLE_KEY, env.SUPABASE_SECRET_KEY ?? ''),
      }
    }
    const { openEmbeddedDatabase } = await import('./embedded.server')
    const db = await openEmbeddedDatabase(env.BLOG_DATA_DIR, 'supabase', { recover: process.env.SITE_DEMO === '1' })
    return { kind: 'embedded', db }
  })()
  database.catch(() => {
    database = undefined
  })
  return database
}

/** Closes the database if it was opened (the embedded one flushes and closes its files). */
export async function closeDatabase(): Promise<void> {
  const opened = database
  database = undefined
  const current = await opened?.catch(() => undefined)
  if (current?.kind === 'embedded') await current.db.close()
}
