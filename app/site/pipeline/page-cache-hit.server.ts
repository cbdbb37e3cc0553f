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

/** The kept page, compressed as the client accepts (each form made once per page). */
export async function servedFromCache(
  cache: PageCache,
  request: Request,
  page: CachedPage,
  key: string,
): Promise<Response> {
  const headers = new Headers(page.headers)
  if (request.headers.get('if-none-match') === page.etag) {
    return markSealed(new Response(null, { status: 304, headers }))
  }
  const accepted = request.headers.get('accept-encoding') ?? ''
  let body = page.body
  if (/\bbr\b/.test(accepted)) {
    body = await cache.encoded(key, page, 'br')
    headers.set('Content-Encoding', 'br')
  } else if (/\bgzip\b/.test(accepted)) {
    body = await cache.encoded(key, page, 'gzip')
    headers.set('Content-Encoding', 'gzip')
  }
  headers.set('Content-Length', String(body.byteLength))
  return markSealed(new Response(request.method === 'HEAD' ? null : body, { status: 200, headers }))
}
