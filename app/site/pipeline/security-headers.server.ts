import { applySecurityHeaders, pageCsp, providerSources } from '../security-headers'
import { isHtml, type Stage } from './exchange'

/** A mark on the response object itself: cheaper than a WeakSet, which the collector must sweep. */
const sealed = Symbol('sealed')
type Sealable = Response & { [sealed]?: true }

/** A response that already carries every header (a kept page): the last stage leaves it as it is. */
export function markSealed(response: Response): Response {
  ;(response as Sealable)[sealed] = true
  return response
}

/**
 * Security headers on every answer, whichever stage gave it. It sits outside all the others, so
 * it sees each answer last. A rendered page keeps the policy the render stage gave it (with the
 * hashes of its own scripts); anything else gets the strict file policy.
 */
export const securityHeaders: Stage = async (exchange, next) => {
  const response = await next(exchange)
  if ((response as Sealable)[sealed]) return response
  if (!isHtml(response) || !response.body) {
    const copy = new Response(response.body, response)
    applySecurityHeaders(copy.headers)
    return copy
  }
  const body = await response.text()
  const headers = applySecurityHeaders(new Headers(response.headers), pageCspOf(response))
  headers.delete('content-length')
  return new Response(exchange.request.method === 'HEAD' ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/** The policy the render stage gave a page; pages made elsewhere (the 500 page) allow no inline script. */
export function pageCspOf(response: Response): string {
  return response.headers.get('content-security-policy') ?? pageCsp({ scriptHashes: [], ...providerSources() })
}
