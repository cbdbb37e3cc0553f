// The security review of issue 23: one test per finding, each through an interface that existed
// before the fix (the server entry, the view guard, the limiter, the CSP report endpoint, the
// environment checks), so each one failed before it and passes after.
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderMarkdownHtml } from '../../app/blog/markdown.server'
import { IncrementInput } from '../../app/blog/schemas'
import { ViewGuard } from '../../app/blog/view-guard.server'
import { receiveCspReport } from '../../app/site/csp-report.server'
import { validate } from '../../app/site/deploy-env.server'
import { busy, RenderLimiter } from '../../app/site/render-limit.server'

process.env.SITE_DEMO = '1'
vi.mock('@tanstack/react-start/server-entry', () => ({ default: { fetch: () => new Response('') } }))
const { handleRequest } = await import('../../app/server')

afterEach(() => vi.restoreAllMocks())

const page = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
const html = '<!DOCTYPE html><html><head></head><body>kept</body></html>'
const postId = '0b1a7c3e-1001-4a6b-9c01-00000000000a'
/** A request from one client address (as the Node adapter, srvx, marks its requests). */
const from = (address: string, request: Request) => Object.defineProperty(request, 'ip', { value: address })

describe('medium: the view guard and the case of a post id', () => {
  it('counts one view per address for every spelling of one id, and hands the store the lower-case id', () => {
    const guard = new ViewGuard()
    const spellings = [
      postId.toUpperCase(),
      postId,
      '0B1A7C3E-1001-4a6b-9C01-00000000000A',
      '0b1a7c3e-1001-4A6B-9c01-00000000000a',
    ]
    expect(spellings.map((id) => guard.shouldCount(id, '203.0.113.7'))).toEqual([true, false, false, false])
    expect(v.parse(IncrementInput, { postId: postId.toUpperCase() })).toEqual({ postId })
  })
})

describe('medium: the sitemap, the feeds and server functions behind a cache or a limit', () => {
  it('renders the sitemap and a feed once for a flood of random ?x=, and refuses a flood of server-function calls from one address', async () => {
    const renders: string[] = []
    const render = (request: Request) => {
      renders.push(new URL(request.url).pathname)
      const type = request.url.includes('/_serverFn/') ? 'application/json' : 'application/xml; charset=utf-8'
      return new Response('<urlset/>', { headers: { 'Content-Type': type } })
    }
    for (let i = 0; i < 40; i++) {
      expect((await handleRequest(new Request(`https://x.es/sitemap.xml?x=${i}`), render)).status).toBe(200)
      expect((await handleRequest(new Request(`https://x.es/feeds/en.xml?x=${i}`), render)).status).toBe(200)
    }
    expect(renders.filter((path) => path === '/sitemap.xml')).toHaveLength(1)
    expect(renders.filter((path) => path === '/feeds/en.xml')).toHaveLength(1)
    const fn = `https://x.es/_serverFn/${'a'.repeat(64)}?payload=`
    const statuses: number[] = []
    for (let i = 0; i < 400; i++) statuses.push((await handleRequest(new Request(`${fn}${i}`), render)).status)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(100)
    expect(renders.filter((path) => path.startsWith('/_serverFn/')).length).toBeLessThan(300)
  })
})

describe('low: post headings cannot stand in for the page’s own elements', () => {
  it('prefixes every id a post carries and the in-page links to them', () => {
    const out = renderMarkdownHtml('[to contact](#contact)\n\n## Contact\n\n## Page messages\n\n### page-messages')
    expect(out).not.toMatch(/id="(contact|page-messages)"/)
    expect(out).toContain('id="post-contact"')
    expect(out).toContain('href="#post-contact"')
    expect(out).toContain('id="post-page-messages"')
  })
})

describe('low: request text in the log', () => {
  it('keeps terminal escapes, line separators and bidi overrides out of every line built from a request', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => lines.push(line))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // A malformed server-function body: the framework's JSON.parse message quotes it.
    await handleRequest(
      from(
        '198.51.100.9',
        new Request(`https://x.es/_serverFn/${'b'.repeat(64)}`, { method: 'POST', body: '\u001b[2J\u001b[31mroot' }),
      ),
      () => {
        throw new SyntaxError('Unexpected token \u001b[2J\u001b[31m in JSON at position 0')
      },
    )
    await receiveCspReport(
      new Request('https://x.es/csp-report', {
        method: 'POST',
        body: JSON.stringify({
          'csp-report': {
            'document-uri': 'https://x.es/',
            'effective-directive': 'script-src-elem\u2028csp-report: forged line',
            'blocked-uri': 'inline\u202e\u2066gnp.exe',
          },
        }),
      }),
    )
    expect(lines).toHaveLength(2)
    for (const line of lines) expect(line).not.toMatch(/[\p{Cc}\p{Cf}\u2028\u2029]/u)
  })

  it('logs at most a few reports a minute from one address, so forged ones cannot use up the log', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => lines.push(line))
    const report = JSON.stringify({
      'csp-report': { 'document-uri': 'https://x.es/', 'effective-directive': 'img-src', 'blocked-uri': 'x' },
    })
    for (let i = 0; i < 100; i++) {
      const answer = await handleRequest(new Request('https://x.es/csp-report', { method: 'POST', body: report }), () =>
        page(html),
      )
      expect(answer.status).toBe(204)
    }
    expect(lines.length).toBeLessThanOrEqual(20)
  })
})

describe('low: a narrower CSP, and /healthz for this machine only', () => {
  it('allows the widget script rather than its whole origin, refuses an http script URL, and shows no cache statistics', async () => {
    const response = await handleRequest(new Request('https://x.es/en/privacy'), () => page(html))
    const scriptSrc = (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src '))
    expect(scriptSrc?.trim().split(/\s+/)).toContain('https://tally.so/widgets/embed.js')
    expect(scriptSrc?.trim().split(/\s+/)).not.toContain('https://tally.so')
    const check = (url: string) => () =>
      validate({ SITE_DEMO: '1', QUOTE_FORM_SCRIPT_URL: url }, 'http://localhost:3000')
    expect(check('http://cdn.example/embed.js')).toThrow(/QUOTE_FORM_SCRIPT_URL/)
    expect(check('https://tally.so/widgets/embed.js')).not.toThrow()
    const health = await (await handleRequest(new Request('https://x.es/healthz'), () => page(html))).json()
    expect(health).toMatchObject({ status: 'ok' })
    expect(health).not.toHaveProperty('cache')
  })
})

describe('low: the lane of pages the cache already knows', () => {
  it('is capped, and a failed re-render serves the expired copy instead of rendering again for every waiter', async () => {
    const limiter = new RenderLimiter()
    const slow = limiter.run(() => new Promise((resolve) => setTimeout(resolve, 50)))
    const known = Array.from({ length: 40 }, () => limiter.run(async () => 'rendered', { known: true }))
    const answers = await Promise.all(known)
    await slow
    expect(answers.filter((answer) => answer === busy).length).toBeGreaterThan(0)

    const now = Date.now()
    let renders = 0
    await handleRequest(new Request('https://x.es/en/cookies'), () => page(html))
    vi.spyOn(Date, 'now').mockReturnValue(now + 2 * 60 * 60_000)
    const failing = async () => {
      renders++
      await new Promise((resolve) => setTimeout(resolve, 10))
      return page('store down', 503)
    }
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => handleRequest(new Request('https://x.es/en/cookies'), failing)),
    )
    expect(renders).toBe(1)
    expect(burst.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(await burst[0]?.text()).toBe(html)
  })
})

describe('low: drafts private in the application too', () => {
  it('refuses a secret key in the publishable-key variable at start', () => {
    const deployment = { SITE_URL: 'https://www.x.es', BLOG_STORE: 'supabase', SUPABASE_URL: 'https://p.supabase.co' }
    const jwt = (role: string) =>
      `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ role })).toString('base64url')}.c2lnbmF0dXJlLXNpZ25hdHVyZQ`
    const check = (publishable: string) => () =>
      validate(
        {
          ...deployment,
          SUPABASE_PUBLISHABLE_KEY: publishable,
          SUPABASE_SECRET_KEY: 'sb_secret_the_real_one_0123456789',
        },
        'https://www.x.es',
      )
    expect(check('sb_secret_another_secret_0123456789')).toThrow(/SUPABASE_PUBLISHABLE_KEY: is a secret key/)
    expect(check(jwt('service_role'))).toThrow(/SUPABASE_PUBLISHABLE_KEY: is a secret key/)
    expect(check('sb_publishable_the_right_one_0123456789')).not.toThrow()
    expect(check(jwt('anon'))).not.toThrow()
  })
})

describe('medium (continued): the post list kept briefly in memory', () => {
  it('reads each list once for a burst, and reads again after a failure', async () => {
    const { withShortMemory } = await import('../../app/blog/store-memory.server')
    let reads = 0
    let failing = false
    const store = withShortMemory({
      listPublishedPosts: async () => {
        reads++
        if (failing) throw new Error('down')
        return []
      },
      listSitemapPosts: async () => [],
      getPublishedPost: async () => null,
      incrementPostViews: async () => null,
      getPostViews: async () => null,
      close: async () => {},
    })
    await Promise.all(Array.from({ length: 50 }, () => store.listPublishedPosts('en')))
    expect(reads).toBe(1)
    failing = true
    await expect(store.listPublishedPosts('de')).rejects.toThrow('down')
    failing = false
    await expect(store.listPublishedPosts('de')).resolves.toEqual([])
    expect(reads).toBe(3)
  })
})
