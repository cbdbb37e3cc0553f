import { expect, test } from '@playwright/test'
import { documentTitle } from '../../app/seo/title.ts'
import {
  hydrated,
  type Locale,
  localeCodes,
  locales,
  messages,
  screens,
  seoTitleKey,
  staticRoutes,
  watchConsole,
} from './site'

test.describe('every screen in every language', () => {
  for (const route of staticRoutes) {
    for (const locale of localeCodes) {
      const path = screens[route][locale]
      test(`${path} answers 200 in ${locale}, server-rendered and hydrated without warnings`, async ({ page }) => {
        const problems = watchConsole(page)
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        const copy = messages(locale)
        await expect(page).toHaveTitle(documentTitle(copy[seoTitleKey[route] ?? ''] ?? ''))
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000${path}`)
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(6)
        await expect(page.locator('h1')).toHaveCount(1)
        await hydrated(page)
        expect(problems).toEqual([])
      })
    }
  }
})

test('the server-rendered HTML is complete without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' })
  const page = await context.newPage()
  await page.goto('/de/kuchen-renovierungen')
  const de = messages('de')
  await expect(page.locator('h1')).toHaveText(de.svc_kitchen_hero_title ?? '')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', de.seo_kitchen_description ?? '')
  // Links are localized in the HTML itself.
  await expect(page.locator('footer a[href="/de/badezimmer-renovierungen"]')).toHaveCount(1)
  await expect(page.locator('footer a[href="/de/ressourcen"]')).toHaveCount(1)
  // Quote buttons are links to the contact section, which works without scripts.
  await page.locator('a[data-quote-button]').first().click()
  await expect(page).toHaveURL(/#contact$/)
  await context.close()
})

test.describe('the language selector', () => {
  for (const route of staticRoutes) {
    test(`takes the visitor from ${route} to the same screen in every language`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      let from: string = screens[route].es
      for (const locale of ['en', 'ru', 'es'] as const) {
        await page.goto(from)
        await hydrated(page)
        await page
          .getByRole('banner')
          .getByRole('button', { name: switchLabel(localeFromPath(from)) })
          .click()
        await page
          .getByRole('menuitem')
          .filter({ hasText: localeName(locale) })
          .click()
        await expect(page).toHaveURL(screens[route][locale])
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        from = screens[route][locale]
      }
      const cookies = await page.context().cookies()
      expect(cookies.find((c) => c.name === 'locale')?.value).toBe('es')
    })
  }

  // Parameters the page reads travel with the language; tracking ones never reach the address bar
  // (app/site/landing-url.ts), so they cannot travel.
  test('keeps the query string and the hash', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/recursos?category=guide&utm_source=newsletter#contact')
    await hydrated(page)
    await page
      .getByRole('banner')
      .getByRole('button', { name: switchLabel('es') })
      .click()
    await page.getByRole('menuitem').filter({ hasText: 'Français' }).click()
    await expect(page).toHaveURL(`${screens['/recursos'].fr}?category=guide#contact`)
  })
})

// Flag emoji are pairs of regional-indicator letters; Chromium on Linux and Windows draws them as
// empty boxes, so languages are marked by their code (ES, EN…).
const regionalIndicator = /[\u{1F1E6}-\u{1F1FF}]/u

test('no page shows a flag emoji, in its HTML or in the open language menu', async ({ page, request }) => {
  const paths = [
    ...staticRoutes.flatMap((route) => localeCodes.map((locale) => screens[route][locale])),
    ...localeCodes.map((locale) => `${screens['/recursos'][locale]}/blog/cuanto-cuesta-reforma-integral-madrid`),
  ]
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('</html>')
    expect(html.match(regionalIndicator), path).toBeNull()
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en')
  await hydrated(page)
  await page
    .getByRole('banner')
    .getByRole('button', { name: switchLabel('en') })
    .click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveCount(locales.length)
  for (const locale of locales) {
    await expect(menu.getByRole('menuitem').filter({ hasText: locale.name })).toContainText(locale.code)
  }
  expect((await page.content()).match(regionalIndicator)).toBeNull()
})

function localeFromPath(path: string) {
  const first = path.split('/')[1] ?? ''
  return (localeCodes as string[]).includes(first) ? (first as Locale) : 'es'
}
function localeName(code: Locale) {
  return locales.find((l) => l.code === code)?.name ?? code
}
function switchLabel(code: Locale) {
  return (messages(code).lang_switch_label ?? '').replace('{language}', localeName(code))
}
