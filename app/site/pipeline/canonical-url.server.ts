import { routeRequest } from '../../i18n/request-routing'
import { canonicalPath } from '../canonical-path'
import { screenCacheControl } from './cache-policy'
import type { Stage } from './exchange'

/**
 * One URL per page, before the cache: only canonical paths are ever looked up or kept. This also
 * folds `//host/...`, which would read as another origin further on. One 308 to the canonical
 * form (app/site/canonical-path.ts), query kept; when that form itself redirects (a trailing
 * slash, another language's slug), straight to the final address.
 */
export const canonicalUrl: Stage = async (exchange, next) => {
  const canonical = canonicalPath(exchange.url.pathname)
  if (canonical === exchange.url.pathname) return next(exchange)
  const url = new URL(exchange.url)
  url.pathname = canonical
  let location = url.pathname + url.search
  const decision = routeRequest(new Request(url, { method: exchange.request.method === 'HEAD' ? 'HEAD' : 'GET' }))
  if (decision.kind === 'redirect' && decision.status === 308) location = decision.location
  return new Response(null, { status: 308, headers: { Location: location, 'Cache-Control': screenCacheControl } })
}
