import { afterEach, describe, expect, it, vi } from 'vitest'
import { validate } from '../../app/site/deploy-env.server'
import { type CachedPage, PageCache } from '../../app/site/page-cache.server'
import { ownScriptHashes, pageCsp } from '../../app/site/security-headers'

process.env.SITE_DEMO = '1'
vi.mock('@tanstack/react-start/server-entry', () => ({ default: { fetch: () => new Response('') } }))
const { handleRequest } = await import('../../app/server')

afterEach(() => vi.restoreAllMocks())

const page = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
const html =
  '<!DOCTYPE html><html><head><script>window.a=1</script></head><body>hi<script src="/assets/x.js"></script></body></html>'

describe('security headers', () => {
  it('puts every header on a page, with the hashes of its own inline scripts and the form provider', async () => {
    // As the framework does: the render's nonce on the scripts it writes.
    const response = await handleRequest(new Request('https://x.es/fr/cookies?x=1'), (request) =>
      page(html.replace('<script>', `<script nonce="${request.headers.get('x-csp-nonce')}">`)),
    )
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(
      `script-src 'self' '${ownScriptHashes(html.replace('<script>', '<script nonce="n">'), 'n')[0]}' https://tally.so`,
    )
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain('frame-src https://tally.so')
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(response.headers.has('x-powered-by')).toBe(false)
    expect(await response.text()).toBe(html)
  })

  it('hashes inline scripts exactly as browsers do (sha256 of the content, base64)', () => {
    // echo -n 'window.a=1' | openssl dgst -sha256 -binary | base64
    expect(ownScriptHashes(html.replace('<script>', '<script nonce="n">'), 'n')).toEqual([
      'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E=',
    ])
    expect(
      ownScriptHashes('<script nonce="n" src="/a.js"></script><script type="module" src="/b.js"></script>', 'n'),
    ).toEqual([])
  })

  it('allows nothing but the site itself without a provider', () => {
    const csp = pageCsp({ scriptHashes: [], providerOrigins: [] })
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("frame-src 'none'")
  })

  it('puts them on redirects and on the health check too', async () => {
    const redirect = await handleRequest(new Request('https://x.es/reformas-banos/'), () => page(html))
    expect(redirect.status).toBe(308)
    expect(redirect.headers.get('x-content-type-options')).toBe('nosniff')
    const health = await handleRequest(new Request('https://x.es/healthz'), () => page(html))
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })
    expect(health.headers.get('content-security-policy')).toContain("default-src 'none'")
  })
})

describe('requests the site does not take', () => {
  it('refuses odd methods with 405, big bodies with 413, and folds leading slashes', async () => {
    const render = () => page(html)
    const put = await handleRequest(new Request('https://x.es/recursos', { method: 'PUT', body: 'x' }), render)
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD'])
    const big = await handleRequest(
      new Request('https://x.es/_serverFn/abc', { method: 'POST', headers: { 'content-length': '999999' } }),
      render,
    )
    expect(big.status).toBe(413)
    const slashes = await handleRequest(new Request('https://x.es//%zz?a=1'), render)
    expect([slashes.status, slashes.headers.get('location')]).toEqual([308, '/%zz?a=1'])
  })

  it('answers a server function call that is not ours with 400, not 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const unknown = await handleRequest(new Request('https://x.es/_serverFn/nope', { method: 'POST' }), () => {
      throw new Error('Server function info not found for nope')
    })
    expect(unknown.status).toBe(400)
    const wrongShape = await handleRequest(
      new Request('https://x.es/_serverFn/abc', { method: 'POST', body: '{}' }),
      () => new Response('{"error":"ValiError"}', { status: 500 }),
    )
    expect(wrongShape.status).toBe(400)
  })
})

describe('the page cache', () => {
  it('renders a screen once and serves the copy, with a CDN policy, an ETag and 304', async () => {
    let renders = 0
    const render = () => {
      renders++
      return page(`${html}<!-- ${renders} -->`)
    }
    const first = await handleRequest(new Request('https://x.es/de/datenschutz'), render)
    const second = await handleRequest(new Request('https://x.es/de/datenschutz'), render)
    expect(renders).toBe(1)
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('cache-control')).toContain('s-maxage=3600')
    const compressed = await handleRequest(
      new Request('https://x.es/de/datenschutz', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }),
      render,
    )
    expect(compressed.headers.get('content-encoding')).toBe('br')
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding')
    const { brotliDecompressSync } = await import('node:zlib')
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toContain('window.a=1')
    const etag = second.headers.get('etag') ?? ''
    const revalidated = await handleRequest(
      new Request('https://x.es/de/datenschutz', { headers: { 'If-None-Match': etag } }),
      render,
    )
    expect(revalidated.status).toBe(304)
    const head = await handleRequest(new Request('https://x.es/de/datenschutz', { method: 'HEAD' }), render)
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect(renders).toBe(1)
  })

  it('still sends a visitor of another language from a kept unprefixed page to theirs', async () => {
    const render = () => page(html)
    await handleRequest(new Request('https://x.es/privacidad'), render)
    const cached = await handleRequest(new Request('https://x.es/privacidad'), render)
    expect(cached.headers.get('vary')).toBe('Cookie, Accept-Language, User-Agent, Accept-Encoding')
    const english = await handleRequest(
      new Request('https://x.es/privacidad', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } }),
      render,
    )
    expect([english.status, english.headers.get('location')]).toEqual([307, '/en/privacy'])
    const stored = await handleRequest(
      new Request('https://x.es/privacidad', { headers: { Cookie: 'locale=de' } }),
      render,
    )
    expect([stored.status, stored.headers.get('location')]).toEqual([307, '/de/datenschutz'])
  })

  it('renders a burst on a cold page once', async () => {
    let renders = 0
    const render = async () => {
      renders++
      await new Promise((resolve) => setTimeout(resolve, 20))
      return page(html)
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => handleRequest(new Request('https://x.es/en/legal-notice'), render)),
    )
    expect(renders).toBe(1)
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
  })

  it('keeps blog pages a minute, with s-maxage and stale-while-revalidate', async () => {
    const response = await handleRequest(new Request('https://x.es/ru/resursy'), () => page(html))
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
  })

  it('keeps one copy per normalized query: tracking parameters, order and unknown names do not count', async () => {
    const seen: string[] = []
    const render = (request: Request) => {
      seen.push(new URL(request.url).pathname + new URL(request.url).search)
      return page(html)
    }
    for (const url of [
      'https://x.es/en?m2=80&utm_source=newsletter',
      'https://x.es/en?kitchen=1&baths=1&rooms=3&type=standard&m2=80',
      'https://x.es/en?gclid=abc&m2=80.2&fbclid=x&nonsense=1',
    ]) {
      expect((await handleRequest(new Request(url), render)).status).toBe(200)
    }
    // Rendered once, for the URL every variant means.
    expect(seen).toEqual(['/en?m2=80&type=standard&rooms=3&baths=1&kitchen=1'])
    await handleRequest(new Request('https://x.es/en/cookies?utm_medium=email&utm_campaign=spring'), render)
    await handleRequest(new Request('https://x.es/en/cookies'), render)
    expect(seen.at(-1)).toBe('/en/cookies')
    expect(seen).toHaveLength(2)
  })

  it('never keeps errors', async () => {
    let renders = 0
    const failing = () => {
      renders++
      return page('store down', 503)
    }
    await handleRequest(new Request('https://x.es/en/resources'), failing)
    const again = await handleRequest(new Request('https://x.es/en/resources?utm_source=x'), failing)
    expect(again.status).toBe(503)
    expect(renders).toBe(2)
  })

  it('drops the least recently used pages beyond its bound in entries, and expires by time', () => {
    const cache = new PageCache({ pages: { maxEntries: 2, maxBytes: 1e6 } })
    const entry = (expires: number) => ({
      body: new Uint8Array([120]),
      headers: [],
      etag: '"x"',
      expires,
      unprefixed: false,
    })
    cache.set('a', entry(Date.now() + 1000))
    cache.set('b', entry(Date.now() + 1000))
    cache.get('a')
    cache.set('c', entry(Date.now() + 1000))
    expect([cache.get('b'), cache.size]).toEqual([undefined, 2])
    expect(cache.get('a')).toBeDefined()
    cache.set('d', entry(Date.now() - 1))
    expect(cache.get('d')).toBeUndefined()
    // An expired copy is still known: its next render goes first (app/site/render-limit.server.ts).
    expect(cache.has('d')).toBe(true)
  })

  it('stays within its bound in bytes, compressed forms included, and gives queries their own share', async () => {
    const cache = new PageCache({
      pages: { maxEntries: 100, maxBytes: 50_000 },
      queries: { maxEntries: 100, maxBytes: 20_000 },
    })
    const entry = () => ({
      body: new TextEncoder().encode('x'.repeat(9_000)) as Uint8Array<ArrayBuffer>,
      headers: [] as [string, string][],
      etag: '"x"',
      expires: Date.now() + 60_000,
      unprefixed: false,
    })
    for (const path of ['/a', '/b', '/c']) cache.set(path, entry())
    // A flood of distinct searches only turns over the queries' share.
    for (let i = 0; i < 50; i++) cache.set(`/recursos?q=${i}`, entry())
    expect(['/a', '/b', '/c'].every((path) => cache.get(path))).toBe(true)
    expect(cache.get('/recursos?q=49')).toBeDefined()
    expect(cache.get('/recursos?q=0')).toBeUndefined()
    expect(cache.bytes).toBeLessThanOrEqual(70_000)
    // A compressed form counts: compressing every page stays within the bound.
    for (let i = 0; i < 5; i++) cache.set(`/p${i}`, entry())
    for (const path of ['/a', '/b', '/c', '/p0', '/p1', '/p2', '/p3', '/p4']) {
      const kept = cache.get(path)
      if (kept) await cache.encoded(path, kept, 'gzip')
    }
    expect(cache.bytes).toBeLessThanOrEqual(70_000)
  })
})

describe('the page cache compresses off the event loop', () => {
  it('shares one compression between concurrent requests, keeps it, and lets timers run meanwhile', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib')
    const cache = new PageCache()
    const html = `<!doctype html><p>${Array.from({ length: 40_000 }, (_, i) => `línea ${i} `).join('')}</p>`
    const page: CachedPage = {
      body: new TextEncoder().encode(html) as Uint8Array<ArrayBuffer>,
      headers: [],
      etag: '"p"',
      expires: Date.now() + 60_000,
      unprefixed: false,
    }
    cache.set('/p', page)
    let ticked = false
    setTimeout(() => {
      ticked = true
    }, 0)
    const first = cache.encoded('/p', page, 'br')
    const second = cache.encoded('/p', page, 'br')
    // The compression is under way on the thread pool: nothing is done synchronously.
    expect(page.br).toBeUndefined()
    const [a, b] = await Promise.all([first, second])
    expect(a).toBe(b)
    expect(ticked).toBe(true)
    expect(new TextDecoder().decode(brotliDecompressSync(a))).toBe(html)
    expect(await cache.encoded('/p', page, 'br')).toBe(a)
    const gzip = await cache.encoded('/p', page, 'gzip')
    expect(new TextDecoder().decode(gunzipSync(gzip))).toBe(html)
    // Both compressed forms count in what the cache holds.
    expect(cache.bytes).toBeGreaterThan(page.body.byteLength + a.byteLength + gzip.byteLength)
  })
})

describe('the environment of a deployment', () => {
  const built = 'https://www.hogarareformas.es'
  const message = (source: Record<string, string>) => {
    try {
      validate(source, built)
      return 'ok'
    } catch (error) {
      return (error as Error).message
    }
  }

  it('runs the demo with nothing set', () => {
    expect(message({ SITE_DEMO: '1' })).toBe('ok')
  })

  it('requires the public URL and the blog store, naming the variable in one line', () => {
    expect(message({})).toMatch(/^Invalid environment variable SITE_URL: is required/)
    expect(message({ SITE_URL: built })).toMatch(/^Invalid environment variable BLOG_STORE: is required/)
    expect(message({ SITE_URL: built, BLOG_STORE: 'postgres' })).toBe(
      'Invalid environment variable BLOG_STORE: is "postgres"; use supabase (with SUPABASE_URL and its key) or embedded (one machine only)',
    )
    expect(message({ SITE_URL: built, BLOG_STORE: 'embedded' })).toBe('ok')
  })

  it('refuses a URL the build was not made for, a store without its settings, and bad values', () => {
    expect(message({ SITE_URL: 'http://localhost:3000', BLOG_STORE: 'embedded' })).toContain(
      'this build was made for https://www.hogarareformas.es',
    )
    expect(message({ SITE_URL: 'www.x.es', BLOG_STORE: 'embedded' })).toMatch(/^Invalid environment variable SITE_URL/)
    expect(message({ SITE_URL: built, BLOG_STORE: 'supabase' })).toBe(
      'Invalid environment variable SUPABASE_URL: is required with BLOG_STORE=supabase',
    )
    expect(message({ SITE_URL: built, BLOG_STORE: 'supabase', SUPABASE_URL: 'https://p.supabase.co' })).toMatch(
      /^Invalid environment variable SUPABASE_PUBLISHABLE_KEY/,
    )
    expect(message({ SITE_DEMO: '1', PORT: '99999' })).toMatch(/^Invalid environment variable PORT/)
    expect(message({ SITE_DEMO: '1', QUOTE_FORM_ID: 'https://tally.so/r/abc' })).toMatch(
      /^Invalid environment variable QUOTE_FORM_ID/,
    )
  })
})
