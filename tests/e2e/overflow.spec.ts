import { expect, test } from '@playwright/test'
import { readSitemap } from '../../scripts/seo-rules.ts'
import { type Locale, localeCodes, screens } from './site'

// Every page of the sitemap (screens and articles) in every language: at 375 px nothing may be
// wider than the screen, so no page scrolls sideways (issue 12: German compounds). One test per
// language and kind of page keeps each to a few seconds.
const prefix = (locale: Locale) => (locale === 'es' ? '' : `/${locale}`)
const isLocale = (locale: Locale, pathname: string) => {
  if (locale === 'es') return !localeCodes.some((code) => code !== 'es' && new RegExp(`^/${code}(/|$)`).test(pathname))
  return pathname === prefix(locale) || pathname.startsWith(`${prefix(locale)}/`)
}

// The server-rendered page is the layout (hydration adds no content): without scripts and
// without waiting for images, each page takes a fraction of a second.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, javaScriptEnabled: false })

const kinds = {
  screens: (pathname: string) => !pathname.includes('/blog/'),
  articles: (pathname: string) => pathname.includes('/blog/'),
}

for (const locale of localeCodes) {
  for (const [kind, isKind] of Object.entries(kinds)) {
    test(`no ${locale} ${kind} page scrolls sideways at 375 px`, async ({ page, request, baseURL }) => {
      const sitemap = await (await request.get('/sitemap.xml')).text()
      const paths = readSitemap(sitemap)
        .map(({ loc }) => new URL(loc).pathname)
        .filter((pathname) => isLocale(locale, pathname) && isKind(pathname))
      // The nine screens, or the published articles.
      expect(paths.length).toBeGreaterThanOrEqual(kind === 'screens' ? Object.keys(screens).length - 1 : 1)
      // A visitor of this language (an unprefixed page is not redirected), with the site's font
      // loaded: its metrics, not the fallback's, decide what fits.
      await page.setExtraHTTPHeaders({ 'Accept-Language': locale })
      await page.goto(`${baseURL}${paths[0]}`, { waitUntil: 'domcontentloaded' })
      await page.evaluate(() =>
        Promise.all(['400', '700', '800'].map((weight) => document.fonts.load(`${weight} 16px Manrope`, 'aя'))),
      )
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
          // Name the elements whose content is wider than their box, so a failure says what to fix.
          const wide = await page.evaluate(() =>
            [...document.querySelectorAll('body *')]
              .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.children.length < 3)
              .slice(0, 3)
              .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`),
          )
          overflowing.push(`${pathname}: ${widths.scroll} > ${widths.client} ${wide.join(', ')}`)
        }
      }
      expect(overflowing).toEqual([])
    })
  }
}
