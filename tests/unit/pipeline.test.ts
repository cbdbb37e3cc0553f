// Each stage of the server's pipeline (app/site/pipeline/) on its own: an exchange in, and either
// its own answer or the exchange it hands to the next stage.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PageCache } from '../../app/site/page-cache.server'
import { bodyLimit } from '../../app/site/pipeline/body-limit.server'
import { canonicalUrl } from '../../app/site/pipeline/canonical-url.server'
import { cspReport } from '../../app/site/pipeline/csp-report.server'
import { type Exchange, type Next, pipeline } from '../../app/site/pipeline/exchange'
import { health } from '../../app/site/pipeline/health.server'
import { languageDecision } from '../../app/site/pipeline/language.server'
import { pageCacheHit } from '../../app/site/pipeline/page-cache-hit.server'
import { pageStore } from '../../app/site/pipeline/page-store.server'
import { refusals } from '../../app/site/pipeline/refusals.server'
import { renderLimit } from '../../app/site/pipeline/render-limit.server'
import { securityHeaders } from '../../app/site/pipeline/security-headers.server'
import { RateLimiter } from '../../app/site/rate-limit'
import { busy, RenderLimiter } from '../../app/site/render-limit.server'

afterEach(() => vi.restoreAllMocks())

const exchange = (url: string, init?: RequestInit, more: Partial<Exchange> = {}): Exchange => {
  const request = new Request(url, init)
  const parsed = new URL(url)
  return {
    request,
    url: parsed,
    key: parsed.pathname,
    decision: { kind: 'render' },
    known: false,
    render: () => new Response(''),
    ...more,
  }
}
const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
/** The next stage: records what it was handed and answers 200. */
const recorder = () => {
  const seen: Exchange[] = []
  const next: Next = async (handed) => {
    seen.push(handed)
    return html('<p>next</p>')
  }
  return { seen, next }
}

describe('the pipeline', () => {
  it('runs the stages in order, each able to answer or hand on', async () => {
    const order: string[] = []
    const stage = (name: string) => async (x: Exchange, next: Next) => {
      order.push(name)
      return next(x)
    }
    const run = pipeline([stage('a'), stage('b')], async () => {
      order.push('end')
      return new Response('end')
    })
    expect(await (await run(exchange('https://x.es/'))).text()).toBe('end')
    expect(order).toEqual(['a', 'b', 'end'])
  })
})

describe('health', () => {
  it('answers /healthz itself, without the cache figures for a client that is not this machine', async () => {
    const { seen, next } = recorder()
    const stage = health(new PageCache())
    const answer = await stage(exchange('https://x.es/healthz'), next)
    expect(await answer.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) })
    const local = Object.defineProperty(new Request('https://x.es/healthz'), 'ip', { value: '127.0.0.1' })
    expect(await (await stage({ ...exchange('https://x.es/healthz'), request: local }, next)).json()).toHaveProperty(
      'cache',
    )
    await stage(exchange('https://x.es/'), next)
    expect(seen).toHaveLength(1)
  })
})

describe('the CSP report', () => {
  it('logs a report, and past the allowance of one address answers 204 without a line', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => lines.push(line))
    const stage = cspReport(new RateLimiter({ perMinute: 2 }))
    const report = () =>
      exchange('https://x.es/csp-report', {
        method: 'POST',
        body: '{"csp-report":{"document-uri":"https://x.es/","effective-directive":"img-src","blocked-uri":"x"}}',
      })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await stage(report(), recorder().next)).status)
    expect(statuses).toEqual([204, 204, 204, 204])
    expect(lines).toEqual(['csp-report: img-src blocked x on /', 'csp-report: img-src blocked x on /'])
  })
})

describe('the canonical URL', () => {
  it('redirects a spelling of a page to its canonical path once, and hands on a canonical one', async () => {
    const { seen, next } = recorder()
    const answer = await canonicalUrl(exchange('https://x.es/RECURSOS?q=a'), next)
    expect([answer.status, answer.headers.get('location')]).toEqual([308, '/recursos?q=a'])
    const straight = await canonicalUrl(exchange('https://x.es/EN/Kitchen-Renovations/'), next)
    expect(straight.headers.get('location')).toBe('/en/kitchen-renovations')
    await canonicalUrl(exchange('https://x.es/recursos'), next)
    expect(seen.map((x) => x.url.pathname)).toEqual(['/recursos'])
  })
})

describe('the page-cache hit', () => {
  const kept = () => ({
    body: new TextEncoder().encode('<p>kept</p>') as Uint8Array<ArrayBuffer>,
    headers: [['content-type', 'text/html']] as [string, string][],
    etag: '"e"',
    expires: Date.now() + 60_000,
    unprefixed: true,
  })
  it('serves a kept page compressed, and hands on a visitor the language rules would send elsewhere', async () => {
    const cache = new PageCache()
    cache.set('/privacidad', kept())
    const { seen, next } = recorder()
    const stage = pageCacheHit(cache)
    const hit = await stage(exchange('https://x.es/privacidad', { headers: { 'accept-encoding': 'gzip' } }), next)
    expect(hit.headers.get('content-encoding')).toBe('gzip')
    await stage(exchange('https://x.es/privacidad', { headers: { 'accept-language': 'de; q=0.9' } }), next)
    await stage(exchange('https://x.es/otra'), next)
    expect(seen).toHaveLength(2)
  })
})

describe('refusals', () => {
  it('answers 405, 413 and 400 before any work, and hands on the rest', async () => {
    const { seen, next } = recorder()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await refusals(exchange('https://x.es/', { method: 'DELETE' }), next)).status).toBe(405)
    const big = exchange('https://x.es/_serverFn/x', { method: 'POST', headers: { 'content-length': '70000' } })
    expect((await refusals(big, next)).status).toBe(413)
    expect((await refusals(exchange('https://x.es/_serverFn/nope', { method: 'POST' }), next)).status).toBe(400)
    await refusals(exchange('https://x.es/'), next)
    expect(seen).toHaveLength(1)
  })
})

describe('the body limit', () => {
  it('reads a server function’s body up to 64 KiB and hands on the request with it', async () => {
    const { seen, next } = recorder()
    const fn = `https://x.es/_serverFn/${'c'.repeat(64)}`
    const chunked = (bytes: number) =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(bytes))
          controller.close()
        },
      })
    const over = exchange(fn, { method: 'POST', body: chunked(70_000), duplex: 'half' } as RequestInit)
    expect((await bodyLimit(over, next)).status).toBe(413)
    await bodyLimit(exchange(fn, { method: 'POST', body: '{"a":1}' }), next)
    expect(seen[0]?.request.headers.get('content-length')).toBe('7')
  })
})

describe('the language decision', () => {
  it('redirects by Accept-Language on an unprefixed page, and hands on the normalized page URL with the decision', async () => {
    const { seen, next } = recorder()
    const redirect = await languageDecision(
      exchange('https://x.es/reformas-cocinas', { headers: { 'accept-language': 'EN;q=0.8' } }),
      next,
    )
    expect([redirect.status, redirect.headers.get('location')]).toEqual([307, '/en/kitchen-renovations'])
    await languageDecision(exchange('https://x.es/en/resources?utm_source=x&q=cocina'), next)
    expect(new URL(seen[0]?.request.url ?? '').search).toBe('?q=cocina')
    expect(seen[0]?.decision).toMatchObject({ kind: 'render', screen: '/recursos' })
  })
})

describe('the page store', () => {
  it('renders a burst on one page once and keeps it; a file is kept under its path', async () => {
    const cache = new PageCache()
    let renders = 0
    const next: Next = async () => {
      renders++
      await new Promise((resolve) => setTimeout(resolve, 10))
      return html('<p>page</p>')
    }
    const page = { decision: { kind: 'render', screen: '/privacidad' } as const, key: '/en/privacy' }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pageStore(cache)(exchange('https://x.es/en/privacy', undefined, page), next)),
    )
    expect(renders).toBe(1)
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(cache.get('/en/privacy')).toBeDefined()
    const xml = async () => new Response('<urlset/>', { headers: { 'Content-Type': 'application/xml' } })
    await pageStore(cache)(exchange('https://x.es/sitemap.xml?x=1', undefined, { key: '/sitemap.xml' }), xml)
    expect(cache.get('/sitemap.xml')).toBeDefined()
  })
})

describe('the render limit', () => {
  it('answers 503 in the page’s language past the queue, and 429 to one address’s flood of server-function calls', async () => {
    const stage = renderLimit(new RenderLimiter(1, 0, 10), new RateLimiter({ perMinute: 1 }))
    const slow: Next = () => new Promise((resolve) => setTimeout(() => resolve(html('<p>slow</p>')), 30))
    const [first, second] = await Promise.all([
      stage(exchange('https://x.es/de/ressourcen?q=a'), slow),
      stage(exchange('https://x.es/de/ressourcen?q=b'), slow),
    ])
    expect(first?.status).toBe(200)
    expect(second?.status).toBe(503)
    expect(await second?.text()).toContain('lang="de"')
    const fn = `https://x.es/_serverFn/${'d'.repeat(64)}`
    expect((await stage(exchange(fn), slow)).status).toBe(200)
    expect((await stage(exchange(fn), slow)).status).toBe(429)
  })
})

describe('the render limiter’s lanes', () => {
  it('never refuses a page the site lists, however long the queue', async () => {
    const limiter = new RenderLimiter(1, 0, 5, 0, 5)
    const slow = limiter.run(() => new Promise((resolve) => setTimeout(() => resolve('slow'), 30)))
    const listed = Array.from({ length: 5 }, (_, i) => limiter.run(async () => `listed ${i}`, { listed: true }))
    const other = limiter.run(async () => 'other')
    const known = limiter.run(async () => 'known', { known: true })
    expect(await Promise.all([slow, ...listed, other, known])).toEqual([
      'slow',
      ...Array.from({ length: 5 }, (_, i) => `listed ${i}`),
      busy,
      busy,
    ])
  })
})

describe('the security headers', () => {
  it('puts them on every answer: the page’s own policy on a page, the file policy elsewhere', async () => {
    const page = await securityHeaders(exchange('https://x.es/'), async () => {
      const response = html('<p>x</p>')
      response.headers.set('Content-Security-Policy', "default-src 'self'")
      return response
    })
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    const json = await securityHeaders(exchange('https://x.es/healthz'), async () => Response.json({}))
    expect(json.headers.get('content-security-policy')).toContain("default-src 'none'")
  })
})
