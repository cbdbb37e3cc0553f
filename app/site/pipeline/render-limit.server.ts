import { renderBusyPage } from '../busy-page.server'
import { clientAddress } from '../client-address.server'
import { isListedPage } from '../listed-pages.server'
import { RateLimiter } from '../rate-limit'
import { busy, type RenderLimiter } from '../render-limit.server'
import { isFilePath, isServerFunction, type Stage } from './exchange'

/**
 * Renders the cache cannot absorb wait for their turn, or get a 503 in the page's language
 * (issue 15); a page the site lists (sitemap, category pages) always gets its turn (issue 23). Server functions are not pages: one client address may call them so often a
 * minute, then 429 (issue 23: each GET call is a database read). Files are not limited: the
 * page store keeps them, and the sitemap is what opens the blog store at start.
 */
export function renderLimit(
  limiter: RenderLimiter,
  serverFunctionCalls = new RateLimiter({ perMinute: 300, burst: 200 }),
): Stage {
  return async (exchange, next) => {
    const path = exchange.url.pathname
    if (isServerFunction(path)) {
      if (!serverFunctionCalls.allow(clientAddress(exchange.request))) return tooManyCalls()
      return next(exchange)
    }
    if (isFilePath(path)) return next(exchange)
    const response = await limiter.run(() => next(exchange).then(complete), {
      known: exchange.known,
      // A listed page's first render; not the renders again of requests that waited on a failed one.
      listed: !exchange.retry && isListedPage(exchange.key),
    })
    if (response !== busy) return response
    const url = new URL(exchange.request.url)
    return renderBusyPage(exchange.request, url.pathname + url.search)
  }
}

/** The page streams as React renders it: the render holds its slot until its body is complete. */
async function complete(response: Response): Promise<Response> {
  if (!response.body || [204, 205, 304].includes(response.status)) return response
  return new Response(await response.arrayBuffer(), response)
}

const tooManyCalls = () =>
  new Response(JSON.stringify({ error: 'Too many requests' }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Retry-After': '10' },
  })
