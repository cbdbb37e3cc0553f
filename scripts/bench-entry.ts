// The server entry's own cost per request, without HTTP: what a change to app/server.ts and its
// stages (issue 23) costs, measured so that this 2-core machine's drift cannot decide it.
//
// Over HTTP, two runs of the same build differ by 10–40 % here: the machine's speed drifts over
// seconds, and autocannon, not the server, sets the rate (docs/decisions/013). So both builds'
// `dist/server/server.js` (what scripts/serve.ts serves) are loaded into ONE process, each with
// its blog store opened and its pages listed as at start, and their `fetch` called in turns:
// for each target, rounds of 200 calls, build A then B, then B then A. Each round's two halves
// ran a few milliseconds apart on the same core, so the round's ratio cancels the drift; the
// change is the median of the rounds' ratios.
//
//   node scripts/bench-entry.ts --baseline DIR      DIR's build against this checkout's
//   node scripts/bench-entry.ts                     this checkout's build alone
//
// Fails when a target's entry is more than 5 % slower than the baseline's.
import { spawnSync } from 'node:child_process'
import { cpus } from 'node:os'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export const entryTargets = [
  { name: 'home', path: '/' },
  { name: 'service page', path: '/reformas-cocinas' },
  { name: 'resources list', path: '/recursos' },
  { name: 'article', path: '/recursos/blog/cuanto-cuesta-reforma-integral-madrid' },
  { name: 'utm landing', path: '/?utm_source=newsletter&utm_medium=email' },
  { name: 'gclid landing', path: '/reformas-cocinas?gclid=abc123' },
  { name: 'shared estimate', path: '/?m2=80&type=standard&rooms=3&baths=1&kitchen=1' },
  { name: 'resources search', path: '/recursos?q=cocina' },
]
const headers = { 'accept-encoding': 'br, gzip', 'accept-language': 'es-ES,es;q=0.9' }
const origin = 'http://localhost:3000'
const calls = 200
const rounds = Number(process.env.BENCH_ENTRY_ROUNDS ?? 40)

type App = {
  fetch: (request: Request) => Promise<Response>
  checkEnvironment: () => void
  listPages?: () => Promise<number>
}
type Row = { name: string; micros: number[]; change?: number; range?: [number, number] }

/** One build's entry, started as scripts/serve.ts starts it. */
async function load(dir: string): Promise<App> {
  process.chdir(dir)
  const app = ((await import(pathToFileURL(`${dir}/dist/server/server.js`).href)) as { default: App }).default
  app.checkEnvironment()
  if (app.listPages) await app.listPages()
  else await (await app.fetch(new Request(`${origin}/sitemap.xml`))).arrayBuffer()
  return app
}

type NodeReady = { _toNodeResponse?: () => { status: number } }

/**
 * µs per call over one round of `calls`, the answer taken as srvx takes it on Node: a
 * FastResponse's bytes as they are, a web Response's body read to the end.
 */
async function round(app: App, path: string): Promise<number> {
  const start = process.hrtime.bigint()
  for (let i = 0; i < calls; i++) {
    const response = await app.fetch(new Request(origin + path, { headers }))
    const node = (response as NodeReady)._toNodeResponse?.()
    if (!node) await response.arrayBuffer()
    const status = node?.status ?? response.status
    if (status !== 200) throw new Error(`${path}: ${status}`)
  }
  return Number(process.hrtime.bigint() - start) / 1000 / calls
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0

/** In the child: every build loaded, every target measured in turns; one JSON line of rows. */
async function child(dirs: string[]) {
  const apps: App[] = []
  for (const dir of dirs) apps.push(await load(dir))
  for (const app of apps) for (const target of entryTargets) await round(app, target.path)
  const rows: Row[] = []
  for (const target of entryTargets) {
    const perBuild = apps.map(() => [] as number[])
    const ratios: number[] = []
    for (let turn = 0; turn < rounds; turn++) {
      const order = turn % 2 === 0 ? apps.map((_, i) => i) : apps.map((_, i) => apps.length - 1 - i)
      const micros: number[] = []
      for (const index of order) micros[index] = await round(apps[index] as App, target.path)
      for (const [index, value] of micros.entries()) perBuild[index]?.push(value)
      if (apps.length === 2) ratios.push((micros[1] as number) / (micros[0] as number) - 1)
    }
    const sorted = [...ratios].sort((a, b) => a - b)
    rows.push({
      name: target.name,
      micros: perBuild.map(middle),
      ...(ratios.length > 0 && {
        change: middle(ratios),
        range: [sorted[Math.floor(sorted.length / 4)] ?? 0, sorted[Math.floor((3 * sorted.length) / 4)] ?? 0],
      }),
    })
  }
  console.log(JSON.stringify(rows))
}

export const percent = (change: number) => `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`

/**
 * Runs the comparison in a child process (on the servers' cores, as scripts/bench.ts pins them),
 * prints its table and returns whether every target holds.
 */
export function entryBench(dirs: string[]): boolean {
  const pin = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0
  const command = [process.execPath, import.meta.filename, '--child', ...dirs]
  const result = spawnSync(
    pin ? 'taskset' : (command[0] as string),
    pin ? ['-c', `1-${cpus().length - 1}`, ...command] : command.slice(1),
    {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', SITE_DEMO: '1', BLOG_DATA_DIR: 'memory://' },
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  const line = result.stdout.trim().split('\n').at(-1) ?? ''
  if (result.status !== 0 || !line.startsWith('[')) {
    console.log(`entry bench: the child failed\n${result.stderr.slice(-2000)}`)
    return false
  }
  const rows = JSON.parse(line) as Row[]
  const pair = dirs.length === 2
  console.log(
    `\nthe server entry alone (no HTTP), both builds in one process, ${rounds} rounds of ${calls} calls per target taking turns: µs per call (median round)${pair ? '; change: the median of the rounds’ own after/before ratios, with the middle half of them (a target more than 5 % slower misses)' : ''}\n`,
  )
  console.log(pair ? '| target | before µs | after µs | change | middle half | |' : '| target | µs |')
  console.log(pair ? '|---|---:|---:|---:|---|---|' : '|---|---:|')
  let ok = true
  for (const row of rows) {
    if (!pair || row.change === undefined || !row.range) {
      console.log(`| ${row.name} | ${row.micros[0]?.toFixed(1)} |`)
      continue
    }
    const holds = row.change <= 0.05
    ok &&= holds
    console.log(
      `| ${row.name} | ${row.micros[0]?.toFixed(1)} | ${row.micros[1]?.toFixed(1)} | ${percent(row.change)} | ${percent(row.range[0])} … ${percent(row.range[1])} | ${holds ? 'ok' : 'MISSED'} |`,
    )
  }
  return ok
}

if (process.argv[2] === '--child') {
  await child(process.argv.slice(3).map((dir) => resolve(dir)))
  // The blog stores and the measurement queue hold timers: the child is done once it has printed.
  process.exit(0)
} else if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const baselineAt = process.argv.indexOf('--baseline')
  const baseline = baselineAt >= 0 ? resolve(process.argv[baselineAt + 1] ?? '') : undefined
  if (!entryBench([...(baseline ? [baseline] : []), resolve('.')])) {
    console.error('\nbench-entry: a target is more than 5 % slower')
    process.exit(1)
  }
}
