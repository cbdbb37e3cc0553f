import { describe, expect, it } from 'vitest'
import { routeRequest } from '../../app/i18n/request-routing'

const get = (path: string, headers: Record<string, string> = {}) =>
  routeRequest(new Request(`https://www.hogarareformas.es${path}`, { headers }))

describe('requests before rendering (SPEC §2.1)', () => {
  it('renders a prefixed URL in its language without reading cookie or browser language', () => {
    expect(get('/en/kitchen-renovations', { cookie: 'locale=ru', 'accept-language': 'de' })).toEqual({
      kind: 'render',
      screen: '/reformas-cocinas',
    })
  })

  it('sends an unprefixed URL to the stored language first', () => {
    expect(get('/reformas-cocinas', { cookie: 'theme=x; locale=de', 'accept-language': 'fr' })).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/de/kuchen-renovierungen',
      vary: 'Cookie, Accept-Language, User-Agent',
    })
  })

  it('then to the browser language, weighing q-values', () => {
    expect(get('/recursos?page=2', { 'accept-language': 'it;q=0.9, ru;q=0.8, es;q=0.5' })).toMatchObject({
      status: 307,
      location: '/ru/resursy?page=2',
    })
    expect(get('/', { 'accept-language': 'en-GB,en;q=0.9' })).toMatchObject({ status: 307, location: '/en' })
  })

  it('keeps Spanish for a stored es, for a Spanish browser and for a request with neither', () => {
    expect(get('/', { cookie: 'locale=es', 'accept-language': 'en' })).toEqual({
      kind: 'render',
      vary: 'Cookie, Accept-Language, User-Agent',
      screen: '/',
    })
    expect(get('/', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' })).toEqual({
      kind: 'render',
      vary: 'Cookie, Accept-Language, User-Agent',
      screen: '/',
    })
    expect(get('/reformas-banos')).toEqual({
      kind: 'render',
      vary: 'Cookie, Accept-Language, User-Agent',
      screen: '/reformas-banos',
    })
  })

  it('ignores a cookie that names no language of ours', () => {
    expect(get('/', { cookie: 'locale=<script>', 'accept-language': 'fr' })).toMatchObject({ location: '/fr' })
  })

  it('sends another language’s slug to the right one, permanently', () => {
    expect(get('/en/reformas-cocinas')).toEqual({ kind: 'redirect', status: 308, location: '/en/kitchen-renovations' })
    expect(get('/de/resources/blog/mi-post?x=1')).toEqual({
      kind: 'redirect',
      status: 308,
      location: '/de/ressourcen/blog/mi-post?x=1',
    })
  })

  it('drops a trailing slash with 308, keeping the query', () => {
    expect(get('/en/resources/?q=tile')).toEqual({ kind: 'redirect', status: 308, location: '/en/resources?q=tile' })
    expect(get('/reformas-integrales//')).toEqual({ kind: 'redirect', status: 308, location: '/reformas-integrales' })
  })

  it('never redirects to another host', () => {
    for (const path of ['//evil.example/', '//evil.example', '/\\evil.example/']) {
      const decision = get(path)
      if (decision.kind === 'redirect') expect(decision.location).toMatch(/^\/(?![/\\])/)
    }
  })

  it('leaves unknown paths, files and server functions to the app', () => {
    expect(get('/no-existe', { 'accept-language': 'en' })).toEqual({ kind: 'render' })
    expect(get('/sitemap.xml', { 'accept-language': 'en' })).toEqual({ kind: 'render' })
    expect(get('/_serverFn/abc', { 'accept-language': 'en' })).toEqual({ kind: 'render' })
    expect(
      routeRequest(new Request('https://x.es/', { method: 'POST', headers: { 'accept-language': 'en' } })),
    ).toEqual({
      kind: 'render',
    })
  })

  it('shows a crawler the Spanish page of an unprefixed URL, whatever language it sends', () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    const bingbot = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'
    expect(get('/reformas-cocinas', { 'user-agent': googlebot, 'accept-language': 'en' })).toEqual({
      kind: 'render',
      vary: 'Cookie, Accept-Language, User-Agent',
      screen: '/reformas-cocinas',
      crawler: true,
    })
    expect(get('/', { 'user-agent': bingbot, cookie: 'locale=de' })).toMatchObject({ kind: 'render', crawler: true })
    // The other rules still apply to crawlers, and prefixed URLs keep their language.
    expect(get('/reformas-cocinas/', { 'user-agent': googlebot })).toMatchObject({ status: 308 })
    expect(get('/en/kitchen-renovations', { 'user-agent': googlebot })).toEqual({
      kind: 'render',
      screen: '/reformas-cocinas',
    })
  })

  it('still sends a browser to its language', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
    expect(get('/reformas-cocinas', { 'user-agent': chrome, 'accept-language': 'en' })).toMatchObject({
      status: 307,
      location: '/en/kitchen-renovations',
    })
  })
})
