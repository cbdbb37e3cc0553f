import { expect, type Page, test } from '@playwright/test'
import { measurementPath } from '../../app/measurement/events'
import { localeCookie } from '../../app.config.ts'
import { hidePage, measurementStarted } from './beacons'
import { ports } from './servers'
import { hydrated, localeCodes, locales, messages, screens, staticRoutes } from './site'

// Privacy by design, on the server with a quote form configured (the one that could leak).
const origin = `http://127.0.0.1:${ports.withForm}`

async function visit(page: Page, path: string) {
  await page.goto(`${origin}${path}`)
  await hydrated(page)
  // Scroll through the page so everything that loads near the viewport does. Instantly: the site
  // scrolls smoothly, and a smooth scroll still running would move what the test clicks next.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
  })
  await page.waitForTimeout(300)
}

async function stored(page: Page) {
  return page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }))
}

// Every template in Spanish; in the other languages the same templates load the same hosts and
// scripts (only the copy differs), so their home page and an article stand for them.
for (const locale of localeCodes) {
  const templates = locale === 'es' ? staticRoutes : staticRoutes.filter((route) => route === '/')
  const paths = [
    ...templates.map((route) => screens[route][locale]),
    screens['/recursos/blog/$slug'][locale].replace('$slug', 'licencia-obras-madrid-declaracion-responsable'),
  ]
  for (const path of paths) {
    // A fresh browser context per page: what loading that one page stores, and nothing earlier.
    // The audience measurement (issue 24) runs and sends its counts: to this origin only, and
    // it writes nothing either.
    test(`loading ${path} asks no other host and stores nothing`, async ({ context, page }) => {
      const elsewhere: string[] = []
      const beacons: string[] = []
      context.on('request', (request) => {
        const url = new URL(request.url())
        if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url())
        if (url.origin === origin && url.pathname === measurementPath) beacons.push(request.postData() ?? '')
      })
      await visit(page, path)
      await measurementStarted(page)
      await hidePage(page)
      await expect.poll(() => beacons.length).toBeGreaterThan(0)
      expect(beacons.join('\n')).toContain('"t":"landing"')
      expect(await stored(page), path).toEqual({ local: 0, session: 0 })
      expect(await page.evaluate(() => document.cookie)).toBe('')
      expect(elsewhere).toEqual([])
      expect(await context.cookies()).toEqual([])
    })
  }
}

test('leaving a page keeps only scroll positions for Back, in this tab, as the cookie policy says', async ({
  page,
  context,
}) => {
  await visit(page, '/recursos')
  await page.goto(`${origin}/reformas-banos`)
  const session = await page.evaluate(() => Object.entries(sessionStorage))
  expect(session.map(([key]) => key)).toEqual(['tsr-scroll-restoration-v1_3'])
  // Only coordinates: { "<history key>": { "window": { "scrollX": 0, "scrollY": 1234 } } }.
  for (const entry of Object.values(JSON.parse(session[0]?.[1] ?? '{}') as Record<string, unknown>)) {
    for (const position of Object.values(entry as Record<string, Record<string, unknown>>)) {
      expect(Object.keys(position).sort()).toEqual(['scrollX', 'scrollY'])
    }
  }
  expect(await stored(page)).toMatchObject({ local: 0 })
  expect(await context.cookies()).toEqual([])
})

test('the language cookie is set only by an explicit choice, for a year, and nothing else', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await visit(page, '/reformas-cocinas')
  expect(await context.cookies()).toEqual([])
  const name = locales.find((l) => l.code === 'es')?.name ?? ''
  await page
    .getByRole('banner')
    .getByRole('button', { name: messages('es').lang_switch_label?.replace('{language}', name) })
    .click()
  await page.getByRole('menuitem').filter({ hasText: 'Deutsch' }).click()
  await expect(page).toHaveURL(`${origin}/de/kuchen-renovierungen`)
  const cookies = await context.cookies()
  expect(cookies.map((c) => [c.name, c.value])).toEqual([[localeCookie.name, 'de']])
  const lifetime = (cookies[0]?.expires ?? 0) - Date.now() / 1000
  expect(Math.abs(lifetime - localeCookie.maxAgeSeconds)).toBeLessThan(120)
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
})
