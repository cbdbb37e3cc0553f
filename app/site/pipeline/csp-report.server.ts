import { clientAddress } from '../client-address.server'
import { receiveCspReport } from '../csp-report.server'
import { RateLimiter } from '../rate-limit'
import { cspReportPath } from '../security-headers'
import type { Stage } from './exchange'

/**
 * `/csp-report`: browsers' reports of what the policy blocked, one log line each. One address may
 * send a few a minute (a page with a blocked script reports it on every view); past that its
 * reports are answered and dropped, so forged ones cannot use up the log's lines for everyone.
 */
export function cspReport(limiter = new RateLimiter({ perMinute: 20 })): Stage {
  return async (exchange, next) => {
    if (exchange.url.pathname !== cspReportPath) return next(exchange)
    if (exchange.request.method === 'POST' && !limiter.allow(clientAddress(exchange.request))) {
      void exchange.request.body?.cancel().catch(() => {})
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
    }
    return receiveCspReport(exchange.request)
  }
}
