import type { Stage } from './exchange'

/**
 * `/healthz`, for a load balancer or an uptime check: up, and for how long. Nothing about the
 * cache or the store: anyone can read it.
 */
export const health: Stage = async (exchange, next) => {
  if (exchange.url.pathname !== '/healthz') return next(exchange)
  const body = JSON.stringify({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) })
  return new Response(exchange.request.method === 'HEAD' ? null : body, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
}
