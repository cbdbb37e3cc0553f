import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from '../../scripts/free-ports.ts'

const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

/**
 * A private PostgreSQL 15 cluster in a temporary folder (Debian's server, the engine Supabase
 * runs), started as the `postgres` user because Postgres refuses to run as root.
 */
export async function startPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'pg-'))
  chmodSync(dir, 0o777)
  const port = freePort()
  const asPostgres = (command: string) => {
    const isRoot = process.getuid?.() === 0
    if (isRoot) execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'pipe' })
    else execFileSync('/bin/bash', ['-c', command], { stdio: 'pipe' })
  }
  asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres --no-sync > /dev/null`)
  asPostgres(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" start > /dev/null`,
  )
  const config = { host: '127.0.0.1', port, user: 'postgres', database: 'postgres' }
  return {
    config,
    pool: (max: number) => new pg.Pool({ ...config, max }),
    stop: () => {
      asPostgres(`${bin}/pg_ctl -D ${dir}/data -m immediate stop > /dev/null`)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
