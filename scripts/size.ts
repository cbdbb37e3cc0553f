// The JavaScript budget: every script a page loads before any interaction, gzipped, measured in
// Chromium against the production build. Fails when the home page goes over the budget.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumExecutable } from '../tests/browser.ts'
import { freePort } from './free-ports.ts'
import { startServer } from './with-server.ts'

const budgetKb = 200
const port = freePort()
const pages = [
  { path: '/', budget: true },
  { path: '/ru', budget: true },
  { path: '/reformas-cocinas', budget: false },
  { path: '/en/resources', budget: false },
]

const stop = await startServer(port, { BLOG_DATA_DIR: 'memory://' })
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
let failed = false
try {
  console.log('page                     scripts   raw KB   gzip KB   budget')
  for (const { path, budget } of pages) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' })
    const scripts = new Map<string, Buffer>()
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      try {
        scripts.set(response.url(), await response.body())
      } catch {}
    })
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const bodies = [...scripts.values()]
    const raw = bodies.reduce((sum, body) => sum + body.length, 0) / 1024
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024
    const over = budget && gzip > budgetKb
    failed ||= over
    console.log(
      `${path.padEnd(24)} ${String(bodies.length).padStart(7)} ${raw.toFixed(1).padStart(8)} ${gzip.toFixed(1).padStart(9)}   ${budget ? `${budgetKb} KB ${over ? 'OVER' : 'ok'}` : '-'}`,
    )
    await page.close()
  }
} finally {
  await browser.close()
  await stop()
}
if (failed) {
  console.error(`The home page ships more than ${budgetKb} KB of gzipped JavaScript before interaction.`)
  process.exit(1)
}
