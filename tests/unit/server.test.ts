import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseEnv } from '../../app/site/env.server'
import { logPath } from '../../app/site/log.server'

// The unit tests run the entry as the demo; the deployment's checks are tested below.
process.env.SITE_DEMO = '1'
vi.mock('@tanstack/react-start/server-entry', () => ({ default: { fetch: () => new Response('') } }))
const { handleRequest } = await import('../../app/server')

afterEach(() => vi.restoreAllMocks())

describe('the server entry', () => {
  it('answers a failed render with a 500 page titled "Unexpected Application Error!" in the URL language, without the stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await handleRequest(new Request('https://x.es/de/kuchen-renovierungen'), () => {
      throw new Error('secret stack detail')
    })
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('<title>Unexpected Application Error!</title>')
    expect(html).toContain('href="/de"')
    expect(html).not.toContain('secret stack detail')
  })

  it('adds Vary to an unprefixed page it renders', async () => {
    const response = await handleRequest(new Request('https://x.es/reformas-banos'), () => new Response('ok'))
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language, User-Agent')
  })

  it('keeps a crawler’s Spanish page out of shared caches, and the page cache still redirects visitors', async () => {
    const render = () => new Response('<!doctype html><p>es</p>', { headers: { 'Content-Type': 'text/html' } })
    const crawler = await handleRequest(
      new Request('https://x.es/reformas-cocinas', {
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)', 'accept-language': 'en' },
      }),
      render,
    )
    expect(crawler.status).toBe(200)
    expect(crawler.headers.get('cache-control')).toBe('private, no-cache')
    expect(crawler.headers.get('vary')).toContain('User-Agent')
    const visitor = await handleRequest(
      new Request('https://x.es/reformas-cocinas', { headers: { 'accept-language': 'en' } }),
      render,
    )
    expect(visitor.status).toBe(307)
    expect(visitor.headers.get('location')).toBe('/en/kitchen-renovations')
    const spanish = await handleRequest(
      new Request('https://x.es/reformas-cocinas', { headers: { 'accept-language': 'es' } }),
      render,
    )
    expect(spanish.headers.get('cache-control')).toContain('s-maxage')
  })

  it('hands a path that is not valid percent-encoding to the app escaped, instead of failing', async () => {
    let seen = ''
    await handleRequest(new Request('https://x.es/en/%E0%A4%A'), (request) => {
      seen = new URL(request.url).pathname
      return new Response('', { status: 404 })
    })
    expect(seen).toBe('/en/%25E0%25A4%25A')
  })

  it('logs a 404 with its path cut to a bounded length', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await handleRequest(new Request(`https://x.es/${'a'.repeat(8000)}`), () => new Response('', { status: 404 }))
    const line = String(warn.mock.calls[0]?.[0])
    expect(line.startsWith('404 /aaa')).toBe(true)
    expect(line.length).toBeLessThan(260)
  })
})

describe('environment', () => {
  it('rejects a malformed value naming the variable', () => {
    expect(() => parseEnv({ QUOTE_FORM_ID: 'https://tally.so/r/abc' })).toThrow(/QUOTE_FORM_ID/)
    expect(() => parseEnv({ QUOTE_FORM_SCRIPT_URL: 'not a url' })).toThrow(/QUOTE_FORM_SCRIPT_URL/)
  })

  it('defaults to no form and the provider’s widget script', () => {
    expect(parseEnv({})).toEqual({ QUOTE_FORM_ID: '', QUOTE_FORM_SCRIPT_URL: 'https://tally.so/widgets/embed.js' })
  })

  it('bounds log lines', () => {
    expect(logPath('https://x.es/short?q=1')).toBe('/short?q=1')
  })
})
