// Lighthouse (mobile, Debian Chromium) against the production build: the median of three runs
// per page (AUDIT_RUNS=1, `npm test`: one run, and two more only for a page below target, judged
// on the median of the three, so one noisy run neither fails nor passes a page alone). Fails below performance 99 (AUDIT_MIN_PERFORMANCE) or accessibility, best practices and SEO 100, or CLS > 0.
// Usage: npm run audit [-- /path /other-path]; without paths, all eight pages; `npm test` runs two.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumExecutable } from '../tests/browser.ts'
import { freePort } from './free-ports.ts'
import { startServer } from './with-server.ts'

const port = freePort()
const fullRuns = 3
const runs = Math.min(fullRuns, Math.max(1, Number(process.env.AUDIT_RUNS ?? fullRuns)))
// Home, a service page, the resources list and an article, in Spanish and Russian.
const allPaths = [
  '/',
  '/ru',
  '/reformas-cocinas',
  '/ru/remont-kukhon',
  '/recursos',
  '/ru/resursy',
  '/recursos/blog/cuanto-cuesta-reforma-integral-madrid',
  '/ru/resursy/blog/cuanto-cuesta-reforma-integral-madrid',
]
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : allPaths
// AUDIT_MIN_PERFORMANCE lowers the performance bar only (npm test's gate on a shared CI machine,
// where Total Blocking Time swings by hundreds of ms); the other three stay at 100.
const minPerformance = Number(process.env.AUDIT_MIN_PERFORMANCE ?? 99)
const targets = { performance: minPerformance, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof targets

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const stop = await startServer(port, { BLOG_DATA_DIR: 'memory://' })
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})
let failed = false
try {
  console.log('page                          perf  a11y  best   seo    CLS   LCP ms   TBT ms   TTI ms runs')
  for (const path of paths) {
    const scores: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] }
    const cls: number[] = []
    const lcp: number[] = []
    const tbt: number[] = []
    const tti: number[] = []
    const judge = () => {
      const row = Object.fromEntries((Object.keys(targets) as Category[]).map((c) => [c, median(scores[c])])) as Record<
        Category,
        number
      >
      return { row, fails: (Object.keys(targets) as Category[]).some((c) => row[c] < targets[c]) || median(cls) > 0 }
    }
    // Below target after the first runs: the rest of the three, and the median of all three decides.
    let planned = runs
    for (let run = 0; run < planned; run++) {
      // SITE_URL is localhost in this build, so the page's canonical host is the one audited.
      const result = await lighthouse(`http://localhost:${port}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(targets),
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        extraHeaders: { 'Accept-Language': path.startsWith('/ru') ? 'ru' : 'es' },
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
      const { categories, audits } = result.lhr
      for (const category of Object.keys(targets) as Category[]) {
        scores[category].push(Math.round((categories[category]?.score ?? 0) * 100))
      }
      cls.push(audits['cumulative-layout-shift']?.numericValue ?? 1)
      lcp.push(audits['largest-contentful-paint']?.numericValue ?? 0)
      tbt.push(audits['total-blocking-time']?.numericValue ?? 0)
      tti.push(audits.interactive?.numericValue ?? 0)
      if (run === planned - 1 && planned < fullRuns && judge().fails) planned = fullRuns
    }
    const { row, fails: rowFails } = judge()
    failed ||= rowFails
    console.log(
      `${path.padEnd(28)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${String(row['best-practices']).padStart(5)} ${String(row.seo).padStart(5)} ${median(cls).toFixed(3).padStart(6)} ${Math.round(median(lcp)).toString().padStart(8)} ${Math.round(median(tbt)).toString().padStart(8)} ${Math.round(median(tti)).toString().padStart(8)} ${String(scores.performance.length).padStart(4)}${rowFails ? '  BELOW TARGET' : ''}`,
    )
  }
} finally {
  await chrome.kill()
  await stop()
}
if (failed) process.exit(1)
