// The JavaScript budget: every script a page loads before any interaction, gzipped, measured in
// Chromium against the production build, for each page type in all five languages. For the
// Spanish page of each type it also prints the ten largest modules behind those bytes, from the
// bundler's own record of the build (dist/bundle-stats.json, written by scripts/bundle-stats.ts).
// Fails when a page is over its budget, a chunk is over 500 KB raw, or an article loads the
// markdown pipeline. Usage: npm run build:dist && npm run size [-- --top 40] [-- home legal…]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from 'playwright-core'
import { locales, type ScreenRoute, screens } from '../app.config.ts'
import { chromiumArgs, chromiumExecutable } from '../tests/browser.ts'
import { bundleStatsFile, type ChunkStats } from './bundle-stats.ts'
import { freePort } from './free-ports.ts'
import { startServer } from './with-server.ts'

const articleSlug = 'cuanto-cuesta-reforma-integral-madrid'
/** KB of gzipped JavaScript before interaction, per page type (issue 13). */
const pageTypes: { name: string; budgetKb: number; paths: (route: (r: ScreenRoute) => string[]) => string[] }[] = [
  { name: 'home', budgetKb: 150, paths: (route) => route('/') },
  { name: 'service page', budgetKb: 135, paths: (route) => route('/reformas-cocinas') },
  { name: 'resources list', budgetKb: 140, paths: (route) => route('/recursos') },
  {
    name: 'article',
    budgetKb: 135,
    paths: (route) => route('/recursos').map((path) => `${path}/blog/${articleSlug}`),
  },
  // 131 since design round 22 (docs/decisions/): the breadcrumb became a chunk of its own, which
  // took 1.2 KB off the home and every article and adds a chunk's overhead to a legal page.
  { name: 'legal page', budgetKb: 131, paths: (route) => route('/privacidad') },
]
const chunkLimitKb = 500
// `--top N` lists N modules per page type; other arguments pick page types by the start of their name.
const args = process.argv.slice(2)
const topIndex = args.indexOf('--top')
const top = topIndex >= 0 ? Number(args.splice(topIndex, 2)[1]) || 10 : 10
const chosenTypes = pageTypes.filter((type) => args.length === 0 || args.some((arg) => type.name.startsWith(arg)))
/** Modules that render or sanitize markdown: an article's body is HTML from the server. */
const markdownModules = /node_modules\/(unified|remark-|rehype-|micromark|mdast-|hast-util-|property-information|vfile)/

if (!existsSync(bundleStatsFile)) {
  console.error(`${bundleStatsFile} is missing: run \`npm run build:dist\` first.`)
  process.exit(1)
}
const chunks = new Map(
  (JSON.parse(readFileSync(bundleStatsFile, 'utf8')) as ChunkStats[]).map((chunk) => [chunk.file, chunk]),
)
const problems: string[] = []

// No chunk over 500 KB raw (the size at which Vite warns).
const assets = 'dist/client/assets'
for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
  const kb = statSync(join(assets, file)).size / 1024
  if (kb > chunkLimitKb) problems.push(`assets/${file} is ${kb.toFixed(0)} KB raw (limit ${chunkLimitKb} KB)`)
}

/** A module's share of its chunk's real gzipped size, by the gzipped size of its own code. */
function moduleShares(file: string, chunkGzip: number): Map<string, number> {
  const shares = new Map<string, number>()
  const chunk = chunks.get(file)
  if (!chunk) return shares.set(`${file} (not in ${bundleStatsFile}: rebuild)`, chunkGzip)
  const total = chunk.modules.reduce((sum, module) => sum + module.gzip, 0) || 1
  for (const module of chunk.modules) {
    const name = packageName(module.id)
    shares.set(name, (shares.get(name) ?? 0) + (module.gzip / total) * chunkGzip)
  }
  return shares
}

/** node_modules are summed per package; the app's own files are listed one by one. */
function packageName(id: string): string {
  const match = id.match(/^node_modules\/((@[^/]+\/)?[^/]+)/)
  if (match?.[1]) return match[1]
  return id.startsWith('app/paraglide/messages/') ? 'app/paraglide/messages/* (message functions)' : id
}

const port = freePort()
/** Pages measured at once, each in a browser of its own. */
function concurrencyOf() {
  return 3
}
const stop = await startServer(port, { BLOG_DATA_DIR: 'memory://' })
// One browser per lane: tabs measured side by side in one browser shared their downloads (a page
// that loaded while another fetched the same chunk saw no script response of its own).
const browsers = await Promise.all(
  Array.from({ length: concurrencyOf() }, () =>
    chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs }),
  ),
)
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** Every script one page loads until the network is quiet (and half a second more), by file. */
async function measure(
  browser: Browser,
  path: string,
): Promise<{ status: number | undefined; scripts: Map<string, Buffer> }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' })
  const scripts = new Map<string, Buffer>()
  const bodies: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    bodies.push(
      response.body().then(
        (body) => void scripts.set(new URL(response.url()).pathname.replace(/^\//, ''), body),
        (error) => console.error(`size: no body for ${response.url()}: ${error}`),
      ),
    )
  })
  const response = await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle', timeout: 120_000 })
  // Scripts the page loads when the browser is first idle (the measurement's sender) count too: an
  // idle callback of ours runs after the page's own, then half a second for their downloads.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })))
  await page.waitForTimeout(500)
  // Response events may still be on their way to this process (the more so with several pages at
  // once): read bodies until no new one comes, then close the page.
  for (let seen = -1; seen !== bodies.length; ) {
    seen = bodies.length
    await Promise.all(bodies)
    await page.waitForTimeout(100)
  }
  await page.close()
  return { status: response?.status(), scripts }
}

/** `work` over `items`, one at a time in each lane; the results in the items' order. */
async function inBatches<T, R>(
  items: T[],
  lanes: Browser[],
  work: (browser: Browser, item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const lane = async (browser: Browser) => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(browser, items[index] as T)
    }
  }
  await Promise.all(lanes.map(lane))
  return results
}
try {
  console.log('page                                                       scripts   raw KB  gzip KB  budget')
  // Every page in its own tab, a few at a time: the bytes a page loads do not depend on how busy
  // the machine is, and 25 pages one after another (each waiting for the network to go quiet) were
  // a minute of CI. The table is printed in the same order as before.
  const measureAll = chosenTypes.flatMap((type) =>
    type.paths((route) => locales.map((locale) => screens[route][locale.code])).map((path) => ({ type, path })),
  )
  const measured = await inBatches(measureAll, browsers, (browser, { path }) => measure(browser, path))
  for (const type of chosenTypes) {
    const rows = measureAll.flatMap((entry, index) => {
      const result = measured[index]
      return entry.type === type && result ? [{ ...entry, ...result }] : []
    })
    let breakdown: Map<string, number> | undefined
    for (const { path, status, scripts } of rows) {
      if (status === undefined || status < 200 || status > 299) problems.push(`${path} answered ${status}`)
      let raw = 0
      let gzip = 0
      const shares = new Map<string, number>()
      for (const [file, body] of scripts) {
        const zipped = gzipSync(body, { level: 9 }).length
        raw += body.length
        gzip += zipped
        for (const [name, bytes] of moduleShares(file, zipped)) shares.set(name, (shares.get(name) ?? 0) + bytes)
      }
      const over = gzip / 1024 > type.budgetKb
      if (over) problems.push(`${path} (${type.name}) loads ${kb(gzip)} KB gzipped, budget ${type.budgetKb} KB`)
      const markdown = [...shares.keys()].filter((name) => markdownModules.test(`node_modules/${name}`))
      if (type.name === 'article' && markdown.length > 0) {
        problems.push(`${path} loads the markdown pipeline in the browser: ${markdown.join(', ')}`)
      }
      breakdown ??= shares
      console.log(
        `${`${type.name.padEnd(15)} ${path}`.padEnd(58)} ${String(scripts.size).padStart(7)} ${kb(raw).padStart(8)} ${kb(gzip).padStart(8)}  ${type.budgetKb} KB ${over ? 'OVER' : 'ok'}`,
      )
    }
    if (breakdown) {
      console.log(`  ${top} largest modules behind ${rows[0]?.path} (KB gzipped, their share of each chunk):`)
      for (const [name, bytes] of [...breakdown].sort((a, b) => b[1] - a[1]).slice(0, top)) {
        console.log(`    ${kb(bytes).padStart(6)}  ${name}`)
      }
    }
  }
} finally {
  await Promise.all(browsers.map((browser) => browser.close()))
  await stop()
}
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`\nEvery page is within its budget; no chunk is over ${chunkLimitKb} KB.`)
