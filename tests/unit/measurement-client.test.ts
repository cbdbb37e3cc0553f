// The browser side of the measurement (issue 24): the event building, the batching, the page-side
// recorder and the sending half, each against the contract the endpoint enforces (events.ts).
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { batchBodies } from '../../app/measurement/batches'
import {
  campaignOf,
  deviceOf,
  linkKindOf,
  referrerHost,
  templateOf,
  vitalValue,
} from '../../app/measurement/event-building'
import {
  BatchSchema,
  type MeasurementEvent,
  maxBatchBytes,
  maxEventsPerBatch,
  pageIds,
} from '../../app/measurement/events'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
  vi.doUnmock('../../app/measurement/beacon-sender')
  vi.doUnmock('web-vitals')
})

const bytes = (text: string) => new TextEncoder().encode(text).length
const accepted = (body: string) => v.parse(BatchSchema, JSON.parse(body)).events

describe('event building', () => {
  it('classes the viewport: phone below 640 px, tablet below 1024 px, desktop from there', () => {
    expect([320, 639, 640, 1023, 1024, 1920].map(deviceOf)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ])
  })

  it('keeps only the host of a referrer from another site', () => {
    expect(referrerHost('https://www.Google.com/search?q=reformas+madrid', 'www.hogarareformas.es')).toBe(
      'www.google.com',
    )
    expect(referrerHost('https://www.hogarareformas.es/reformas-banos', 'www.hogarareformas.es')).toBeUndefined()
    expect(referrerHost('', 'www.hogarareformas.es')).toBeUndefined()
    expect(referrerHost('android-app://com.google.android.gm/', 'www.hogarareformas.es')).toBeUndefined()
  })

  it('maps the landing campaign to the contract, cleaning what it would refuse', () => {
    expect(
      campaignOf({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'black_friday/2026', gclid: 'Cj0K' }),
    ).toEqual({ source: 'newsletter', medium: 'email', campaign: 'black_friday-2026', gclid: true })
    expect(campaignOf({ utm_source: 'Mañana Ñ', utm_term: 'kitchen' })).toEqual({ source: 'Mañana Ñ' })
    expect(campaignOf({ utm_source: '///' })).toEqual({ source: '-' })
    expect(campaignOf({})).toEqual({})
    const long = campaignOf({ utm_campaign: 'x'.repeat(200) })
    expect(long.campaign).toHaveLength(100)
  })

  it('gives every page a template, the four service pages "service"', () => {
    expect(pageIds.map((page) => [page, templateOf(page)])).toEqual([
      ['/', 'home'],
      ['/reformas-integrales', 'service'],
      ['/rehabilitacion-edificios', 'service'],
      ['/reformas-cocinas', 'service'],
      ['/reformas-banos', 'service'],
      ['/recursos', 'resources'],
      ['/aviso-legal', 'legal'],
      ['/privacidad', 'legal'],
      ['/cookies', 'legal'],
      ['/recursos/blog/$slug', 'article'],
      ['not-found', 'not-found'],
    ])
  })

  it('tells phone, e-mail, WhatsApp and marked financing links from any other', () => {
    expect(linkKindOf('tel:+34910555120')).toBe('phone')
    expect(linkKindOf('mailto:presupuestos@hogarareformas.es?subject=x')).toBe('email')
    expect(linkKindOf('https://wa.me/34910555120')).toBe('whatsapp')
    expect(linkKindOf('https://api.whatsapp.com/send?phone=34910555120')).toBe('whatsapp')
    expect(linkKindOf('https://lender.example/apply?utm_source=x', 'financing')).toBe('financing')
    expect(linkKindOf('https://www.hogarareformas.es/reformas-banos')).toBeUndefined()
    expect(linkKindOf('https://evil.example/wa.me/1')).toBeUndefined()
  })

  it('reports vitals in whole milliseconds, CLS ×1000, within the contract’s bounds', () => {
    expect(vitalValue('LCP', 1234.56)).toBe(1235)
    expect(vitalValue('CLS', 0.0812)).toBe(81)
    expect(vitalValue('INP', 9_999_999)).toBe(600_000)
    expect(vitalValue('CLS', -0.1)).toBe(0)
  })
})

describe('batching', () => {
  const view = (i: number): MeasurementEvent => ({ t: 'view', page: i % 2 ? '/' : '/recursos', lang: 'es' })

  it('sends nothing for an empty queue', () => {
    expect(batchBodies([])).toEqual([])
  })

  it('splits a long queue into batches of at most 20 events, in order, each accepted by the endpoint', () => {
    const events = Array.from({ length: 45 }, (_, i) => view(i))
    const bodies = batchBodies(events)
    expect(bodies.map((body) => accepted(body).length)).toEqual([20, 20, 5])
    expect(bodies.flatMap(accepted)).toEqual(events)
  })

  it('keeps every batch under 4096 bytes of UTF-8, however long the campaigns', () => {
    const campaign = 'Ñ'.repeat(100)
    const quote: MeasurementEvent = {
      t: 'quote',
      page: '/reformas-cocinas',
      lang: 'ru',
      button: 'header',
      device: 'phone',
      source: campaign,
      medium: campaign,
      campaign,
      gclid: true,
    }
    const events = Array.from({ length: 20 }, () => quote)
    const bodies = batchBodies(events)
    expect(bodies.length).toBeGreaterThan(1)
    for (const body of bodies) {
      expect(bytes(body)).toBeLessThanOrEqual(maxBatchBytes)
      expect(accepted(body).length).toBeLessThanOrEqual(maxEventsPerBatch)
    }
    expect(bodies.flatMap(accepted)).toHaveLength(20)
  })
})

/** The browser globals the measurement reads, as a phone with a campaign landing would give them. */
function stubBrowser(options: { gpc?: boolean } = {}) {
  const listeners = new Map<string, (() => void)[]>()
  const on = (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener])
  const sent: string[] = []
  const document = { visibilityState: 'visible', referrer: 'https://www.bing.com/search?q=x', addEventListener: on }
  vi.stubGlobal('document', document)
  vi.stubGlobal('window', { innerWidth: 390, addEventListener: on })
  vi.stubGlobal('location', { hostname: 'www.hogarareformas.es' })
  vi.stubGlobal('navigator', {
    globalPrivacyControl: options.gpc,
    sendBeacon: (url: string, body: string) => {
      expect(url).toBe('/m')
      sent.push(body)
      return true
    },
  })
  const hide = () => {
    document.visibilityState = 'hidden'
    for (const listener of listeners.get('visibilitychange') ?? []) listener()
  }
  /** The sending half has loaded once it listens for the page being hidden. */
  const loaded = () => (listeners.get('visibilitychange') ?? []).length > 0
  return { sent, hide, loaded, events: () => sent.flatMap(accepted) }
}

describe('the page-side recorder and the sending half', { timeout: 30_000 }, () => {
  async function load() {
    vi.doMock('web-vitals', () => ({ onLCP: () => {}, onINP: () => {}, onCLS: () => {} }))
    const { rememberCampaign } = await import('../../app/quote/campaign')
    rememberCampaign('?utm_source=test&utm_medium=cpc&utm_campaign=x&gclid=abc')
    return import('../../app/measurement/measure')
  }

  it('queues the landing first, then what happened before and after the sending half loaded, and sends on hide', async () => {
    const browser = stubBrowser()
    const { measure, showPage } = await load()
    // An estimate from a shared link, counted before the root reported the page.
    measure({ t: 'estimate', finish: 'premium' })
    showPage({ page: '/', lang: 'es' })
    measure({ t: 'quote', button: 'hero' })
    expect(browser.sent).toEqual([])
    // The sending half loads after the page's first work; on a busy machine that takes a while.
    await vi.waitFor(() => expect(browser.loaded()).toBe(true), { timeout: 15_000, interval: 20 })
    showPage({ page: '/reformas-banos', lang: 'es' })
    measure({ t: 'quote-outcome', button: 'hero', outcome: 'contact' })
    expect(browser.sent).toEqual([])
    browser.hide()
    expect(browser.events()).toEqual([
      {
        t: 'landing',
        page: '/',
        lang: 'es',
        ref: 'www.bing.com',
        device: 'phone',
        source: 'test',
        medium: 'cpc',
        campaign: 'x',
        gclid: true,
      },
      { t: 'view', page: '/', lang: 'es' },
      { t: 'estimate', page: '/', lang: 'es', finish: 'premium' },
      {
        t: 'quote',
        page: '/',
        lang: 'es',
        button: 'hero',
        device: 'phone',
        source: 'test',
        medium: 'cpc',
        campaign: 'x',
        gclid: true,
      },
      { t: 'view', page: '/reformas-banos', lang: 'es' },
      { t: 'quote-outcome', page: '/reformas-banos', lang: 'es', button: 'hero', outcome: 'contact' },
    ])
    // Nothing in any event could tell this visitor from another.
    expect(JSON.stringify(browser.events())).not.toMatch(/search\?q|bing\.com\/|abc/)
  })

  it('sends a full batch at once, without waiting for the page to be hidden', async () => {
    const browser = stubBrowser()
    const { showPage, measure } = await load()
    showPage({ page: '/', lang: 'de' })
    // The sending half loads after the page's first work; on a busy machine that takes a while.
    await vi.waitFor(() => expect(browser.loaded()).toBe(true), { timeout: 15_000, interval: 20 })
    for (let i = 0; i < 18; i++) measure({ t: 'link', kind: 'phone' })
    expect(browser.sent).toHaveLength(1)
    expect(accepted(browser.sent[0] ?? '')).toHaveLength(maxEventsPerBatch)
  })

  it('counts an estimate once however often it is shown again', async () => {
    const browser = stubBrowser()
    const { showPage, measureOnce } = await load()
    showPage({ page: '/', lang: 'fr' })
    for (const key of ['80 standard', '83 premium', '80 standard', '83 premium']) {
      measureOnce(key, { t: 'estimate', finish: key.endsWith('premium') ? 'premium' : 'standard' })
    }
    // The sending half loads after the page's first work; on a busy machine that takes a while.
    await vi.waitFor(() => expect(browser.loaded()).toBe(true), { timeout: 15_000, interval: 20 })
    browser.hide()
    expect(browser.events().filter((event) => event.t === 'estimate')).toHaveLength(2)
  })

  it('keeps nothing and loads nothing when the browser sends Global Privacy Control', async () => {
    const browser = stubBrowser({ gpc: true })
    const sender = vi.fn()
    vi.doMock('../../app/measurement/beacon-sender', () => ({ startSending: sender }))
    const { showPage, measure } = await load()
    measure({ t: 'quote', button: 'header' })
    showPage({ page: '/', lang: 'es' })
    measure({ t: 'quote', button: 'header' })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(browser.loaded()).toBe(false)
    browser.hide()
    expect(sender).not.toHaveBeenCalled()
    expect(browser.sent).toEqual([])
  })
})
