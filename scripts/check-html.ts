// Valid HTML (issue 22): the W3C Nu HTML Checker over the built site (dist/, `npm run build:dist`
// first). Every URL of the sitemap (every language, every published article), a few states a link
// opens (a shared estimate, a search) and the not-found pages of each language are fetched from the production server as a browser gets them, saved to
// a temporary folder and checked in one run of vnu.jar (npm `vnu-jar`, Java 11+ on the PATH).
// Fails on any error, listing page, line and message. Warnings are not errors and are not shown.
// Usage: npm run check:html
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { baseLocale, locales } from '../app.config.ts'
import { freePort } from './free-ports.ts'
import { readSitemap } from './seo-rules.ts'
import { startServer } from './with-server.ts'

const vnuJar = 'node_modules/vnu-jar/build/dist/vnu.jar'
const java = process.env.JAVA ?? 'java'

/** States of sitemap pages that a link opens: a shared estimate, a search, a search with no result. */
const statePaths = ['/?m2=80&type=basic&rooms=2&baths=1&kitchen=0', '/ru/resursy?q=ванная', '/en/resources?q=zzzqqq']

/** The measurement panel: a period, and a language other than Spanish. */
const panelPaths = ['/panel', '/panel?days=7&lang=ru']

/** A page that does not exist, in each language, and an article that does not exist. */
const notFoundPaths = [
  ...locales.map(({ code }) => `${code === baseLocale ? '' : `/${code}`}/esta-pagina-no-existe`),
  '/recursos/blog/este-articulo-no-existe',
]

type VnuMessage = {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  lastColumn?: number
  message: string
  extract?: string
}

const version = spawnSync(java, ['-version'], { encoding: 'utf8' })
if (version.error || version.status !== 0) {
  console.error(`check:html: no Java found ("${java}"). Install a JRE (Debian: apt-get install default-jre-headless).`)
  process.exit(1)
}

const port = freePort()
const origin = `http://127.0.0.1:${port}`
const folder = mkdtempSync(join(tmpdir(), 'check-html-'))
// The server's own lines (a 404 logged for each not-found page) are shown only when something fails.
const stop = await startServer(port, { BLOG_DATA_DIR: 'memory://' }, { captureLogs: true })
const pageOfFile = new Map<string, string>()
const problems: string[] = []
const started = Date.now()
try {
  const sitemap = await fetch(`${origin}/sitemap.xml`)
  const paths = readSitemap(await sitemap.text()).map(({ loc }) => {
    const { pathname, search } = new URL(loc)
    return pathname + search
  })
  if (paths.length === 0) problems.push('the sitemap lists no URL')
  const queue: { path: string; status: number; headers?: Record<string, string> }[] = [
    ...[...paths, ...statePaths].map((path) => ({ path, status: 200 })),
    ...notFoundPaths.map((path) => ({ path, status: 404 })),
    // The measurement panel (issue 24), with the demo's login, in Spanish and in another language.
    ...panelPaths.map((path) => ({ path, status: 200, headers: { Authorization: `Basic ${btoa('demo:demo')}` } })),
  ]
  let index = 0
  const worker = async () => {
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      const response = await fetch(origin + page.path, {
        redirect: 'manual',
        headers: { 'Accept-Language': 'es', ...page.headers },
      })
      const html = await response.text()
      if (response.status !== page.status) {
        problems.push(`${page.path}: HTTP ${response.status}, expected ${page.status}`)
        continue
      }
      const file = join(folder, `page-${String(index++).padStart(3, '0')}.html`)
      writeFileSync(file, html)
      pageOfFile.set(file, page.path)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
} finally {
  await stop()
}

const files = [...pageOfFile.keys()].sort()
const run = spawnSync(java, ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
rmSync(folder, { recursive: true, force: true })
// vnu.jar writes its JSON report to stderr and exits 1 when it found errors.
let messages: VnuMessage[]
try {
  messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages
} catch {
  console.error(`check:html: vnu.jar gave no JSON report (exit ${run.status}):\n${run.stderr}${run.stdout}`)
  process.exit(1)
}
/**
 * The checker's one known lag (docs/decisions/018-first-frame-after-parsing.md): the HTML Standard
 * allows `blocking` on a link whose rel is `expect` (html.spec.whatwg.org/#link-type-expect, 2023),
 * vnu.jar 26.9.27 still allows it on stylesheets only. Only that message, only on `rel="expect"`.
 */
const checkerLag = (message: VnuMessage) =>
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/.test(
    message.message,
  ) && /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(message.extract ?? '')
const lagging = messages.filter(checkerLag)
const errors = messages.filter(
  (message) => (message.type === 'error' || message.subType === 'fatal') && !checkerLag(message),
)
for (const error of errors) {
  // vnu.jar names a file by its file: URL.
  const page = (error.url && pageOfFile.get(fileURLToPath(error.url))) ?? error.url ?? '?'
  // The pages are mostly one long line: the column and the markup around it say where.
  const extract = error.extract ? ` [${error.extract.replace(/\s+/g, ' ').trim()}]` : ''
  problems.push(`${page}:${error.lastLine ?? '?'}:${error.lastColumn ?? '?'}: ${error.message}${extract}`)
}
const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log(
  `check:html: ${files.length} pages, ${errors.length} Nu HTML Checker error(s), ${seconds} s` +
    ` (${lagging.length} of the checker's rel=expect lag, left out: docs/decisions/018)`,
)
if (problems.length > 0) {
  if (errors.length < problems.length) console.error(`The server said:\n${stop.logs.join('\n')}`)
  console.error(problems.join('\n'))
  process.exit(1)
}
