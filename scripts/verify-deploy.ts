// Checks a host build (nitro preset) by calling its server function the way the host would, with
// a deployment's environment: pages in two languages, the language redirect, a not-found page for
// a malformed path, the health check and the security headers. Exits 1 on any difference.
// Usage: node scripts/verify-deploy.ts <the preset's server entry, e.g. .netlify/functions-internal/server/server.mjs>
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const entry = process.argv[2]
if (!entry) throw new Error('usage: node scripts/verify-deploy.ts <server entry>')
// What the host's settings would hold (the build was made for the default SITE_URL).
Object.assign(process.env, {
  SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000',
  BLOG_STORE: 'embedded',
  BLOG_DATA_DIR: 'memory://',
})

const module = (await import(pathToFileURL(resolve(entry)).href)) as {
  default: { fetch: (request: Request) => Promise<Response> } | ((request: Request) => Promise<Response>)
}
const handler = module.default
const call = (request: Request) => (typeof handler === 'function' ? handler(request) : handler.fetch(request))

const checks: {
  path: string
  headers?: Record<string, string>
  body?: string
  status: number
  contains?: string
}[] = [
  { path: '/', status: 200, contains: '<html lang="es"' },
  { path: '/de/impressum', status: 200, contains: '<html lang="de"' },
  { path: '/en/resources', status: 200, contains: '<html lang="en"' },
  { path: '/', headers: { 'accept-language': 'ru' }, status: 307 },
  { path: '/%E0%A4%A', status: 404 },
  { path: '/healthz', status: 200, contains: '"status":"ok"' },
  // The measurement panel: no STATS_PASSWORD here, so no panel (issue 24).
  { path: '/panel', headers: { authorization: `Basic ${btoa('demo:demo')}` }, status: 404 },
  // A beacon is taken (written to the store before the answer on a serverless host).
  {
    path: '/m',
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142', 'content-type': 'text/plain' },
    body: '{"events":[{"t":"view","page":"/","lang":"es"}]}',
    status: 204,
  },
]
let failed = false
for (const check of checks) {
  const init =
    check.body === undefined ? { headers: check.headers } : { method: 'POST', headers: check.headers, body: check.body }
  const response = await call(new Request(`http://localhost:3000${check.path}`, init))
  const text = await response.text()
  const ok =
    response.status === check.status &&
    (!check.contains || text.includes(check.contains)) &&
    (response.headers.get('content-security-policy') ?? '').includes("frame-ancestors 'none'")
  failed ||= !ok
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${response.status} ${check.path}${check.headers ? ` (${JSON.stringify(check.headers)})` : ''}`,
  )
}
if (failed) process.exit(1)
console.log(`verify-deploy: ${entry} serves the site`)
process.exit(0)
