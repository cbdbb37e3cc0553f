import { describe, expect, it, vi } from 'vitest'
import { addressKey, resolveClientAddress } from '../../app/site/client-address.server'
import { validate } from '../../app/site/deploy-env.server'
import { normalizedSearch, pageKey } from '../../app/site/page-url'
import { busy, RenderLimiter } from '../../app/site/render-limit.server'

process.env.SITE_DEMO = '1'
vi.mock('@tanstack/react-start/server-entry', () => ({ default: { fetch: () => new Response('') } }))
const { handleRequest } = await import('../../app/server')

const page = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the URL a page is cached and rendered as', () => {
  const key = (url: string) => pageKey(new URL(url, 'https://x.es'))

  it('drops tracking parameters on every page', () => {
    for (const path of ['/', '/en/kitchen-renovations', '/recursos', '/ru/resursy', '/recursos/blog/x']) {
      expect(key(`${path}?utm_source=newsletter&utm_medium=email&gclid=abc123&gbraid=1&wbraid=2`)).toBe(path)
      expect(key(`${path}?fbclid=1&msclkid=2&mc_cid=3&mc_eid=4&_gl=5&yclid=6&dclid=7&twclid=8`)).toBe(path)
    }
  })

  it('keeps a shared estimate validated, clamped and in a fixed order', () => {
    const canonical = '/?m2=80&type=standard&rooms=3&baths=1&kitchen=1'
    expect(key('/?m2=80')).toBe(canonical)
    expect(key('/?kitchen=1&baths=1&rooms=3&type=standard&m2=80&utm_source=x')).toBe(canonical)
    expect(key('/?m2=80.4&rooms=3&type=nonsense')).toBe(canonical)
    expect(key('/de?m2=99999&rooms=-4&baths=9&kitchen=0&type=premium')).toBe(
      '/de?m2=200&type=premium&rooms=1&baths=4&kitchen=0',
    )
    // Parameters of another screen mean nothing here.
    expect(key('/?q=cocina&category=banos')).toBe('/')
  })

  it('keeps a resources search and category, trimmed and bounded, as the page reads them', () => {
    expect(key('/recursos?utm_campaign=x&q=%20cocina%20')).toBe('/recursos?q=cocina')
    expect(key('/en/resources?category=banos&q=tiles')).toBe('/en/resources?q=tiles')
    expect(key('/recursos?category=nope')).toBe('/recursos')
    expect(key(`/recursos?q=${'a'.repeat(500)}`)).toBe(`/recursos?q=${'a'.repeat(100)}`)
    // The router reads `?q=12` and `?q="12"` as the same text: one page.
    expect(normalizedSearch('/recursos', '?q=12')).toBe(normalizedSearch('/recursos', '?q=%2212%22'))
    expect(key('/recursos?m2=80')).toBe('/recursos')
  })
})

describe('the render limiter', () => {
  it('runs at most its slots at once, queues a few, refuses the rest at once', async () => {
    const limiter = new RenderLimiter(2, 3, 10_000)
    let running = 0
    let most = 0
    const task = async () => {
      running++
      most = Math.max(most, running)
      await sleep(20)
      running--
      return 'done'
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => limiter.run(task)))
    expect(most).toBe(2)
    expect(answers.filter((answer) => answer === 'done')).toHaveLength(5)
    expect(answers.filter((answer) => answer === busy)).toHaveLength(5)
    expect([limiter.active, limiter.queued]).toEqual([0, 0])
  })

  it('refuses a wait longer than its bound, and never refuses a known page, which goes first', async () => {
    const limiter = new RenderLimiter(1, 10, 30)
    const order: string[] = []
    const task = (name: string, ms: number) => async () => {
      order.push(name)
      await sleep(ms)
      return name
    }
    const slow = limiter.run(task('slow', 60))
    const other = limiter.run(task('other', 1))
    const known = limiter.run(task('known', 1), { known: true })
    expect(await Promise.all([slow, other, known])).toEqual(['slow', busy, 'known'])
    expect(order).toEqual(['slow', 'known'])
  })

  it('answers a flood of distinct searches with 503, Retry-After and the page language, while kept pages and /healthz answer', async () => {
    let rendered = 0
    const render = async () => {
      await sleep(30)
      rendered++
      return page('<!DOCTYPE html><html><body>page</body></html>')
    }
    await handleRequest(new Request('https://x.es/de/impressum'), render)
    const flood = Array.from({ length: 60 }, (_, i) =>
      handleRequest(new Request(`https://x.es/de/ressourcen?q=flood-${i}`), render),
    )
    const before = rendered
    const kept = await handleRequest(new Request('https://x.es/de/impressum?utm_source=x'), render)
    const health = await handleRequest(new Request('https://x.es/healthz'), render)
    // Answered without waiting behind the flood's renders.
    expect([kept.status, health.status, rendered - before]).toEqual([200, 200, 0])
    const answers = await Promise.all(flood)
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true)
    const refused = answers.filter((answer) => answer.status === 503)
    expect(refused.length).toBeGreaterThan(0)
    const first = refused[0] as Response
    expect(first.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(first.headers.get('cache-control')).toBe('no-store')
    const text = await first.text()
    expect(text).toContain('<html lang="de">')
    expect(text).toContain('Die Website ist gerade stark ausgelastet')
    expect(text).toContain('href="/de/ressourcen?q=flood-')
  })
})

describe('the client address', () => {
  const socket = (headers: Record<string, string>, ip = '203.0.113.7', runtime?: string) =>
    Object.assign(new Request('https://x.es/', { headers }), { ip, runtime: runtime ? { name: runtime } : undefined })

  it('is the socket address unless the deployment names a proxy header', () => {
    expect(resolveClientAddress(socket({ 'x-forwarded-for': '198.51.100.1' }), undefined)).toBe('203.0.113.7')
    expect(resolveClientAddress(socket({ 'x-real-ip': '198.51.100.1' }), undefined)).toBe('203.0.113.7')
  })

  it('takes the entry the trusted proxy added, not what the client wrote before it', () => {
    const forged = socket({ 'x-forwarded-for': '1.1.1.1, 198.51.100.1' }, '10.0.0.2')
    expect(resolveClientAddress(forged, 'x-forwarded-for')).toBe('198.51.100.1')
    expect(resolveClientAddress(socket({ 'cf-connecting-ip': '198.51.100.9' }), 'cf-connecting-ip')).toBe(
      '198.51.100.9',
    )
    // Garbage in the header: the socket's address, never the garbage.
    expect(resolveClientAddress(socket({ 'x-real-ip': 'not an ip' }), 'x-real-ip')).toBe('203.0.113.7')
  })

  it("on Netlify is the platform's own header", () => {
    const netlify = socket({ 'x-nf-client-connection-ip': '198.51.100.4' }, '', 'netlify')
    expect(resolveClientAddress(netlify, undefined)).toBe('198.51.100.4')
    expect(resolveClientAddress(socket({ 'x-nf-client-connection-ip': '198.51.100.4' }), undefined)).toBe('203.0.113.7')
  })

  it('counts an IPv6 household by its /64 and a mapped IPv4 as IPv4', () => {
    expect(addressKey('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:85a3:1::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1')
  })

  it('is a setting checked at start', () => {
    const check = (value: string) => {
      try {
        validate({ SITE_DEMO: '1', CLIENT_IP_HEADER: value }, 'https://www.hogarareformas.es')
        return 'ok'
      } catch (error) {
        return (error as Error).message
      }
    }
    expect(check('X-Forwarded-For')).toBe('ok')
    expect(check('cookie')).toMatch(/^Invalid environment variable CLIENT_IP_HEADER: must be the header/)
  })
})
