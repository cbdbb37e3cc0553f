import { describe, expect, it } from 'vitest'
import { alternateUrls, localizedHref } from '../../app/i18n/locale'
import { screenOf } from '../../app/i18n/screens'
import { deLocalizeUrl, extractLocaleFromUrl } from '../../app/paraglide/runtime.js'
import { type Locale, locales, type ScreenRoute, screens } from '../../app.config'

const site = 'https://www.hogarareformas.es'
const withSlug = (path: string) => path.replace('$slug', 'coste-reforma-madrid')

describe('the route config', () => {
  for (const route of Object.keys(screens) as ScreenRoute[]) {
    for (const { code } of locales) {
      const expected = withSlug(screens[route][code])
      it(`${route} in ${code} is ${expected}, and that path leads back to ${route}`, () => {
        expect(localizedHref(withSlug(route), code)).toBe(expected)
        const internal = deLocalizeUrl(new URL(expected, site))
        expect(internal.pathname).toBe(withSlug(route))
        expect(screenOf(internal.pathname)).toBe(route)
        expect(extractLocaleFromUrl(new URL(expected, site))).toBe(code)
      })
    }
  }

  it('keeps query strings and hashes when localizing', () => {
    expect(localizedHref('/reformas-cocinas?m2=80#contact', 'de')).toBe('/de/kuchen-renovierungen?m2=80#contact')
    expect(localizedHref('/?x=1#faq', 'ru')).toBe('/ru?x=1#faq')
  })

  it('keeps the language of any other path, so a 404 speaks it', () => {
    expect(extractLocaleFromUrl(new URL('/fr/page-inconnue', site))).toBe('fr')
    expect(screenOf(deLocalizeUrl(new URL('/fr/page-inconnue', site)).pathname)).toBeUndefined()
  })

  it('gives every locale a distinct path for every screen', () => {
    for (const paths of Object.values(screens)) {
      expect(new Set(Object.values(paths)).size).toBe(locales.length)
    }
  })
})

describe('hreflang alternates', () => {
  it('lists the five languages and x-default (Spanish) as absolute URLs', () => {
    expect(alternateUrls('/reformas-banos')).toEqual([
      { hreflang: 'es', href: `${site}/reformas-banos` },
      { hreflang: 'en', href: `${site}/en/bathroom-renovations` },
      { hreflang: 'fr', href: `${site}/fr/renovations-salles-bain` },
      { hreflang: 'de', href: `${site}/de/badezimmer-renovierungen` },
      { hreflang: 'ru', href: `${site}/ru/remont-vannykh` },
      { hreflang: 'x-default', href: `${site}/reformas-banos` },
    ])
  })

  it('keeps an article slug in every language', () => {
    const hrefs = alternateUrls('/recursos/blog/permisos-obra').map((a) => a.href)
    expect(hrefs).toContain(`${site}/ru/resursy/blog/permisos-obra`)
    expect(hrefs).toContain(`${site}/de/ressourcen/blog/permisos-obra`)
  })

  it('covers exactly the configured locales', () => {
    const codes = alternateUrls('/').map((a) => a.hreflang)
    expect(codes).toEqual([...locales.map((l) => l.code as Locale | 'x-default'), 'x-default'])
  })
})
