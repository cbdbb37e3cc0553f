import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The migrations in order, then the seed: the same files the Supabase CLI applies. */
export function blogSqlFiles(root = 'supabase'): { migrations: string[]; seed: string } {
  const dir = join(root, 'migrations')
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
  return { migrations, seed: readFileSync(join(root, 'seed.sql'), 'utf8') }
}
