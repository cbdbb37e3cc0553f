// Issue 15: every URL a visitor arrives by is served from one cached copy, and the view guard
// holds against forged proxy headers.
import { Agent, request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { startServer } from '../../scripts/with-server.ts'
import { ports } from './servers'
import { hydrated, messages, watchConsole } from './site'

const origin = `http://127.0.0.1:${ports.app}`

async function fetchPage(path: string) {
  const response = await fetch(origin + path, { headers: { 'Accept-Language': 'es-ES,es;q=0.9' } })
  return { status: response.status, etag: response.headers.get('etag'), html: await response.text() }
}

test('campaign landings are the clean page: one copy, nothing echoed', async () => {
  for (const [clean, landing] of [
    ['/', '/?utm_source=newsletter&utm_medium=email'],
    ['/reformas-cocinas', '/reformas-cocinas?gclid=abc123'],
    ['/en/kitchen-renovations', '/en/kitchen-renovations?fbclid=1&msclkid=2&mc_cid=3&mc_eid=4&_gl=5&gbraid=6'],
    [
      '/recursos/blog/cuanto-cuesta-reforma-integral-madrid',
      '/recursos/blog/cuanto-cuesta-reforma-integral-madrid?utm_campaign=x',
    ],
  ]) {
    const page = await fetchPage(clean as string)
    const variant = await fetchPage(landing as string)
    expect([variant.status, variant.etag]).toEqual([200, page.etag])
    expect(variant.html).toBe(page.html)
    expect(variant.html).not.toMatch(/gclid|fbclid|msclkid|utm_source=newsletter|utm_campaign=x/)
  }
})

test('a shared estimate and a search are one copy per meaning, whatever the order, case of tracking or junk', async () => {
  const estimate = await fetchPage('/?m2=80&type=standard&rooms=3&baths=1&kitchen=1')
  for (const variant of [
    '/?kitchen=1&baths=1&rooms=3&type=standard&m2=80',
    '/?m2=80&utm_source=x',
    '/?m2=79.6&junk=1',
  ]) {
    expect((await fetchPage(variant)).etag).toBe(estimate.etag)
  }
  // The estimate is in the HTML (the calculator's result), not the plain home page.
  expect(estimate.etag).not.toBe((await fetchPage('/')).etag)
  expect(estimate.html).toContain('value="80"')

  const search = await fetchPage('/recursos?q=cocina')
  expect(search.html).toContain('value="cocina"')
  for (const variant of [
    '/recursos?utm_source=x&q=cocina',
    '/recursos?q=%20cocina%20&gclid=1',
    '/recursos?q=cocina&category=nope',
  ]) {
    expect((await fetchPage(variant)).etag).toBe(search.etag)
  }
})

test('the browser shows and hydrates the URL the server rendered', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/en/resources?utm_source=newsletter&q=kitchen&gclid=abc&category=guide')
  await hydrated(page)
  await expect(page).toHaveURL(`${origin}/en/resources?q=kitchen&category=guide`)
  await expect(page.getByRole('searchbox', { name: messages('en').resources_search_label })).toHaveValue('kitchen')
  // No link of the page carries the campaign on (the language links keep the search).
  await expect(page.locator('a[href*="utm_source=newsletter"], a[href*="gclid"]')).toHaveCount(0)
  await expect(page.locator('a[hreflang="de"], a[lang="de"]').first()).toHaveAttribute(
    'href',
    '/de/ressourcen?q=kitchen&category=guide',
  )
  expect(problems).toEqual([])
})

// The view counter, called as a visitor's browser calls it, replayed from one socket.
test.describe('the view guard', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(90_000)

  type Call = { path: string; headers: Record<string, string>; body: string }

  async function viewCall(browserPage: import('@playwright/test').Page, base: string): Promise<Call> {
    const call = browserPage.waitForRequest(
      (request) => request.url().includes('/_serverFn/') && request.method() === 'POST',
    )
    await browserPage.goto(`${base}/recursos/blog/materiales-bano-cocina-humedad`)
    const request = await call
    const headers = await request.allHeaders()
    return {
      path: new URL(request.url()).pathname,
      headers: Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !name.startsWith(':') && !['host', 'content-length', 'accept-encoding'].includes(name),
        ),
      ),
      body: request.postData() ?? '',
    }
  }

  /** The server function's answer `{ counted, views }`, as the framework serializes it (seroval JSON). */
  function viewResult(body: string): { counted: boolean; views: number } {
    type Node = { t?: number; s?: unknown; p?: { k?: string[]; v?: Node[] }; v?: Node[] }
    const find = (node: Node | undefined): { counted: boolean; views: number } | undefined => {
      if (!node || typeof node !== 'object') return undefined
      const keys = node.p?.k
      if (keys?.[0] === 'counted' && keys[1] === 'views') {
        const [counted, views] = node.p?.v ?? []
        // seroval: constant 2 is true, 3 false; numbers are { t: 0, s: n }.
        return { counted: counted?.t === 2 && counted.s === 2, views: Number(views?.s) }
      }
      for (const child of [...(node.p?.v ?? []), ...(node.v ?? [])]) {
        const found = find(child)
        if (found) return found
      }
      return undefined
    }
    const found = find(JSON.parse(body) as Node)
    if (!found) throw new Error(`not a view count: ${body.slice(0, 200)}`)
    return found
  }

  /** `count` calls, each with its own X-Forwarded-For, over one keep-alive socket or one socket each. */
  async function replay(port: number, call: Call, count: number, options: { oneSocket: boolean; from: number }) {
    const agent = new Agent({ keepAlive: options.oneSocket, maxSockets: options.oneSocket ? 1 : count })
    const sockets = new Set<unknown>()
    const answers = await Promise.all(
      Array.from(
        { length: count },
        (_, i) =>
          new Promise<{ status: number; body: string }>((resolve, reject) => {
            const req = httpRequest(
              {
                host: '127.0.0.1',
                port,
                path: call.path,
                method: 'POST',
                agent,
                headers: {
                  ...call.headers,
                  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0.0.0 Safari/537.36',
                  'x-forwarded-for': `198.51.100.${options.from + i}`,
                },
              },
              (response) => {
                let body = ''
                response.setEncoding('utf8')
                response.on('data', (chunk: string) => {
                  body += chunk
                })
                response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
              },
            )
            req.on('socket', (socket) => sockets.add(socket))
            req.on('error', reject)
            req.end(call.body)
          }),
      ),
    )
    agent.destroy()
    expect(sockets.size).toBe(options.oneSocket ? 1 : count)
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const results = answers.map((answer) => viewResult(answer.body))
    return {
      counted: results.filter((result) => result.counted).length,
      views: results.map((result) => result.views),
    }
  }

  test('50 calls from one socket with 50 forged X-Forwarded-For count once without the proxy setting', async ({
    browser,
  }) => {
    const server = await startServer(ports.clientAddress, { BLOG_DATA_DIR: 'memory://' })
    try {
      const page = await browser.newPage()
      const call = await viewCall(page, `http://127.0.0.1:${ports.clientAddress}`)
      await page.close()
      const { counted, views } = await replay(ports.clientAddress, call, 50, { oneSocket: true, from: 1 })
      // The browser's own call was this socket address's one view: none of the 50 counts.
      expect(counted).toBe(0)
      expect(new Set(views).size).toBe(1)
    } finally {
      await server()
    }
  })

  test('and 50 times, exactly, with CLIENT_IP_HEADER=x-forwarded-for', async ({ browser }) => {
    const server = await startServer(ports.clientAddress, {
      BLOG_DATA_DIR: 'memory://',
      CLIENT_IP_HEADER: 'x-forwarded-for',
    })
    try {
      const page = await browser.newPage()
      const call = await viewCall(page, `http://127.0.0.1:${ports.clientAddress}`)
      await page.close()
      // The browser's call came without the header (its socket's address): these are 50 other visitors.
      const serial = await replay(ports.clientAddress, call, 50, { oneSocket: true, from: 1 })
      expect(serial.counted).toBe(50)
      expect(Math.max(...serial.views) - Math.min(...serial.views)).toBe(49)
      // 50 more at once, each on its own connection: each counted once, no increment lost.
      const parallel = await replay(ports.clientAddress, call, 50, { oneSocket: false, from: 101 })
      expect(parallel.counted).toBe(50)
      expect(new Set(parallel.views).size).toBe(50)
      expect(Math.max(...parallel.views)).toBe(Math.max(...serial.views) + 50)
      // The same 50 again within the half hour: none counts.
      expect((await replay(ports.clientAddress, call, 50, { oneSocket: true, from: 1 })).counted).toBe(0)
    } finally {
      await server()
    }
  })
})
