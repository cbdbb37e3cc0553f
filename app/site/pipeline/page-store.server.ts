import { createHash } from 'node:crypto'
import { crawlerCacheControl, type RoutingDecision } from '../../i18n/request-routing'
import type { CachedPage, PageCache } from '../page-cache.server'
import { applySecurityHeaders } from '../security-headers'
import { type CachePolicy, cachePolicyFor } from './cache-policy'
import { isFilePath, isHtml, type Stage } from './exchange'
import { servedFromCache } from './page-cache-hit.server'
import { pageCspOf } from './security-headers.server'

/** After a failed re-render, the expired copy is served this long before the next try. */
export const staleRetryMs = 10_000

/**
 * Pages (and the app's files) the cache keeps: one render shared by every request that asks while
 * it runs, so a burst on a cold or expired page renders it once, then kept and served compressed.
 * It stands before the render limit so that the burst takes one slot, not one each. When the
 * re-render of a kept page fails (the store down, too busy), the expired copy is served for a few
 * more seconds rather than an error (issue 23).
 */
export function pageStore(cache: PageCache): Stage {
  return async (exchange, next) => {
    const policy = cachePolicyFor(exchange)
    if (!policy) return next(exchange)
    const { key, request, decision } = exchange
    const known = cache.has(key)
    let own: Response | undefined
    const page = await cache.getOrRender(key, async () => {
      // A HEAD is answered from the copy of the GET, which is what gets rendered and kept.
      const get = request.method === 'GET' ? request : new Request(request, { method: 'GET' })
      const response = await next({ ...exchange, request: get, known })
      const kept = await toCachedPage(response, policy, Boolean(decision.vary), isFilePath(exchange.url.pathname))
      if (kept) return kept
      const stale = response.status >= 500 ? cache.stale(key) : undefined
      if (stale) {
        void response.body?.cancel().catch(() => {})
        return { ...stale, expires: Date.now() + staleRetryMs }
      }
      own = response
      return undefined
    })
    if (page) return keptFromSharedCaches(decision, await servedFromCache(cache, request, page, key))
    // Not a page the cache keeps (a 404, the store down, too busy): this request's own render, or a
    // new one for a request that waited on someone else's.
    return own ?? next({ ...exchange, known, retry: true })
  }
}

/** A complete 200 page (or file) without a cookie, as the cache keeps it with all its headers. */
async function toCachedPage(response: Response, policy: CachePolicy, unprefixed: boolean, file: boolean) {
  const html = isHtml(response)
  if (response.status !== 200 || response.headers.has('set-cookie') || !(html || file)) return undefined
  const body = await response.text()
  if (body === '') return undefined
  const headers = new Headers(response.headers)
  if (policy.cacheControl) headers.set('Cache-Control', policy.cacheControl)
  headers.delete('content-length')
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
  headers.set('ETag', etag)
  headers.append('Vary', 'Accept-Encoding')
  applySecurityHeaders(headers, html ? pageCspOf(response) : undefined)
  return {
    body: new TextEncoder().encode(body) as Uint8Array<ArrayBuffer>,
    headers: [...headers],
    etag,
    expires: Date.now() + policy.ttlMs,
    unprefixed,
  } satisfies CachedPage
}

/** A crawler's Spanish page at an unprefixed URL is not stored under its language's cache key. */
function keptFromSharedCaches(decision: RoutingDecision, response: Response): Response {
  if (decision.kind === 'render' && decision.crawler) response.headers.set('Cache-Control', crawlerCacheControl)
  return response
}
