// Load benchmark of the production build (dist/), on 127.0.0.1, bounded in time:
//   1. each page and a static asset from the same server, 50 connections for 10 s each:
//      requests per second, p50 and p99 latency, errors, and each page's rate against the asset's;
//   2. a soak: 100,000 requests over the page mix after a 10,000-request warm-up, with the
//      server's resident memory after each;
//   3. a flood (issue 15): 50 connections sending distinct random `/recursos?q=…` searches, which
//      no cache can absorb, while 10 connections each measure `/` and a service page.
// Targets (2-core machine, load generator on the same cores): every page (campaign landings, a
// shared estimate and a search from their second request on included) at least 0.8 of the
// asset's rate, p99 under 100 ms, no errors and no non-2xx; memory after the soak within 20 %;
// during the flood the measured pages keep p99 under 100 ms and no errors, the flood gets only
// 200 or 503, and memory after it is within 20 % of before.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { cpus } from 'node:os'
import autocannon from 'autocannon'
import { freePort } from './free-ports.ts'
import { startServer } from './with-server.ts'

const port = freePort()
const origin = `http://127.0.0.1:${port}`
const connections = 50
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
// As a browser asks: compressed if possible.
const headers = { 'accept-encoding': 'br, gzip', 'accept-language': 'es-ES,es;q=0.9' }

const pages = [
  { name: 'home', path: '/' },
  { name: 'service page', path: '/reformas-cocinas' },
  { name: 'resources list', path: '/recursos' },
  { name: 'article', path: '/recursos/blog/cuanto-cuesta-reforma-integral-madrid' },
  // The URLs campaigns land on, and links to an estimate or a search (cached after their first request).
  { name: 'utm landing', path: '/?utm_source=newsletter&utm_medium=email' },
  { name: 'gclid landing', path: '/reformas-cocinas?gclid=abc123' },
  { name: 'shared estimate', path: '/?m2=80&type=standard&rooms=3&baths=1&kitchen=1' },
  { name: 'resources search', path: '/recursos?q=cocina' },
]

function rssMb(pid: number) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  return kb / 1024
}

type Run = {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  total: number
  statuses: Record<string, number>
}

async function load(options: autocannon.Options): Promise<Run> {
  const result = await autocannon({ connections, headers, ...options })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, stat.count ?? 0]),
    ),
  }
}

const stop = await startServer(port, { BLOG_DATA_DIR: 'memory://' })
let failed = false
try {
  // The reference: the hashed asset whose compressed size is closest to the home page's, so a
  // page and the file it is compared with put about the same bytes on the wire.
  const home = await fetch(`${origin}/`, { headers })
  await home.arrayBuffer()
  const homeBytes = Number(home.headers.get('content-length'))
  const reference = readdirSync('dist/client/assets')
    .filter((name) => name.endsWith('.br'))
    .map((name) => ({ name: name.slice(0, -3), size: statSync(`dist/client/assets/${name}`).size }))
    .sort((a, b) => Math.abs(a.size - homeBytes) - Math.abs(b.size - homeBytes))[0]
  const targets = [...pages, { name: 'static asset', path: `/assets/${reference?.name}` }]
  console.log(
    `reference asset: ${targets.at(-1)?.path} (${((reference?.size ?? 0) / 1024).toFixed(1)} KB brotli; home page ${(homeBytes / 1024).toFixed(1)} KB)`,
  )

  // Every target warmed for two seconds, so the runs measure serving, not the first render.
  for (const target of targets) await load({ url: origin + target.path, duration: 2 })

  const runs = new Map<string, Run>()
  for (const target of targets) {
    runs.set(target.name, await load({ url: origin + target.path, duration: durationSeconds }))
  }
  const assetRate = runs.get('static asset')?.rps ?? 1
  const date = new Date().toISOString().slice(0, 10)
  console.log(
    `\n${date} · ${cpus().length} × ${cpus()[0]?.model.trim()} · Node ${process.versions.node} · ${connections} connections, ${durationSeconds} s each\n`,
  )
  console.log('| target | req/s | p50 ms | p99 ms | errors | non-2xx | vs asset | |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---|')
  for (const target of targets) {
    const run = runs.get(target.name) as Run
    const ratio = run.rps / assetRate
    const ok = run.p99 < 100 && run.errors === 0 && run.non2xx === 0 && (target.name === 'static asset' || ratio >= 0.8)
    failed ||= !ok
    console.log(
      `| ${target.name} | ${Math.round(run.rps)} | ${run.p50} | ${run.p99} | ${run.errors} | ${run.non2xx} | ${ratio.toFixed(2)} | ${ok ? 'ok' : 'MISSED'} |`,
    )
  }

  // The soak: the pages in turn on every connection.
  const requests = pages.map((target) => ({ method: 'GET' as const, path: target.path }))
  const warm = await load({ url: origin, requests, amount: 10_000 })
  const afterWarmUp = rssMb(stop.pid)
  const soak = await load({ url: origin, requests, amount: 100_000 })
  const afterSoak = rssMb(stop.pid)
  const growth = afterSoak / afterWarmUp - 1
  const soakOk = growth <= 0.2 && soak.errors === 0 && soak.non2xx === 0 && warm.errors === 0
  failed ||= !soakOk
  console.log(
    `\nsoak: ${warm.total} warm-up requests, then ${soak.total} over the page mix at ${Math.round(soak.rps)} req/s (p99 ${soak.p99} ms, ${soak.errors} errors, ${soak.non2xx} non-2xx)`,
  )
  console.log(
    `resident memory: ${afterWarmUp.toFixed(1)} MB after the warm-up, ${afterSoak.toFixed(1)} MB after the soak (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, limit +20 %) ${soakOk ? 'ok' : 'MISSED'}`,
  )

  // The flood: distinct searches on 50 connections, the kept pages measured beside it.
  const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 10)
  const beforeFlood = rssMb(stop.pid)
  const searchText = () => Math.random().toString(36).slice(2, 10)
  const [flood, homeDuringFlood, serviceDuringFlood] = await Promise.all([
    load({
      url: origin,
      duration: floodSeconds,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/recursos?q=${searchText()}` }) }],
    }),
    load({ url: `${origin}/`, connections: 10, duration: floodSeconds }),
    load({ url: `${origin}/reformas-cocinas`, connections: 10, duration: floodSeconds }),
  ])
  // Memory once the flood's garbage could be collected.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  await load({ url: origin, requests, amount: 5_000 })
  const afterFlood = rssMb(stop.pid)
  const floodGrowth = afterFlood / beforeFlood - 1
  const floodStatuses = Object.keys(flood.statuses).filter((status) => status !== '200' && status !== '503')
  const floodOk = flood.errors === 0 && floodStatuses.length === 0 && floodGrowth <= 0.2
  failed ||= !floodOk
  console.log(
    `\nflood: ${flood.total} distinct searches in ${floodSeconds} s on ${connections} connections (${Object.entries(
      flood.statuses,
    )
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')}; ${flood.errors} errors; p99 ${flood.p99} ms) ${floodOk ? 'ok' : 'MISSED'}`,
  )
  console.log('| during the flood | req/s | p50 ms | p99 ms | errors | non-2xx | |')
  console.log('|---|---:|---:|---:|---:|---:|---|')
  for (const [name, run] of [
    ['home', homeDuringFlood],
    ['service page', serviceDuringFlood],
  ] as const) {
    const ok = run.p99 < 100 && run.errors === 0 && run.non2xx === 0
    failed ||= !ok
    console.log(
      `| ${name} | ${Math.round(run.rps)} | ${run.p50} | ${run.p99} | ${run.errors} | ${run.non2xx} | ${ok ? 'ok' : 'MISSED'} |`,
    )
  }
  console.log(
    `resident memory: ${beforeFlood.toFixed(1)} MB before the flood, ${afterFlood.toFixed(1)} MB after it (${floodGrowth >= 0 ? '+' : ''}${(floodGrowth * 100).toFixed(1)} %, limit +20 %)`,
  )
} finally {
  await stop()
}
if (failed) {
  console.error('\nbench: a target was missed')
  process.exit(1)
}
