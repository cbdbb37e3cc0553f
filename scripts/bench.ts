// Load benchmark of the production build (dist/), on 127.0.0.1, bounded in time:
//   1. each page and a static asset from the same server, 50 connections for 10 s each:
//      requests per second, p50 and p99 latency, errors, each page's rate against the asset's,
//      and the server process's CPU time per request (from /proc, which other work on the
//      machine disturbs far less than a rate);
//   2. a soak: 100,000 requests over the page mix after a 10,000-request warm-up, with the
//      server's resident memory after each;
//   3. a flood (issues 15 and 23): 50 connections sending distinct random `/recursos?q=…`
//      searches, which no cache can absorb, 20 sending `/sitemap.xml?x=…` with a random x, and 20
//      calling the blog's list server function with a random query, while 10 connections each
//      measure `/` and a service page;
//   4. a flood of measurement beacons from one address (issue 24, scripts/bench-beacons.ts): the
//      home page's p99 while 20 connections send beacons to POST /m, next to the same run's p99
//      without them.
// Targets (2-core machine, load generator on the same cores): every page (campaign landings, a
// shared estimate and a search from their second request on included) at least 0.8 of the
// asset's rate, p99 under 100 ms, no errors and no non-2xx; memory after the soak within 20 %;
// during the flood the measured pages keep p99 under 100 ms and no errors, the floods get only
// 200, 429 or 503, and memory after it is within 20 % of before.
//
//   npm run bench                          this checkout's dist/
//   npm run bench -- --baseline DIR        also another checkout's build (DIR/dist), served at the
//                                          same time and measured target by target in turn, so
//                                          before and after come from the same run, in three
//                                          rounds that swap the order (BENCH_ROUNDS), each
//                                          target's median round kept; fails when a target is
//                                          more than 5 % slower than the baseline both in rate
//                                          and in server CPU per request, or when its server
//                                          entry alone is (scripts/bench-entry.ts)
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { cpus } from 'node:os'
import { resolve } from 'node:path'
import autocannon from 'autocannon'
import { beaconFlood, type Run } from './bench-beacons.ts'
import { entryBench, entryTargets, percent } from './bench-entry.ts'
import { freePorts } from './free-ports.ts'
import { type StopServer, startServer } from './with-server.ts'

const connections = 50
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 10)
// Against a baseline, each target is measured in several rounds and the median kept.
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? (process.argv.includes('--baseline') ? 3 : 1)))
// As a browser asks: compressed if possible.
const headers = { 'accept-encoding': 'br, gzip', 'accept-language': 'es-ES,es;q=0.9' }
const baselineAt = process.argv.indexOf('--baseline')
const baselineDir = baselineAt >= 0 ? resolve(process.argv[baselineAt + 1] ?? '') : undefined

// The pages, campaign landings, a shared estimate and a search (cached after their first request):
// the same targets as the in-process comparison.
const pages = entryTargets

function rssMb(pid: number) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  return kb / 1024
}

async function load(options: autocannon.Options): Promise<Run> {
  const result = await autocannon({ connections, ...options, headers: { ...headers, ...options.headers } })
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

type Build = { label: string; dir: string; origin: string; stop: StopServer; assetPath: string }

/** A run, with the CPU time the server process spent on each of its requests (µs). */
type Measured = Run & { cpuMicros: number }

/** The server process's CPU time so far (user + system), in µs: less sensitive to other work on the machine than a rate. */
function cpuMicrosOf(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100
}

async function measuredLoad(build: Build, options: autocannon.Options): Promise<Measured> {
  const before = cpuMicrosOf(build.stop.pid)
  const run = await load(options)
  return { ...run, cpuMicros: (cpuMicrosOf(build.stop.pid) - before) / Math.max(1, run.total) }
}

/**
 * On a machine of two cores or more (Linux, taskset), the load generator runs on the first core
 * and the servers (all their threads) on the others: the two no longer take turns on one core, which
 * made a target's rate swing by 20 % from one run to the next. BENCH_PIN=0 leaves them unpinned.
 */
const pinning = cpus().length >= 2 && process.env.BENCH_PIN !== '0' && spawnSync('taskset', ['-V']).status === 0
const serverCores = `1-${cpus().length - 1}`
if (pinning) spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)])
function pinServer(pid: number) {
  if (pinning) spawnSync('taskset', ['-a', '-p', '-c', serverCores, String(pid)])
}

/** The run with the median rate (the lower middle one of an even count). */
function median(list: Measured[]): Measured {
  return [...list].sort((a, b) => a.rps - b.rps)[Math.floor((list.length - 1) / 2)] as Measured
}

const statusList = (run: Run) =>
  Object.entries(run.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')

/** The blog's list server function, as the router calls it (its id is in the client bundles). */
async function listPostsCall(build: Build): Promise<string | undefined> {
  const payload = encodeURIComponent(
    `{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":1,"p":{"k":["locale"],"v":[{"t":1,"s":"es"}]},"o":0}]},"o":0},"f":127,"m":[]}`,
  )
  const ids = new Set<string>()
  for (const name of readdirSync(`${build.dir}/dist/client/assets`).filter((file) => file.endsWith('.js'))) {
    for (const id of readFileSync(`${build.dir}/dist/client/assets/${name}`, 'utf8').match(/\b[0-9a-f]{64}\b/g) ?? [])
      ids.add(id)
  }
  for (const id of ids) {
    const path = `/_serverFn/${id}?payload=${payload}`
    const response = await fetch(build.origin + path, { headers: functionHeaders })
    const text = await response.text()
    if (response.status === 200 && text.includes('"posts"')) return path
  }
  return undefined
}
const functionHeaders = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true', 'accept-encoding': 'identity' }

async function soakAndFlood(build: Build): Promise<boolean> {
  let ok = true
  const requests = pages.map((target) => ({ method: 'GET' as const, path: target.path }))
  const warm = await load({ url: build.origin, requests, amount: 10_000 })
  const afterWarmUp = rssMb(build.stop.pid)
  const soak = await load({ url: build.origin, requests, amount: 100_000 })
  const afterSoak = rssMb(build.stop.pid)
  const growth = afterSoak / afterWarmUp - 1
  const soakOk = growth <= 0.2 && soak.errors === 0 && soak.non2xx === 0 && warm.errors === 0
  ok &&= soakOk
  console.log(`\n${build.label}`)
  console.log(
    `soak: ${warm.total} warm-up requests, then ${soak.total} over the page mix at ${Math.round(soak.rps)} req/s (p99 ${soak.p99} ms, ${soak.errors} errors, ${soak.non2xx} non-2xx)`,
  )
  console.log(
    `resident memory: ${afterWarmUp.toFixed(1)} MB after the warm-up, ${afterSoak.toFixed(1)} MB after the soak (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, limit +20 %) ${soakOk ? 'ok' : 'MISSED'}`,
  )

  // The floods: distinct searches, random sitemap queries and server-function calls, with the
  // kept pages measured beside them.
  const beforeFlood = rssMb(build.stop.pid)
  const random = () => Math.random().toString(36).slice(2, 10)
  const functionPath = await listPostsCall(build)
  const [searches, sitemaps, functions, home, service] = await Promise.all([
    load({
      url: build.origin,
      duration: floodSeconds,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/recursos?q=${random()}` }) }],
    }),
    load({
      url: build.origin,
      connections: 20,
      duration: floodSeconds,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/sitemap.xml?x=${random()}` }) }],
    }),
    functionPath
      ? load({
          url: build.origin,
          connections: 20,
          duration: floodSeconds,
          headers: functionHeaders,
          requests: [
            { method: 'GET', setupRequest: (request) => ({ ...request, path: `${functionPath}&x=${random()}` }) },
          ],
        })
      : undefined,
    load({ url: `${build.origin}/`, connections: 10, duration: floodSeconds }),
    load({ url: `${build.origin}/reformas-cocinas`, connections: 10, duration: floodSeconds }),
  ])
  // Memory once the flood's garbage could be collected.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  await load({ url: build.origin, requests, amount: 5_000 })
  const afterFlood = rssMb(build.stop.pid)
  const floodGrowth = afterFlood / beforeFlood - 1
  const floods: [string, Run | undefined][] = [
    [`${searches.total} distinct searches (${connections} connections)`, searches],
    [`${sitemaps.total} sitemap requests with a random ?x= (20 connections)`, sitemaps],
    [`${functions?.total ?? 0} list server-function calls with a random query (20 connections)`, functions],
  ]
  for (const [what, run] of floods) {
    if (!run) {
      console.log(`flood: ${what}: the list server function was not found in the bundles MISSED`)
      ok = false
      continue
    }
    const unexpected = Object.keys(run.statuses).filter((status) => !['200', '429', '503'].includes(status))
    const floodOk = run.errors === 0 && unexpected.length === 0
    ok &&= floodOk
    console.log(
      `flood: ${what} in ${floodSeconds} s: ${statusList(run)}; ${run.errors} errors; p99 ${run.p99} ms ${floodOk ? 'ok' : 'MISSED'}`,
    )
  }
  console.log('| during the floods | req/s | p50 ms | p99 ms | errors | non-2xx | |')
  console.log('|---|---:|---:|---:|---:|---:|---|')
  for (const [name, run] of [
    ['home', home],
    ['service page', service],
  ] as const) {
    const pageOk = run.p99 < 100 && run.errors === 0 && run.non2xx === 0
    ok &&= pageOk
    console.log(
      `| ${name} | ${Math.round(run.rps)} | ${run.p50} | ${run.p99} | ${run.errors} | ${run.non2xx} | ${pageOk ? 'ok' : 'MISSED'} |`,
    )
  }
  const memoryOk = floodGrowth <= 0.2
  ok &&= memoryOk
  console.log(
    `resident memory: ${beforeFlood.toFixed(1)} MB before the floods, ${afterFlood.toFixed(1)} MB after them (${floodGrowth >= 0 ? '+' : ''}${(floodGrowth * 100).toFixed(1)} %, limit +20 %) ${memoryOk ? 'ok' : 'MISSED'}`,
  )
  console.log('')
  ok = (await beaconFlood(build.origin, load, floodSeconds)) && ok
  return ok
}

/** The hashed asset whose compressed size is closest to the home page's: about the same bytes on the wire. */
async function referenceAsset(dir: string, origin: string) {
  const home = await fetch(`${origin}/`, { headers })
  await home.arrayBuffer()
  const homeBytes = Number(home.headers.get('content-length'))
  const reference = readdirSync(`${dir}/dist/client/assets`)
    .filter((name) => name.endsWith('.br'))
    .map((name) => ({ name: name.slice(0, -3), size: statSync(`${dir}/dist/client/assets/${name}`).size }))
    .sort((a, b) => Math.abs(a.size - homeBytes) - Math.abs(b.size - homeBytes))[0]
  console.log(
    `reference asset: /assets/${reference?.name} (${((reference?.size ?? 0) / 1024).toFixed(1)} KB brotli; home page ${(homeBytes / 1024).toFixed(1)} KB)`,
  )
  return `/assets/${reference?.name}`
}

const dirs = [...(baselineDir ? [['before (baseline)', baselineDir]] : []), ['after (this checkout)', '.']]
const ports = freePorts(dirs.length)
const builds: Build[] = []
let failed = false
try {
  for (const [index, [label = '', dir = '.']] of dirs.entries()) {
    const port = ports[index] as number
    const origin = `http://127.0.0.1:${port}`
    const stop = await startServer(port, { BLOG_DATA_DIR: 'memory://' }, { cwd: dir })
    // A build that opens its blog store after listening: wait for it, so no run measures the start.
    await (await fetch(`${origin}/recursos`, { headers, signal: AbortSignal.timeout(120_000) })).arrayBuffer()
    pinServer(stop.pid)
    builds.push({ label, dir, origin, stop, assetPath: await referenceAsset(dir, origin) })
  }
  const targetsOf = (build: Build) => [...pages, { name: 'static asset', path: build.assetPath }]
  // Every target warmed for two seconds, so the runs measure serving, not the first render.
  for (const build of builds)
    for (const target of targetsOf(build)) await load({ url: build.origin + target.path, duration: 2 })

  // Target by target, each build in turn, in rounds that swap the order: before and after see the
  // same machine, and a burst of other work on it lands in one round, not in one build's figures.
  const measuredRuns = new Map<Build, Map<string, Measured[]>>(builds.map((build) => [build, new Map()]))
  for (let round = 0; round < rounds; round++) {
    for (const target of targetsOf(builds[0] as Build)) {
      for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
        const path = target.name === 'static asset' ? build.assetPath : target.path
        const run = await measuredLoad(build, { url: build.origin + path, duration: durationSeconds })
        const list = measuredRuns.get(build) as Map<string, Measured[]>
        list.set(target.name, [...(list.get(target.name) ?? []), run])
      }
    }
  }
  // Each target's round with the median rate stands for it.
  const runs = new Map<Build, Map<string, Measured>>(
    builds.map((build) => [
      build,
      new Map([...(measuredRuns.get(build) ?? [])].map(([name, list]) => [name, median(list)])),
    ]),
  )
  const date = new Date().toISOString().slice(0, 10)
  console.log(
    `\n${date} · ${cpus().length} × ${cpus()[0]?.model.trim()} · Node ${process.versions.node} · ${connections} connections, ${durationSeconds} s each, ${rounds === 1 ? 'one round' : `median of ${rounds} rounds`}${pinning ? `; load generator on core 0, servers on cores ${serverCores}` : ''}; server CPU: the server process's CPU time per request`,
  )
  for (const build of builds) {
    const measured = runs.get(build) as Map<string, Measured>
    const assetRate = measured.get('static asset')?.rps ?? 1
    console.log(`\n${build.label}\n`)
    console.log('| target | req/s | p50 ms | p99 ms | errors | non-2xx | vs asset | server CPU µs | |')
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|')
    for (const target of targetsOf(build)) {
      const run = measured.get(target.name) as Measured
      const ratio = run.rps / assetRate
      const ok =
        run.p99 < 100 && run.errors === 0 && run.non2xx === 0 && (target.name === 'static asset' || ratio >= 0.8)
      // Only this checkout's build is held to the targets; the baseline is what it is compared with.
      if (build.dir === '.') failed ||= !ok
      console.log(
        `| ${target.name} | ${Math.round(run.rps)} | ${run.p50} | ${run.p99} | ${run.errors} | ${run.non2xx} | ${ratio.toFixed(2)} | ${Math.round(run.cpuMicros)} | ${ok ? 'ok' : 'MISSED'} |`,
      )
    }
  }
  if (builds.length === 2) {
    const [before, after] = builds as [Build, Build]
    console.log(
      `\nbefore → after, same run: each round's two runs of a target were back to back, so the change is the median of the ${rounds} rounds' own changes, with their range (a target misses when it is more than 5 % slower by both measures: requests a second and server CPU per request)\n`,
    )
    console.log(
      '| target | req/s before | req/s after | change | rounds | p99 before | p99 after | server CPU µs before | after | |',
    )
    console.log('|---|---:|---:|---:|---|---:|---:|---:|---:|---|')
    for (const target of targetsOf(after)) {
      const b = runs.get(before)?.get(target.name) as Measured
      const a = runs.get(after)?.get(target.name) as Measured
      const afterRounds = measuredRuns.get(after)?.get(target.name) ?? []
      const changes = (measuredRuns.get(before)?.get(target.name) ?? [])
        .map((run, round) => (afterRounds[round]?.rps ?? 0) / run.rps - 1)
        .sort((x, y) => x - y)
      const change = changes[Math.floor((changes.length - 1) / 2)] ?? 0
      // The static asset is served the same way by both builds: its change is the run's noise.
      // Slower means both measures say so: fewer requests a second AND more server CPU per
      // request; the rate alone is mostly the load generator's (see the table's header).
      const slower = change < -0.05 && a.cpuMicros > b.cpuMicros * 1.05
      const ok = target.name === 'static asset' || !slower
      failed ||= !ok
      console.log(
        `| ${target.name} | ${Math.round(b.rps)} | ${Math.round(a.rps)} | ${percent(change)} | ${percent(changes[0] ?? 0)} … ${percent(changes.at(-1) ?? 0)} | ${b.p99} | ${a.p99} | ${Math.round(b.cpuMicros)} | ${Math.round(a.cpuMicros)} | ${target.name === 'static asset' ? 'noise' : ok ? 'ok' : 'MISSED'} |`,
      )
    }
  }
  // The same comparison without HTTP and without the machine's drift (scripts/bench-entry.ts).
  if (baselineDir) {
    const entryHolds = entryBench([baselineDir, resolve('.')])
    failed ||= !entryHolds
  }
  if (process.env.BENCH_FLOODS === '0') console.log('\nsoak and floods skipped (BENCH_FLOODS=0)')
  for (const build of process.env.BENCH_FLOODS === '0' ? [] : builds) {
    const ok = await soakAndFlood(build)
    if (build.dir === '.') failed ||= !ok
  }
} finally {
  for (const build of builds) await build.stop()
}
if (failed) {
  console.error('\nbench: a target was missed')
  process.exit(1)
}
