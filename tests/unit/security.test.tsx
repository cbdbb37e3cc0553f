import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseBlogEnv } from '../../app/blog/env.server'
import { isExternalLink, renderMarkdownHtml } from '../../app/blog/markdown.server'
import { IncrementInput } from '../../app/blog/schemas'
import { canonicalPath, shortenedPath } from '../../app/site/canonical-path'
import { receiveCspReport } from '../../app/site/csp-report.server'
import { readBoundedBody } from '../../app/site/request-body.server'
import { ownScriptHashes, withoutNonce } from '../../app/site/security-headers'
import { validInput } from '../../app/site/server-input'

process.env.SITE_DEMO = '1'
vi.mock('@tanstack/react-start/server-entry', () => ({ default: { fetch: () => new Response('') } }))
const { handleRequest } = await import('../../app/server')

afterEach(() => vi.restoreAllMocks())

const page = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })

describe('one URL per page', () => {
  it('decodes unreserved escapes, folds case on page paths, and keeps the rest', () => {
    expect(canonicalPath('/recursos/blog/duch%61')).toBe('/recursos/blog/ducha')
    expect(canonicalPath('/%72ecursos')).toBe('/recursos')
    expect(canonicalPath('/RECURSOS')).toBe('/recursos')
    expect(canonicalPath('/recurso%73')).toBe('/recursos')
    expect(canonicalPath('/en/caf%c3%a9')).toBe('/en/caf%C3%A9')
    expect(canonicalPath('/a%2fb')).toBe('/a%2Fb')
    expect(canonicalPath('/en/%E0%A4%A')).toBe('/en/%E0%A4%A')
    // Files and the framework's internals keep their case (hashed asset names).
    expect(canonicalPath('/assets/index-CR-HvCjW.js')).toBe('/assets/index-CR-HvCjW.js')
    expect(canonicalPath('/_serverFn/ABC')).toBe('/_serverFn/ABC')
    // Never another origin.
    expect(canonicalPath('//evil.example')).toBe('/evil.example')
    expect(canonicalPath('/%2E%2E//evil.example/x')).toBe('/evil.example/x')
    expect(canonicalPath('/recursos')).toBe('/recursos')
  })

  it('answers one 308 to the final canonical URL, query kept, before any render', async () => {
    let renders = 0
    const render = () => {
      renders++
      return page('<html></html>')
    }
    const cases: [string, string][] = [
      ['/RECURSOS', '/recursos'],
      ['/%72ecursos?q=ba%C3%B1o', '/recursos?q=ba%C3%B1o'],
      ['/EN/REFORMAS-COCINAS', '/en/kitchen-renovations'],
      ['/Reformas-Banos/', '/reformas-banos'],
      [
        '/de/ressourcen/blog/cuanto-cuesta-reforma-integral-madri%64',
        '/de/ressourcen/blog/cuanto-cuesta-reforma-integral-madrid',
      ],
    ]
    for (const [from, to] of cases) {
      const response = await handleRequest(new Request(`https://x.es${from}`), render)
      expect([response.status, response.headers.get('location')], from).toEqual([308, to])
      expect(response.headers.get('cache-control')).toContain('s-maxage=')
    }
    expect(renders).toBe(0)
  })

  it('keeps no page for a flood of 1,000 encoded and upper-case variants', async () => {
    let renders = 0
    const render = () => {
      renders++
      return page('<html><body>article</body></html>')
    }
    const slug = 'cuanto-cuesta-reforma-integral-madrid'
    // 1,000 different spellings: each of the first ten characters plain, or upper case / encoded.
    const variants = Array.from({ length: 1000 }, (_, i) =>
      [...slug]
        .map((char, at) => {
          if (at >= 10 || !((i + 1) & (1 << at))) return char
          return at % 2 || char === '-' ? `%${char.charCodeAt(0).toString(16)}` : char.toUpperCase()
        })
        .join(''),
    ).map((spelling) => `/recursos/blog/${spelling}`)
    expect(new Set(variants).size).toBe(1000)
    const answers = await Promise.all(variants.map((path) => handleRequest(new Request(`https://x.es${path}`), render)))
    expect(answers.every((answer) => answer.status === 308)).toBe(true)
    // Nothing was rendered, so nothing could be kept: only the canonical URL renders, once.
    expect(renders).toBe(0)
    await handleRequest(new Request(`https://x.es/recursos/blog/${slug}`), render)
    await handleRequest(new Request(`https://x.es/recursos/blog/${slug}`), render)
    expect(renders).toBe(1)
  }, 30_000)

  it('renders the not-found page of a very long path for its first hundred characters', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let seen = ''
    await handleRequest(new Request(`https://x.es/recursos/blog/${'a'.repeat(15_000)}`), (request) => {
      seen = new URL(request.url).pathname
      return page('<html>not found</html>', 404)
    })
    expect(seen).toBe(`/recursos/blog/${'a'.repeat(85)}%E2%80%A6`)
    expect(shortenedPath(`/${'b'.repeat(98)}%C3%A9`)).toBe(`/${'b'.repeat(98)}%E2%80%A6`)
  })
})

describe('request bodies', () => {
  const chunked = (chunks: number, size: number) => {
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= chunks) controller.close()
        else controller.enqueue(new Uint8Array(size))
      },
    })
    return { body, read: () => sent }
  }

  it('counts the bytes of a chunked body as they arrive and stops past the limit', async () => {
    const { body, read } = chunked(2000, 16 * 1024)
    const request = new Request('https://x.es/_serverFn/x', { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(await readBoundedBody(request, 64 * 1024)).toBe('too-large')
    // After the answer, half a megabyte more is read and dropped, then the stream is cancelled:
    // of 32 MB offered, well under one is ever read.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(read()).toBeLessThan(40)
  })

  it('passes a body within the limit on, whole', async () => {
    const { body } = chunked(3, 1000)
    const request = new Request('https://x.es/_serverFn/x', { method: 'POST', body, duplex: 'half' } as RequestInit)
    const bounded = await readBoundedBody(request, 64 * 1024)
    expect(bounded).not.toBe('too-large')
    expect((await (bounded as Request).arrayBuffer()).byteLength).toBe(3000)
  })

  it('answers 413 to a chunked server-function call over 64 KiB', async () => {
    const { body } = chunked(13, 16 * 1024)
    const id = 'a'.repeat(64)
    const response = await handleRequest(
      new Request(`https://x.es/_serverFn/${id}`, { method: 'POST', body, duplex: 'half' } as RequestInit),
      () => new Response('not reached'),
    )
    expect(response.status).toBe(413)
  })
})

describe('the Content-Security-Policy', () => {
  it('hashes only the scripts that carry the render’s nonce, then removes the nonce', () => {
    const html =
      '<head><meta property="csp-nonce" content="N1"/><script nonce="N1">own()</script><script>injected()</script>' +
      '<script nonce="other">guess()</script><script type="application/ld+json" nonce="N1">{"a":1}</script></head>'
    expect(ownScriptHashes(html, 'N1')).toHaveLength(2)
    const sealed = withoutNonce(html, 'N1')
    expect(sealed).not.toContain('N1')
    expect(sealed).toContain('<script>own()</script>')
  })

  it('gives a page the policy of its own scripts, never of an injected one', async () => {
    const response = await handleRequest(new Request('https://x.es/en/cookies?x=1'), (request) => {
      const nonce = request.headers.get('x-csp-nonce')
      return page(`<html><head><script nonce="${nonce}">own()</script><script>injected()</script></head></html>`)
    })
    const csp = response.headers.get('content-security-policy') ?? ''
    const hashes = csp.match(/'sha256-[^']+'/g) ?? []
    expect(hashes).toHaveLength(1)
    expect(csp).toContain('report-uri /csp-report')
    expect(response.headers.get('content-security-policy-report-only')).toContain("require-trusted-types-for 'script'")
    expect(await response.text()).not.toContain('nonce')
  })

  it('ignores a nonce a client sends and uses a new one per render', async () => {
    const seen: (string | null)[] = []
    const render = (request: Request) => {
      seen.push(request.headers.get('x-csp-nonce'))
      return page('<html></html>')
    }
    await handleRequest(new Request('https://x.es/en?a=1', { headers: { 'x-csp-nonce': 'chosen' } }), render)
    await handleRequest(new Request('https://x.es/en?a=2', { headers: { 'x-csp-nonce': 'chosen' } }), render)
    expect(seen[0]).not.toBe('chosen')
    expect(seen[0]).toMatch(/^[\w-]{22}$/)
    expect(seen[1]).not.toBe(seen[0])
  })

  it('logs each violation report as one line and answers 204', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const legacy = await receiveCspReport(
      new Request('https://x.es/csp-report', {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify({
          'csp-report': {
            'document-uri': 'https://x.es/recursos?q=1',
            'effective-directive': 'script-src-elem',
            'blocked-uri': 'inline',
            'line-number': 3,
          },
        }),
      }),
    )
    const reporting = await receiveCspReport(
      new Request('https://x.es/csp-report', {
        method: 'POST',
        headers: { 'content-type': 'application/reports+json' },
        body: JSON.stringify([
          {
            type: 'csp-violation',
            body: {
              documentURL: 'https://x.es/en',
              effectiveDirective: 'require-trusted-types-for',
              blockedURL: 'trusted-types-sink',
              disposition: 'report',
            },
          },
        ]),
      }),
    )
    expect([legacy.status, reporting.status]).toEqual([204, 204])
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'csp-report: script-src-elem blocked inline on /recursos (line 3)',
      'csp-report: require-trusted-types-for blocked trusted-types-sink on /en [report-only]',
    ])
    const big = await receiveCspReport(
      new Request('https://x.es/csp-report', { method: 'POST', body: 'x'.repeat(20_000) }),
    )
    expect(big.status).toBe(413)
    const get = await handleRequest(new Request('https://x.es/csp-report'), () => page(''))
    expect(get.status).toBe(405)
  })
})

describe('hygiene', () => {
  it('refuses input of the wrong shape with a 400 answer, not an error payload', () => {
    const check = validInput(IncrementInput)
    let thrown: unknown
    try {
      check({ postId: 'not-a-uuid' })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(400)
  })

  it('logs one line for a server-function call that is not ours, with no stack', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await handleRequest(
      new Request(`https://x.es/_serverFn/${'b'.repeat(64)}`, { method: 'POST', body: '{"data":' }),
      async () => {
        // As the framework does: logs the error with its stack, answers 500.
        console.error(new SyntaxError('Unexpected end of JSON input\n    at JSON.parse (<anonymous>)'))
        return new Response('{}', { status: 500 })
      },
    )
    expect(response.status).toBe(400)
    expect(error).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^400 \/_serverFn\/b+: SyntaxError: Unexpected end of JSON input/)
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('\n')
  })

  it('marks server-function answers no-store and not-found pages for a minute', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fn = await handleRequest(
      new Request(`https://x.es/_serverFn/${'c'.repeat(64)}`),
      () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    )
    expect(fn.headers.get('cache-control')).toBe('no-store')
    const missing = await handleRequest(new Request('https://x.es/en/nothing-here'), () => page('<html></html>', 404))
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
  })

  it('opens external and protocol-relative links in a new tab, without opener or referrer', () => {
    const out = renderMarkdownHtml(
      '[a](//evil.example) [b](https://x.example) [c](/reformas-banos) [d](#costes) [e](mailto:a@b.es)',
    )
    expect(out).toContain('<a href="//evil.example" target="_blank" rel="noopener noreferrer">')
    expect(out).toContain('<a href="https://x.example" target="_blank" rel="noopener noreferrer">')
    expect(out).toContain('<a href="/reformas-banos">')
    expect(out).toContain('<a href="#post-costes">')
    expect(out).toContain('<a href="mailto:a@b.es">')
    expect(isExternalLink('/\\evil.example')).toBe(true)
    expect(isExternalLink('HTTP://x')).toBe(true)
  })
})

describe('the server-only key', () => {
  const base = { SUPABASE_URL: 'https://p.supabase.co', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_0123456789abcdef' }
  it('is required with Supabase, and must not be the publishable key', () => {
    expect(() => parseBlogEnv(base)).toThrow(
      'Invalid environment variable SUPABASE_SECRET_KEY: is required with SUPABASE_URL',
    )
    expect(() => parseBlogEnv({ ...base, SUPABASE_SECRET_KEY: base.SUPABASE_PUBLISHABLE_KEY })).toThrow(
      /SUPABASE_SECRET_KEY: is a publishable key/,
    )
    expect(parseBlogEnv({ ...base, SUPABASE_SECRET_KEY: 'sb_secret_0123456789abcdef' }).SUPABASE_SECRET_KEY).toBe(
      'sb_secret_0123456789abcdef',
    )
  })
})
