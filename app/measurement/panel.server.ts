import { baseLocale, type Locale, locales } from '../../app.config.ts'
import { clientAddress } from '../site/client-address.server'
import { logLine } from '../site/log.server'
import type { Stage } from '../site/pipeline/exchange'
import { RateLimiter } from '../site/rate-limit'
import { PanelGate } from './panel-auth.server'
import { panelCsv } from './panel-csv.server'
import { panelPage, panelUnavailablePage } from './panel-page.server'
import { panelTables } from './panel-tables.server'
import { parsePeriod } from './report'
import type { MeasurementStore } from './store.server'

export const panelPaths = ['/panel', '/panel.csv'] as const

/** Never kept: not by the page cache (this stage answers before it), not by a browser or a CDN. */
const privateHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  Vary: 'Authorization',
}
const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  })

/** `?lang=` (a site language; Spanish when absent); null when it is something else. */
function panelLocale(value: string | null): Locale | null {
  if (value === null) return baseLocale
  return locales.find((locale) => locale.code === value)?.code ?? null
}

export type PanelOptions = {
  /** The login (app/measurement/panel-auth.server.ts); undefined: no panel at all (404 from the app). */
  login: { user?: string; password: string } | undefined
  store: () => Promise<MeasurementStore>
  /** Writes the queued events first, so the panel shows the last minutes too (bounded wait). */
  flush: () => Promise<void>
  gate?: PanelGate
  /** Reports a minute per address, once in: each one is a query over up to 90 days. */
  reads?: RateLimiter
}

/**
 * `/panel` and `/panel.csv` (issue 24): the measurement's report behind HTTP Basic
 * authentication. 401 asks for the password, 429 once an address has failed too often, 400 for
 * a period or a language that is not offered, 503 when the database does not answer.
 */
export function panel(options: PanelOptions): Stage {
  const login = options.login
  const gate = login ? (options.gate ?? new PanelGate(login)) : undefined
  const reads = options.reads ?? new RateLimiter({ perMinute: 30, burst: 10 })
  return async (exchange, next) => {
    const path = exchange.url.pathname
    if (path !== '/panel' && path !== '/panel.csv') return next(exchange)
    if (!gate) return next(exchange)
    const { request } = exchange
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return text(405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
    }
    const address = clientAddress(request)
    const access = gate.check(request.headers.get('authorization'), address)
    if (access === 'too-many') {
      return text(429, 'Too Many Requests', { 'Retry-After': '120' })
    }
    if (access !== 'allowed') {
      if (access === 'wrong') console.warn(logLine('panel: wrong password', path))
      return text(401, 'Unauthorized', { 'WWW-Authenticate': 'Basic realm="Panel", charset="UTF-8"' })
    }
    if (!reads.allow(address)) return text(429, 'Too Many Requests', { 'Retry-After': '60' })
    const days = parsePeriod(exchange.url.searchParams.get('days'))
    const locale = panelLocale(exchange.url.searchParams.get('lang'))
    if (days === null || locale === null) return text(400, 'Bad Request: days must be 7, 30 or 90')
    const head = request.method === 'HEAD'
    try {
      await Promise.race([options.flush(), new Promise((resolve) => setTimeout(resolve, 3000).unref?.())])
      const report = await (await options.store()).report(days)
      const tables = panelTables(report, locale)
      if (path === '/panel.csv') {
        return new Response(head ? null : panelCsv(tables), {
          headers: {
            ...privateHeaders,
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="medicion-${report.to}-${days}d.csv"`,
          },
        })
      }
      return new Response(head ? null : panelPage(report, tables, locale), {
        headers: { ...privateHeaders, 'Content-Type': 'text/html; charset=utf-8' },
      })
    } catch (error) {
      console.error(logLine('panel: report failed', error instanceof Error ? error.message : String(error)))
      return new Response(head ? null : panelUnavailablePage(locale), {
        status: 503,
        headers: { ...privateHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '60' },
      })
    }
  }
}
