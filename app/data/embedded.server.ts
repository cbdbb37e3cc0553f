import { mkdirSync, renameSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { blogSqlFiles, migrationFiles } from './sql-files.server'

/**
 * The migrations an embedded database had before it recorded which ones it applied: a data folder
 * made by an older build has these (it was created from all the files there were then).
 */
const untrackedMigrations = [
  '20261121090000_blog_posts.sql',
  '20261121090100_blog_posts_access.sql',
  '20261123090100_post_views_server_only.sql',
]

/**
 * The embedded Postgres (PGlite) in `dataDir`, shared by every feature that stores data (the blog,
 * the measurement). The first start applies supabase/migrations and supabase/seed.sql; a later
 * start applies the migrations added since (recorded in `private_migrations`, a table no API
 * role can see). The session then runs as the anon role, so row-level security decides what a
 * plain read sees; the server's own work (counting a view, recording events) runs in a
 * transaction as service_role, as on Supabase with the secret key.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  sqlRoot = 'supabase',
  options: { recover?: boolean } = {},
): Promise<PGlite> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true })
  let db: PGlite
  try {
    db = await PGlite.create(dataDir)
  } catch (error) {
    // The demo's folder holds only sample posts and counts: when it cannot be opened (a crash, a
    // killed process), set it aside and start again rather than serve a 503 forever.
    if (!options.recover || dataDir === 'memory://') throw error
    const aside = `${dataDir}.broken-${Date.now()}`
    renameSync(dataDir, aside)
    console.warn(`data store: ${dataDir} could not be opened (${(error as Error).message}); moved to ${aside}`)
    mkdirSync(dataDir, { recursive: true })
    db = await PGlite.create(dataDir)
  }
  await migrate(db, sqlRoot)
  await db.exec('set role anon')
  return db
}

async function migrate(db: PGlite, sqlRoot: string) {
  const exists = async (table: string) =>
    (await db.query<{ ready: string | null }>('select to_regclass($1)::text as ready', [table])).rows[0]?.ready != null
  const fresh = !(await exists('public.blog_posts'))
  if (!(await exists('public.private_migrations'))) {
    await db.exec(`create table public.private_migrations (name text primary key, applied_at timestamptz not null default now());
      alter table public.private_migrations enable row level security;
      revoke all on public.private_migrations from public;`)
    if (!fresh) {
      for (const name of untrackedMigrations) {
        await db.query('insert into public.private_migrations (name) values ($1)', [name])
      }
    }
  }
  const applied = new Set(
    (await db.query<{ name: string }>('select name from public.private_migrations')).rows.map((row) => row.name),
  )
  for (const { name, sql } of migrationFiles(sqlRoot)) {
    if (applied.has(name)) continue
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into public.private_migrations (name) values ($1)', [name])
    })
  }
  if (fresh) await db.exec(blogSqlFiles(sqlRoot).seed)
}
