import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'

/**
 * A local HTTP server answering the requests supabase-js sends for the blog, the way PostgREST
 * documents them (https://postgrest.org/en/stable/references/api.html): column renames in
 * `select`, `eq`/`not.is` filters, `order`, the single-object media type with its 406 PGRST116
 * answer, and RPC over POST. PostgREST itself cannot run on these machines; behind it is a real
 * Postgres (PGlite) queried as the anon role, or as service_role for a request that carries the
 * secret key (as Supabase's gateway maps keys to roles). A permission error answers as PostgREST
 * does: 401 with the Postgres code 42501.
 */
export async function startPostgrestStandIn(db: PGlite, options: { failWith?: number; secretKey?: string } = {}) {
  const requests: Array<{ method: string; url: string; headers: Record<string, string | string[] | undefined> }> = []
  const server: Server = createServer(async (req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    const send = (status: number, body: unknown, type = 'application/json; charset=utf-8') => {
      res.writeHead(status, { 'Content-Type': type })
      res.end(JSON.stringify(body))
    }
    if (options.failWith)
      return send(options.failWith, { code: 'PGRST000', message: 'Could not connect', details: null, hint: null })
    if (!req.headers.apikey)
      return send(401, { code: 'PGRST301', message: 'No API key found in request', details: null, hint: null })
    const url = new URL(req.url ?? '/', 'http://stand-in')
    try {
      if (req.method === 'POST' && url.pathname === '/rest/v1/rpc/increment_post_views') {
        const body = JSON.parse(await readBody(req)) as { post_id?: string }
        const asServer = options.secretKey !== undefined && req.headers.apikey === options.secretKey
        const { rows } = await db.transaction(async (tx) => {
          if (asServer) await tx.exec('set local role service_role')
          return tx.query<{ v: number | null }>('select public.increment_post_views($1) as v', [body.post_id])
        })
        return send(200, rows[0]?.v ?? null)
      }
      // The measurement's functions (issue 24), named arguments as PostgREST passes them.
      const measurement = /^\/rest\/v1\/rpc\/(record_measurement_events|measurement_report|maintain_measurement)$/.exec(
        url.pathname,
      )
      if (req.method === 'POST' && measurement) {
        const args = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>
        const names = Object.keys(args).filter((name) => /^\w+$/.test(name))
        const asServer = options.secretKey !== undefined && req.headers.apikey === options.secretKey
        const { rows } = await db.transaction(async (tx) => {
          await tx.exec(`set local role ${asServer ? 'service_role' : 'anon'}`)
          return tx.query<{ v: unknown }>(
            `select public.${measurement[1]}(${names.map((name, i) => `${name} => $${i + 1}`).join(', ')}) as v`,
            names.map((name) => (typeof args[name] === 'object' ? JSON.stringify(args[name]) : args[name])),
          )
        })
        return send(200, rows[0]?.v ?? null)
      }
      if (req.method === 'GET' && url.pathname === '/rest/v1/blog_posts') {
        const columns = (url.searchParams.get('select') ?? '*')
          .split(',')
          .map((column) => {
            const [alias, name] = column.includes(':') ? column.split(':') : [column, column]
            if (!/^\w+$/.test(alias ?? '') || !/^\w+$/.test(name ?? '')) throw new Error(`bad column ${column}`)
            return alias === name ? name : `${name} as ${alias}`
          })
          .join(', ')
        const where: string[] = []
        const params: unknown[] = []
        for (const [key, value] of url.searchParams) {
          if (key === 'select' || key === 'order') continue
          if (!/^\w+$/.test(key)) throw new Error(`bad filter ${key}`)
          if (value === 'not.is.null') where.push(`${key} is not null`)
          else if (value.startsWith('eq.')) {
            params.push(value.slice(3))
            where.push(`${key} = $${params.length}`)
          } else if (value.startsWith('lte.')) {
            params.push(value.slice(4))
            where.push(`${key} <= $${params.length}`)
          } else throw new Error(`unsupported filter ${key}=${value}`)
        }
        const order = (url.searchParams.get('order') ?? '')
          .split(',')
          .filter(Boolean)
          .map((part) => {
            const [name, direction = 'asc'] = part.split('.')
            if (!/^\w+$/.test(name ?? '') || !['asc', 'desc'].includes(direction)) throw new Error(`bad order ${part}`)
            return `${name} ${direction}`
          })
        const sql = `select ${columns} from public.blog_posts${where.length ? ` where ${where.join(' and ')}` : ''}${order.length ? ` order by ${order.join(', ')}` : ''}`
        const { rows } = await db.query(sql, params)
        const json = rows.map((row) =>
          JSON.parse(JSON.stringify(row, (_, v) => (v instanceof Date ? v.toISOString() : v))),
        )
        if ((req.headers.accept ?? '').includes('application/vnd.pgrst.object+json')) {
          if (json.length !== 1)
            return send(406, {
              code: 'PGRST116',
              details: `The result contains ${json.length} rows`,
              hint: null,
              message: 'JSON object requested, multiple (or no) rows returned',
            })
          return send(200, json[0], 'application/vnd.pgrst.object+json; charset=utf-8')
        }
        return send(200, json)
      }
      send(404, { code: 'PGRST205', message: 'Not found', details: null, hint: null })
    } catch (error) {
      if ((error as { code?: string }).code === '42501')
        return send(401, { code: '42501', message: (error as Error).message, details: null, hint: null })
      send(400, { code: 'PGRST100', message: String(error), details: null, hint: null })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function readBody(req: import('node:http').IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}
