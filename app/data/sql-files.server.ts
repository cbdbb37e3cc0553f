import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The migrations in order, by file name: the same files the Supabase CLI applies. */
export function migrationFiles(root = 'supabase'): { name: string; sql: string }[] {
  const dir = join(root, 'migrations')
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }))
}

/** The migrations in order, then the seed (the sample posts). */
export function blogSqlFiles(root = 'supabase'): { migrations: string[]; seed: string } {
  return {
    migrations: migrationFiles(root).map((file) => file.sql),
    seed: readFileSync(join(root, 'seed.sql'), 'utf8'),
  }
}
