import { clientIsLocal } from '../client-address.server'
import type { PageCache } from '../page-cache.server'
import type { Stage } from './exchange'

/**
 * `/healthz`, for a load balancer or an uptime check: up, and for how long. What the page cache
 * holds is shown only to a request from this machine (an operator, the tests), not to anyone.
 */
export function health(cache: PageCache): Stage {
  return async (exchange, next) => {
    if (exchange.url.pathname !== '/healthz') return next(exchange)
    const status = { status: 'ok', uptimeSeconds: Math.round(process.uptime()) }
    const body = JSON.stringify(clientIsLocal(exchange.request) ? { ...status, cache: cache.stats } : status)
    return new Response(exchange.request.method === 'HEAD' ? null : body, {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    })
  }
}
