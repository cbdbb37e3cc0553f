// Full-page screenshots as a phone or desktop visitor sees them: scripts running, every section
// scrolled into view (so fade-ins have run), the site's fonts loaded. For looking at pages and for
// reviews, not a test.
//   node scripts/screenshots.ts --base http://127.0.0.1:3000 --out shots --widths 320,375 /fr /de/hausrenovierung-spanien
import { mkdirSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumExecutable } from '../tests/browser.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'screenshots' },
    widths: { type: 'string', default: '320,360,375,414,1280' },
    prefix: { type: 'string', default: '' },
    viewport: { type: 'boolean', default: false },
  },
})
const widths = values.widths.split(',').map(Number)
mkdirSync(values.out, { recursive: true })

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
for (const width of widths) {
  const phone = width < 768
  const context = await browser.newContext({
    viewport: { width, height: phone ? 800 : 900 },
    isMobile: phone,
    hasTouch: phone,
    // A phone's screen draws two or three device pixels per CSS pixel: at 1 the display serif's
    // hairlines vanished in review shots (review 25-B: «е» read «с»), which no phone shows.
    deviceScaleFactor: phone ? 2 : 1,
    locale: 'es-ES',
  })
  const page = await context.newPage()
  for (const pathname of positionals) {
    await page.goto(`${values.base}${pathname}`, { waitUntil: 'load' })
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 15_000 })
    await page.evaluate(async () => {
      await document.fonts.ready
      // Step through the page so every section's reveal has run, then back to the top.
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      // On a busy machine a step can pass before the browser has drawn a frame there, so a section
      // is never seen and stays faded out: bring each one still hidden into view until none is.
      for (let pass = 0; pass < 5; pass++) {
        const hidden = [...document.querySelectorAll('.opacity-0')]
        if (hidden.length === 0) break
        for (const element of hidden) {
          element.scrollIntoView({ block: 'center', behavior: 'instant' })
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 120)))
        }
      }
      // Bringing a card of a row to swipe into view scrolled the row sideways: back to its start, as
      // a visitor first sees it.
      for (const element of document.querySelectorAll('ul, ol')) if (element.scrollLeft > 0) element.scrollLeft = 0
      window.scrollTo({ top: 0, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 700))
    })
    const name = `${values.prefix}${pathname.replace(/^\/$/, '/es').replace(/\//g, '_').replace(/^_/, '')}-${width}.jpg`
    await page.screenshot({ path: `${values.out}/${name}`, fullPage: !values.viewport, type: 'jpeg', quality: 70 })
    console.log(`${values.out}/${name}`)
  }
  await context.close()
}
await browser.close()
