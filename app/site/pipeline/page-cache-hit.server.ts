import { FastResponse } from 'srvx'
import { staysInBaseLocale } from '../../i18n/accept-language'
import type { CachedPage, PageCache } from '../page-cache.server'
import { isRead, type Stage } from './exchange'
import { markSealed } from './security-headers.server'

/**
 * The hot path: a kept page needs no routing. Kept paths are canonical; an unprefixed one is
 * served only to a visitor the routing would not send to another language.
 */
export function pageCacheHit(cache: PageCache): Stage {
  return async (exchange, next) => {
    if (!isRead(exchange.request)) return next(exchange)
    const hit = cache.get(exchange.key)
    // An unprefixed URL stays Spanish unless the cookie or the browser asks for another language.
    if (hit && (!hit.unprefixed || staysInBaseLocale(exchange.request))) {
      return servedFromCache(cache, exchange.request, hit, exchange.key)
    }
    return next(exchange)
  }
}

/**
 * The kept page, compressed as the client accepts (each form made once per page). srvx's
 * FastResponse holds the bytes and the header list as they are: on Node, srvx writes them to the
 * socket directly. A web Response would copy the body into a stream for every request, and that
 * churn of buffers outside the heap set off a full garbage collection every tenth of a second
 * under load (docs/decisions/013). Elsewhere it behaves as a Response.
 */
export async function servedFromCache(
  cache: PageCache,
  request: Request,
  page: CachedPage,
  key: string,
): Promise<Response> {
  const headers = [...page.headers]
  if (request.headers.get('if-none-match') === page.etag) {
    return markSealed(new FastResponse(null, { status: 304, headers }))
  }
  const accepted = request.headers.get('accept-encoding') ?? ''
  let body = page.body
  if (/\bbr\b/.test(accepted)) {
    body = await cache.encoded(key, page, 'br')
    headers.push(['content-encoding', 'br'])
  } else if (/\bgzip\b/.test(accepted)) {
    body = await cache.encoded(key, page, 'gzip')
    headers.push(['content-encoding', 'gzip'])
  }
  headers.push(['content-length', String(body.byteLength)])
  return markSealed(new FastResponse(request.method === 'HEAD' ? null : body, { status: 200, headers }))
}
