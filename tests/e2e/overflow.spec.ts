import { expect, test } from '@playwright/test'
import { readSitemap } from '../../scripts/seo-rules.ts'
import { type Locale, localeCodes, screens } from './site'

// Every page of the sitemap (screens and articles), one test per language: at 375 px nothing
// may be wider than the screen, so no page scrolls sideways (issue 12: German compounds).
const prefix = (locale: Locale) => (locale === 'es' ? '' : `/${locale}`)
const isLocale = (locale: Locale, pathname: string) => {
  if (locale === 'es') return !localeCodes.some((code) => code !== 'es' && new RegExp(`^/${code}(/|$)`).test(pathname))
  return pathname === prefix(locale) || pathname.startsWith(`${prefix(locale)}/`)
}

// The server-rendered page is the layout (hydration adds no content): without scripts and
// without waiting for images, each page takes a fraction of a second.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, javaScriptEnabled: false })

for (const locale of localeCodes) {
  test(`no ${locale} page scrolls sideways at 375 px`, async ({ page, request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const paths = readSitemap(sitemap)
      .map(({ loc }) => new URL(loc).pathname)
      .filter((pathname) => isLocale(locale, pathname))
    // The nine screens and at least one article per language.
    expect(paths.length).toBeGreaterThan(Object.keys(screens).length - 1)
    // A visitor of this language: an unprefixed page is not redirected.
    await page.setExtraHTTPHeaders({ 'Accept-Language': locale })
    const overflowing: string[] = []
    for (const pathname of paths) {
      const response = await page.goto(`${baseURL}${pathname}`, { waitUntil: 'domcontentloaded' })
      expect(response?.status(), pathname).toBe(200)
      const widths = await page.evaluate(async () => {
        await document.fonts.ready
        const root = document.documentElement
        return { scroll: root.scrollWidth, client: root.clientWidth }
      })
      if (widths.scroll > widths.client) {
        // Name the widest offenders, so a failure says what to fix.
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
            .filter((el) => el.children.length === 0)
            .slice(0, 3)
            .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`),
        )
        overflowing.push(`${pathname}: ${widths.scroll} > ${widths.client} ${wide.join(', ')}`)
      }
    }
    expect(overflowing).toEqual([])
  })
}
