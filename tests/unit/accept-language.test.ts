import { describe, expect, it } from 'vitest'
import { browserLocale } from '../../app/i18n/accept-language'
import { routeRequest } from '../../app/i18n/request-routing'

const unprefixed = (acceptLanguage: string) =>
  routeRequest(new Request('https://x.es/reformas-cocinas', { headers: { 'accept-language': acceptLanguage } }))

describe('Accept-Language, as RFC 9110 reads it', () => {
  it('takes optional spaces around the weight, and any case', () => {
    expect(browserLocale('en; q=0.8')).toBe('en')
    expect(browserLocale('en ;q=0.8 , de ; q=0.9')).toBe('de')
    expect(browserLocale('EN-gb')).toBe('en')
    expect(unprefixed('en; q=0.8')).toMatchObject({
      kind: 'redirect',
      status: 307,
      location: '/en/kitchen-renovations',
    })
  })

  it('reads q=0 as "not this language"', () => {
    expect(browserLocale('en;q=0')).toBeUndefined()
    expect(browserLocale('en;q=0, fr;q=0.1')).toBe('fr')
    expect(unprefixed('en;q=0')).toMatchObject({ kind: 'render', screen: '/reformas-cocinas' })
  })

  it('reads * as any language, which keeps the Spanish page', () => {
    expect(browserLocale('*')).toBe('es')
    expect(browserLocale('it, *;q=0.1')).toBe('es')
    expect(unprefixed('*')).toMatchObject({ kind: 'render' })
  })

  it('ignores an entry with a malformed weight, and a header without any of the site’s languages', () => {
    expect(browserLocale('en;q=abc, de;q=0.5')).toBe('de')
    expect(browserLocale('en;q=2')).toBeUndefined()
    expect(browserLocale('zh-CN, it')).toBeUndefined()
    expect(browserLocale('')).toBeUndefined()
    expect(browserLocale(null)).toBeUndefined()
  })

  it('prefers the higher weight, then the order given', () => {
    expect(browserLocale('fr;q=0.5, en;q=0.9')).toBe('en')
    expect(browserLocale('ru, de')).toBe('ru')
  })
})
