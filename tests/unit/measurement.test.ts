// The server side of the measurement (issue 24), stage by stage: the beacon endpoint, the queue,
// the panel and its login, the CSV, the thresholds, the environment check.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { measurementBeacon } from '../../app/measurement/beacon.server'
import { maxBatchBytes } from '../../app/measurement/events'
import { panelStartNote } from '../../app/measurement/measurement.server'
import { panel } from '../../app/measurement/panel.server'
import { basicCredentials, PanelGate, panelLogin } from '../../app/measurement/panel-auth.server'
import { csvCell } from '../../app/measurement/panel-csv.server'
import { EventQueue } from '../../app/measurement/queue.server'
import { parsePeriod, type Report, rateVital } from '../../app/measurement/report'
import { type EventRow, toRow } from '../../app/measurement/rows'
import type { MeasurementStore } from '../../app/measurement/store.server'
import { validate } from '../../app/site/deploy-env.server'
import type { Exchange, Next } from '../../app/site/pipeline/exchange'
import { RateLimiter } from '../../app/site/rate-limit'

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const exchange = (url: string, init?: RequestInit): Exchange => {
  const parsed = new URL(url)
  return {
    request: new Request(url, init),
    url: parsed,
    key: parsed.pathname,
    decision: { kind: 'render' },
    known: false,
    render: () => new Response(''),
  }
}
const passed: Next = async () => new Response('next', { status: 404 })
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142 Safari/537.36'
const landing = { t: 'landing', page: '/', lang: 'es', device: 'phone', source: 'test', ref: 'www.google.com' }
const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  exchange('https://x.es/m', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': browser,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  })

/** A queue whose writes land in `written`. */
const memoryQueue = (options = {}) => {
  const written: EventRow[][] = []
  const queue = new EventQueue(
    async () => ({
      record: async (rows: EventRow[]) => {
        written.push(rows)
        return rows.length
      },
      maintain: async () => 0,
    }),
    options,
  )
  return { queue, written }
}

describe('the beacon endpoint (POST /m)', () => {
  it('answers 204 at once and queues the checked events, with nothing of the request but the minute', async () => {
    const { queue, written } = memoryQueue()
    const stage = measurementBeacon(queue)
    const answer = await stage(beacon({ events: [landing, { t: 'view', page: '/', lang: 'es' }] }), passed)
    expect(answer.status).toBe(204)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(queue.size).toBe(2)
    await queue.flush()
    const [row] = written[0] ?? []
    expect(row).toMatchObject({ kind: 'landing', page: '/', lang: 'es', device: 'phone', source: 'test' })
    expect(row?.ref_host).toBe('www.google.com')
    expect(new Date(row?.received_at ?? '').getUTCSeconds()).toBe(0)
    expect(JSON.stringify(written)).not.toMatch(/Mozilla|Chrome|127\.0\.0\.1|x\.es/)
  })

  it('on a serverless host, answers only once the events are written', async () => {
    const { queue, written } = memoryQueue()
    const stage = measurementBeacon(queue, { waitForWrite: () => true })
    expect((await stage(beacon({ events: [landing] }), passed)).status).toBe(204)
    expect(written.flat()).toHaveLength(1)
  })

  it('hands every other path on', async () => {
    const stage = measurementBeacon(memoryQueue().queue)
    expect((await stage(exchange('https://x.es/mm'), passed)).status).toBe(404)
  })

  it('counts neither Global Privacy Control, nor a crawler, nor a beacon from another site, and says 204 to all', async () => {
    const { queue } = memoryQueue()
    const stage = measurementBeacon(queue)
    const body = { events: [landing] }
    const answers = await Promise.all([
      stage(beacon(body, { 'sec-gpc': '1' }), passed),
      stage(
        beacon(body, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
        passed,
      ),
      stage(beacon(body, { 'user-agent': '' }), passed),
      stage(beacon(body, { 'sec-fetch-site': 'cross-site' }), passed),
    ])
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 204])
    expect(queue.size).toBe(0)
  })

  it('refuses another method (405), a body past 4 KB (413), declared or not', async () => {
    const stage = measurementBeacon(memoryQueue().queue)
    const get = await stage(exchange('https://x.es/m'), passed)
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST'])
    const big = `{"events":[${'"x",'.repeat(maxBatchBytes / 4)}"x"]}`
    expect((await stage(beacon(big), passed)).status).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const chunked = beacon('')
    const request = new Request('https://x.es/m', {
      method: 'POST',
      body: stream,
      headers: chunked.request.headers,
      duplex: 'half',
    } as RequestInit)
    expect((await stage({ ...chunked, request }, passed)).status).toBe(413)
  })

  it('refuses what the contract does not describe (400) with one sanitized, bounded log line', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => lines.push(line))
    const { queue } = memoryQueue()
    const stage = measurementBeacon(queue)
    const bad = [
      'not json',
      { events: [] },
      { events: [{ ...landing, page: '/\u001b[31mhttps://evil.example/?ip=1' }] },
      {
        events: [
          { ...landing, visitor: 'abc' },
          { t: 'view', page: '/', lang: 'xx' },
        ],
      },
      { events: [{ t: 'vital', page: '/', lang: 'es', template: 'home', name: 'LCP', value: -1 }] },
    ]
    for (const body of bad) expect((await stage(beacon(body), passed)).status).toBe(400)
    expect(queue.size).toBe(0)
    expect(lines).toHaveLength(bad.length)
    for (const line of lines) {
      expect(line).toMatch(/^400 \/m: /)
      expect(line).not.toMatch(/\p{Cc}/u)
      expect(line.length).toBeLessThan(200)
    }
  })

  it('limits a flood from one address (429) without touching another address', async () => {
    const { queue } = memoryQueue()
    const stage = measurementBeacon(queue, { limiter: new RateLimiter({ perMinute: 60, burst: 5 }) })
    const from = (ip: string) => {
      const x = beacon({ events: [landing] })
      return { ...x, request: Object.defineProperty(x.request, 'ip', { value: ip }) }
    }
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await stage(from('203.0.113.9'), passed)).status)
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429])
    expect((await stage(from('203.0.113.10'), passed)).status).toBe(204)
    expect(queue.size).toBe(6)
  })
})

describe('the queue', () => {
  const row = toRow({ t: 'view', page: '/', lang: 'es' }, new Date())
  it('writes in batches: at the batch size at once, otherwise after the interval', async () => {
    vi.useFakeTimers()
    const { queue, written } = memoryQueue({ batchSize: 3, intervalMs: 2000 })
    queue.push([row, row])
    expect(written).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(2000)
    expect(written.map((b) => b.length)).toEqual([2])
    queue.push([row, row, row, row])
    await vi.advanceTimersByTimeAsync(0)
    expect(written.map((b) => b.length)).toEqual([2, 3, 1])
  })

  it('is bounded: past its size new events are dropped and counted in the log', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => lines.push(line))
    const { queue, written } = memoryQueue({ maxQueued: 3, batchSize: 100 })
    expect(queue.push([row, row])).toBe(2)
    expect(queue.push([row, row])).toBe(1)
    expect(queue.size).toBe(3)
    await queue.flush()
    expect(written.flat()).toHaveLength(3)
    expect(lines).toEqual(['measurement: queue full, 1 events dropped'])
  })

  it('keeps a batch the database did not take, and writes it on the next try; close() writes everything', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let down = true
    const written: EventRow[] = []
    const queue = new EventQueue(async () => ({
      record: async (rows: EventRow[]) => {
        if (down) throw new Error('connection refused')
        written.push(...rows)
        return rows.length
      },
      maintain: async () => 0,
    }))
    queue.push([row, row])
    await queue.flush()
    expect(queue.size).toBe(2)
    down = false
    queue.push([row])
    expect(await queue.close()).toBe(3)
    expect(written).toHaveLength(3)
    // Closed: nothing more is taken.
    expect(queue.push([row])).toBe(0)
  })

  it('drops a batch the database refuses as data (a check constraint), not the ones after it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const written: EventRow[] = []
    const queue = new EventQueue(
      async () => ({
        record: async (rows: EventRow[]) => {
          if (rows.some((r) => r.page === 'bad')) throw Object.assign(new Error('violates check'), { code: '23514' })
          written.push(...rows)
          return rows.length
        },
        maintain: async () => 0,
      }),
      { batchSize: 1 },
    )
    queue.push([{ ...row, page: 'bad' }, row])
    await queue.close()
    expect(written).toEqual([row])
  })
})

const report: Report = {
  days: 30,
  from: '2026-10-28',
  to: '2026-11-26',
  totals: { landings: 10, views: 25, quotes: 2 },
  byPage: [{ key: '/', landings: 10, quotes: 2 }],
  byLang: [{ key: 'es', landings: 10, quotes: 2 }],
  byDevice: [{ key: 'phone', landings: 10, quotes: 2 }],
  byCampaign: [{ source: '=HYPERLINK("x")', medium: 'cpc', campaign: 'otoño', gclid: false, landings: 4, quotes: 1 }],
  byReferrer: [{ key: '', landings: 10 }],
  byButton: [{ key: 'header', quotes: 2 }],
  outcomes: [{ key: 'popup', count: 2 }],
  estimates: [{ key: 'premium', count: 1 }],
  links: [{ key: 'whatsapp', count: 3 }],
  vitals: [
    { template: 'home', lang: 'es', name: 'LCP', p75: 2600, count: 8 },
    { template: 'home', lang: 'es', name: 'CLS', p75: 50, count: 8 },
  ],
  daily: [{ day: '2026-11-26', landings: 10, quotes: 2 }],
}

describe('the panel (/panel, /panel.csv)', () => {
  const store =
    (fail = false) =>
    async () =>
      ({
        report: async () => {
          if (fail) throw new Error('down')
          return report
        },
      }) as unknown as MeasurementStore
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  const get = (url: string, authorization?: string, ip = '203.0.113.5') => {
    const x = exchange(url, { headers: authorization ? { authorization } : {} })
    return { ...x, request: Object.defineProperty(x.request, 'ip', { value: ip }) }
  }
  const login = { password: 'a-long-password-of-20' }
  const make = (fail = false) => panel({ login, store: store(fail), flush: async () => {} })

  it('is not there at all without a password (the app answers its 404)', async () => {
    const stage = panel({ login: undefined, store: store(), flush: async () => {} })
    expect((await stage(get('https://x.es/panel', basic('demo', 'demo')), passed)).status).toBe(404)
  })

  it('asks for the password (401) without one or with a wrong one; never cached, never indexed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stage = make()
    for (const answer of [
      await stage(get('https://x.es/panel'), passed),
      await stage(get('https://x.es/panel', basic('x', 'wrong')), passed),
      await stage(get('https://x.es/panel.csv', 'Bearer abc'), passed),
    ]) {
      expect(answer.status).toBe(401)
      expect(answer.headers.get('www-authenticate')).toMatch(/^Basic realm="Panel"/)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('x-robots-tag')).toMatch(/noindex/)
    }
  })

  it('refuses an address after five wrong passwords (429), even with the right one; another address still gets in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stage = make()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await stage(get('https://x.es/panel', basic('x', `no${i}`)), passed)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect((await stage(get('https://x.es/panel', basic('x', login.password)), passed)).status).toBe(429)
    expect((await stage(get('https://x.es/panel', basic('x', login.password), '203.0.113.6'), passed)).status).toBe(200)
  })

  it('shows the report as an accessible page in Spanish, with the period to choose and no script', async () => {
    const answer = await make()(get('https://x.es/panel?days=30', basic('any', login.password)), passed)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('x-robots-tag')).toMatch(/noindex/)
    const html = await answer.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).toContain('<caption id="t-pages">Por página</caption>')
    expect(html).toContain('<th scope="row">/</th><td class="n">10</td><td class="n">2</td><td class="n">20,0')
    expect(html).toContain('aria-current="page">Últimos 30 días')
    expect(html).toContain('<svg class="chart"')
    expect(html).not.toContain('<script')
    // LCP 2600 ms needs improvement; CLS 0.05 is good.
    expect(html).toMatch(
      /LCP<\/th><td class="n">2600\u00a0ms<\/td><td class="n">8<\/td><td class="needs-improvement">Mejorable/,
    )
    expect(html).toMatch(/CLS<\/th><td class="n">0,05<\/td><td class="n">8<\/td><td class="good">Bueno/)
    // The campaign is the visitor's text: escaped.
    expect(html).toContain('=HYPERLINK(&quot;x&quot;)')
  })

  it('exports the same tables as a CSV attachment, formulas defused', async () => {
    const answer = await make()(get('https://x.es/panel.csv?days=30', basic('any', login.password)), passed)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="medicion-2026-11-26-30d.csv"')
    const csv = await answer.text()
    expect(csv).toContain('table,Página,Entradas,Clics en presupuesto gratuito,Conversión\r\npages,/,10,2,0.2\r\n')
    expect(csv).toContain(`campaigns,"'=HYPERLINK(""x"")",cpc,otoño,4,1,0.25`)
    expect(csv).toContain('daily,2026-11-26,10,2')
  })

  it('answers 400 to a period or a language it does not offer, 405 to a POST, 503 when the store is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const auth = basic('any', login.password)
    expect((await make()(get('https://x.es/panel?days=31', auth), passed)).status).toBe(400)
    expect((await make()(get('https://x.es/panel?days=7&lang=xx', auth), passed)).status).toBe(400)
    const post = exchange('https://x.es/panel', { method: 'POST', headers: { authorization: auth } })
    expect((await make()(post, passed)).status).toBe(405)
    const down = await make(true)(get('https://x.es/panel', auth), passed)
    expect(down.status).toBe(503)
    expect(await down.text()).toContain('no están disponibles')
  })
})

describe('the panel login', () => {
  it('is demo / demo in the demo, STATS_PASSWORD when set, nothing in a deployment without it', () => {
    expect(panelLogin({ SITE_DEMO: '1' })).toEqual({ user: 'demo', password: 'demo' })
    expect(panelLogin({ SITE_DEMO: '1', STATS_PASSWORD: 'x'.repeat(16) })).toEqual({ password: 'x'.repeat(16) })
    expect(panelLogin({})).toBeUndefined()
  })

  it('is announced at start: the demo’s login, or only where the panel is', () => {
    const origin = 'http://localhost:3000'
    expect(panelStartNote({ SITE_DEMO: '1' }, origin)).toBe(
      'Panel: http://localhost:3000/panel (user demo, password demo)',
    )
    const withPassword = panelStartNote({ STATS_PASSWORD: 'a-secret-of-20-chars' }, origin)
    expect(withPassword).toBe('Panel: http://localhost:3000/panel (password from STATS_PASSWORD)')
    expect(withPassword).not.toContain('a-secret')
    expect(panelStartNote({}, origin)).toBeUndefined()
  })

  it('reads Basic credentials, a colon in the password included, and nothing else', () => {
    expect(basicCredentials(`Basic ${Buffer.from('u:p:q').toString('base64')}`)).toEqual({ user: 'u', password: 'p:q' })
    expect(basicCredentials('Basic !!!')).toBeUndefined()
    expect(basicCredentials(null)).toBeUndefined()
    expect(new PanelGate({ user: 'demo', password: 'demo' }).check(`Basic ${btoa('other:demo')}`, 'a')).toBe('wrong')
  })

  it('a deployment stops on a STATS_PASSWORD shorter than 16 characters', () => {
    const built = 'https://www.hogarareformas.es'
    const base = { SITE_URL: built, BLOG_STORE: 'embedded' }
    expect(() => validate({ ...base, STATS_PASSWORD: 'short' }, built)).toThrow(
      'Invalid environment variable STATS_PASSWORD: is 5 characters long; use at least 16',
    )
    expect(() => validate({ ...base, STATS_PASSWORD: 'sixteen-chars-ok' }, built)).not.toThrow()
    expect(() => validate(base, built)).not.toThrow()
  })
})

describe('what the panel reads', () => {
  it('rates a p75 by Google’s thresholds (CLS ×1000)', () => {
    expect([rateVital('LCP', 2500), rateVital('LCP', 2501), rateVital('LCP', 4001)]).toEqual([
      'good',
      'needs-improvement',
      'poor',
    ])
    expect([rateVital('INP', 200), rateVital('INP', 500), rateVital('INP', 501)]).toEqual([
      'good',
      'needs-improvement',
      'poor',
    ])
    expect([rateVital('CLS', 100), rateVital('CLS', 250), rateVital('CLS', 251)]).toEqual([
      'good',
      'needs-improvement',
      'poor',
    ])
  })

  it('takes a period of 7, 30 or 90 days only', () => {
    expect([parsePeriod(null), parsePeriod('7'), parsePeriod('90')]).toEqual([30, 7, 90])
    expect([parsePeriod('8'), parsePeriod('30 '), parsePeriod('1e1'), parsePeriod('')]).toEqual([
      null,
      null,
      null,
      null,
    ])
  })

  it('writes CSV cells that a spreadsheet cannot run', () => {
    expect(['=1+1', '+34 600', '-x', '@SUM(A1)', 'a,b', 'plain', 3].map(csvCell)).toEqual([
      "'=1+1",
      "'+34 600",
      "'-x",
      "'@SUM(A1)",
      '"a,b"',
      'plain',
      '3',
    ])
  })
})
