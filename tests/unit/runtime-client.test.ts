import { afterEach, describe, expect, it, vi } from 'vitest'
import * as browser from '../../app/i18n/runtime.client'
import * as paraglide from '../../app/paraglide/runtime.js'
import { locales, screens } from '../../app.config'

// The browser's runtime (app/i18n/runtime.client.ts) must answer as Paraglide's own does, for every
// screen in every language, with and without a query and a hash, and for paths no screen has.
const site = 'https://www.hogarareformas.es'
const paths = [
  ...Object.values(screens).flatMap((byLocale) =>
    Object.values(byLocale).map((path) => path.replace('$slug', 'coste-reforma-madrid')),
  ),
  '/',
  '/en',
  '/en/',
  '/ru/',
  '/enx',
  '/fr/page-inconnue',
  '/de/a/b/c',
  '/pagina-que-no-existe',
  '/reformas-cocinas/',
  '/en/kitchen-renovations/extra',
  '/recursos/blog/',
  '/en/resources/blog/a%C3%B1o-2026',
  '/m',
]
const urls = paths.flatMap((path) => [path, `${path}?m2=80&type=integral`, `${path}#contact`, `${path}?x=1#faq`])

describe("the browser's Paraglide runtime", () => {
  afterEach(() => vi.unstubAllGlobals())

  for (const path of urls) {
    it(`answers as Paraglide for ${path}`, () => {
      const url = new URL(path, site)
      expect(browser.deLocalizeUrl(new URL(url)).href).toBe(paraglide.deLocalizeUrl(new URL(url)).href)
      for (const { code } of locales) {
        expect(browser.localizeUrl(new URL(url), { locale: code }).href).toBe(
          paraglide.localizeUrl(new URL(url), { locale: code }).href,
        )
      }
      vi.stubGlobal('window', { location: { href: url.href } })
      expect(browser.getLocale()).toBe(paraglide.extractLocaleFromUrl(url) ?? paraglide.baseLocale)
      expect(browser.localizeUrl(new URL(url)).href).toBe(
        paraglide.localizeUrl(new URL(url), { locale: browser.getLocale() }).href,
      )
    })
  }
})
