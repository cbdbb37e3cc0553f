// The JavaScript budget: every script a page loads before any interaction, gzipped, measured in
// Chromium against the production build, for each page type in all five languages. For the
// Spanish page of each type it also prints the ten largest modules behind those bytes, from the
// bundler's own record of the build (dist/bundle-stats.json, written by scripts/bundle-stats.ts).
// Fails when a page is over its budget, a chunk is over 500 KB raw, or an article loads the
// markdown pipeline. Usage: npm run build:dist && npm run size [-- --top 40] [-- home legal…]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
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
const stop = await startServer(port, { BLOG_DATA_DIR: 'memory://' })
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
try {
  console.log('page                                                       scripts   raw KB  gzip KB  budget')
  for (const type of chosenTypes) {
    const paths = type.paths((route) => locales.map((locale) => screens[route][locale.code]))
    let breakdown: Map<string, number> | undefined
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' })
      const scripts = new Map<string, Buffer>()
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return
        try {
          scripts.set(new URL(response.url()).pathname.replace(/^\//, ''), await response.body())
        } catch {}
      })
      const response = await page.goto(`http://127.0.0.1:${port}${path}`, {
        waitUntil: 'networkidle',
        timeout: 120_000,
      })
      await page.waitForTimeout(500)
      await page.close()
      if (!response?.ok()) problems.push(`${path} answered ${response?.status()}`)
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
      console.log(`  ${top} largest modules behind ${paths[0]} (KB gzipped, their share of each chunk):`)
      for (const [name, bytes] of [...breakdown].sort((a, b) => b[1] - a[1]).slice(0, top)) {
        console.log(`    ${kb(bytes).padStart(6)}  ${name}`)
      }
    }
  }
} finally {
  await browser.close()
  await stop()
}
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`\nEvery page is within its budget; no chunk is over ${chunkLimitKb} KB.`)
