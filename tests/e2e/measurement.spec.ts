import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { type StopServer, startServer } from '../../scripts/with-server.ts'
import { ports } from './servers'
import { expectNoAxeViolations } from './site'

// The server side of the measurement (issue 24) on the production build: the beacon endpoint, the
// panel's door, and a stop that loses nothing queued. Each test runs its own server (the demo,
// or a deployment), its visitors named by a proxy header (CLIENT_IP_HEADER) so that one address
// can be told from another.
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142 Safari/537.36'
const demoAuth = `Basic ${Buffer.from('demo:demo').toString('base64')}`

/** One beacon as a browser sends it; the answer read to its end (so its connection is free again). */
async function beacon(origin: string, events: unknown[], headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}/m`, {
    method: 'POST',
    body: JSON.stringify({ events }),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': browser,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '198.51.100.1',
      ...headers,
    },
  })
  await response.arrayBuffer()
  return response
}

/** The panel's CSV, as a map of table → rows (each row its cells after the table's id). */
async function panelCsv(origin: string, query = 'days=7') {
  const response = await fetch(`${origin}/panel.csv?${query}`, {
    headers: { authorization: demoAuth, 'x-forwarded-for': '198.51.100.250' },
  })
  expect(response.status).toBe(200)
  const tables = new Map<string, string[][]>()
  for (const line of (await response.text()).replace(/^\uFEFF/, '').split('\r\n')) {
    const [id, ...cells] = line.split(',')
    if (!id || id === 'table') continue
    tables.set(id, [...(tables.get(id) ?? []), cells])
  }
  return tables
}
const landingsOn = (tables: Map<string, string[][]>, page: string) =>
  Number(tables.get('pages')?.find((row) => row[0] === page)?.[1] ?? 0)

test.describe('the demo server', () => {
  // One server for these tests: in one worker, in order.
  test.describe.configure({ mode: 'serial' })
  let stop: StopServer
  const origin = `http://127.0.0.1:${ports.measurement}`
  test.beforeAll(async () => {
    test.setTimeout(60_000)
    stop = await startServer(
      ports.measurement,
      { BLOG_DATA_DIR: 'memory://', CLIENT_IP_HEADER: 'x-forwarded-for' },
      { captureLogs: true },
    )
  })
  test.afterAll(async () => {
    await stop?.()
  })

  test('says where the panel is and its login at start', async () => {
    // A cold start on a loaded machine can take longer than the default 30 s.
    test.setTimeout(90_000)
    await expect
      .poll(() => stop.logs.find((line) => line.startsWith('Panel:')), { timeout: 60_000 })
      .toBe(`Panel: http://localhost:${ports.measurement}/panel (user demo, password demo)`)
  })

  test('asks for the password (401) without one and with a wrong one, then refuses the address (429)', async () => {
    const open = (authorization?: string) =>
      fetch(`${origin}/panel`, {
        headers: { 'x-forwarded-for': '198.51.100.77', ...(authorization ? { authorization } : {}) },
      })
    const none = await open()
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic /)
    expect(none.headers.get('cache-control')).toBe('no-store')
    const wrong = `Basic ${Buffer.from('demo:nope').toString('base64')}`
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await open(wrong)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    // Now even the right password waits; another address is not affected.
    expect((await open(demoAuth)).status).toBe(429)
    const right = await fetch(`${origin}/panel`, {
      headers: { authorization: demoAuth, 'x-forwarded-for': '198.51.100.78' },
    })
    expect(right.status).toBe(200)
    expect(right.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(right.headers.get('cache-control')).toBe('no-store')
    // The site's security headers, as on every answer: no script may run, no site may frame it.
    expect(right.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(right.headers.get('content-security-policy')).not.toContain("'unsafe-inline' 'sha")
    // Not in the sitemap.
    expect(await (await fetch(`${origin}/sitemap.xml`)).text()).not.toContain('/panel')
  })

  test('counts a visitor’s beacon, not Googlebot’s nor one sent with Sec-GPC: 1', async () => {
    const page = '/reformas-banos'
    const landing = { t: 'landing', page, lang: 'es', device: 'phone', source: 'test' }
    const answers = await Promise.all([
      beacon(origin, [landing], { 'x-forwarded-for': '198.51.100.2' }),
      beacon(origin, [landing], {
        'x-forwarded-for': '198.51.100.3',
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      beacon(origin, [landing], { 'x-forwarded-for': '198.51.100.4', 'sec-gpc': '1' }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204])
    const tables = await panelCsv(origin)
    expect(landingsOn(tables, page)).toBe(1)
    expect(tables.get('campaigns')?.some((row) => row[0] === 'test')).toBe(true)
  })

  test('refuses a malformed or oversized beacon with the right status, never a 500', async () => {
    const bad = await fetch(`${origin}/m`, { method: 'POST', body: '{"events":[{"t":"landing","page":"https://x"}]}' })
    expect(bad.status).toBe(400)
    const big = await fetch(`${origin}/m`, { method: 'POST', body: 'x'.repeat(5000) })
    expect(big.status).toBe(413)
    expect((await fetch(`${origin}/m`)).status).toBe(405)
  })

  test('limits a flood of beacons from one address: only its allowance is counted', async () => {
    const page = '/rehabilitacion-edificios'
    const landing = { t: 'landing', page, lang: 'es', device: 'desktop' }
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => beacon(origin, [landing], { 'x-forwarded-for': '198.51.100.66' })),
      )
      statuses.push(...answers.map((answer) => answer.status))
    }
    const counted = statuses.filter((status) => status === 204).length
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(150)
    expect(counted).toBeLessThanOrEqual(40)
    expect(landingsOn(await panelCsv(origin), page)).toBe(counted)
    // Another visitor is still counted.
    expect((await beacon(origin, [landing], { 'x-forwarded-for': '198.51.100.67' })).status).toBe(204)
    expect(landingsOn(await panelCsv(origin), page)).toBe(counted + 1)
  })

  test('the panel page has no axe violation and is valid HTML', async ({ browser: chromium }) => {
    // Three axe runs and a Java start (the Nu checker): slow on a busy machine.
    test.setTimeout(180_000)
    await beacon(origin, [
      { t: 'landing', page: '/', lang: 'de', device: 'tablet', ref: 'www.google.de' },
      { t: 'vital', page: '/', lang: 'de', template: 'home', name: 'INP', value: 350 },
    ])
    const context = await chromium.newContext({
      httpCredentials: { username: 'demo', password: 'demo' },
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.90' },
    })
    const page = await context.newPage()
    for (const path of ['/panel?days=90', '/panel?days=7&lang=de']) {
      const response = await page.goto(origin + path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    }
    await expect(page.getByRole('table', { name: 'Echte Ladezeiten (Core Web Vitals, 75. Perzentil)' })).toContainText(
      'Verbesserungswürdig',
    )
    await page.setViewportSize({ width: 320, height: 640 })
    await expectNoAxeViolations(page)
    const folder = mkdtempSync(join(tmpdir(), 'panel-html-'))
    const file = join(folder, 'panel.html')
    writeFileSync(file, await page.content())
    const vnu = spawnSync('java', ['-jar', 'node_modules/vnu-jar/build/dist/vnu.jar', '--errors-only', file], {
      encoding: 'utf8',
    })
    rmSync(folder, { recursive: true, force: true })
    expect(vnu.stderr.trim()).toBe('')
    expect(vnu.status).toBe(0)
    await context.close()
  })
})

test('a deployment without STATS_PASSWORD has no panel (404)', async () => {
  test.setTimeout(60_000)
  const origin = `http://127.0.0.1:${ports.measurementDeploy}`
  const stop = await startServer(
    ports.measurementDeploy,
    { SITE_URL: 'http://localhost:3000', BLOG_STORE: 'embedded', BLOG_DATA_DIR: 'memory://', STATS_PASSWORD: '' },
    { demo: false, captureLogs: true },
  )
  try {
    for (const path of ['/panel', '/panel.csv']) {
      const answer = await fetch(origin + path, { headers: { authorization: demoAuth } })
      expect(answer.status).toBe(404)
    }
    expect(stop.logs.some((line) => line.startsWith('Panel:'))).toBe(false)
  } finally {
    await stop()
  }
})

test('a stop with events still queued loses none: all are counted after a restart', async () => {
  test.setTimeout(90_000)
  const origin = `http://127.0.0.1:${ports.measurementStop}`
  const dataDir = mkdtempSync(join(tmpdir(), 'hogara-measure-'))
  const env = { BLOG_DATA_DIR: dataDir, CLIENT_IP_HEADER: 'x-forwarded-for' }
  let stop = await startServer(ports.measurementStop, env, { captureLogs: true })
  try {
    await expect
      .poll(() => stop.logs.some((line) => line.startsWith('Serving the production build')), { timeout: 45_000 })
      .toBe(true)
    const page = '/reformas-cocinas'
    // Forty visitors, each a landing, a view and a quote click: answered at once, written every 2 s.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        beacon(
          origin,
          [
            { t: 'landing', page, lang: 'es', device: 'phone' },
            { t: 'view', page, lang: 'es' },
            { t: 'quote', page, lang: 'es', button: 'header' },
          ],
          { 'x-forwarded-for': `198.51.100.${i + 100}` },
        ),
      ),
    )
    expect(answers.every((answer) => answer.status === 204)).toBe(true)
    const logs = stop.logs
    await stop()
    const stopped = logs.find((line) => line.startsWith('Stopped after'))
    // The stop wrote what was still queued (all of it, or what the two-second tick left).
    expect(stopped).toMatch(/\d+ measurement events written, data store closed$/)
    stop = await startServer(ports.measurementStop, env)
    const tables = await panelCsv(origin)
    expect(landingsOn(tables, page)).toBe(40)
    expect(tables.get('summary')?.[0]?.slice(0, 3)).toEqual(['40', '40', '40'])
  } finally {
    await stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
