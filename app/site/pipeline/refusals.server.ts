import { badRequest } from './bad-request.server'
import { isServerFunction, type Stage } from './exchange'

/** Server function payloads are a few hundred bytes; pages take no body at all. */
export const maxBodyBytes = 64 * 1024

/** Server function ids are sha256 hex: anything else is not ours (and would log a stack trace). */
const serverFunctionPath = /^\/_serverFn\/[0-9a-f]{64}$/

/** Methods, declared bodies and server-function ids the site does not take: 405, 413, 400, before any work. */
export const refusals: Stage = async (exchange, next) => {
  const { request } = exchange
  const path = exchange.url.pathname
  const serverFunction = isServerFunction(path)
  const allowed = serverFunction ? ['GET', 'POST'] : ['GET', 'HEAD']
  if (!allowed.includes(request.method)) {
    return new Response('Method Not Allowed', {
      status: 405,
      headers: { Allow: allowed.join(', '), 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return payloadTooLarge()
  if (serverFunction && !serverFunctionPath.test(path)) return badRequest(request)
  return next(exchange)
}

export const payloadTooLarge = () =>
  new Response('Payload Too Large', {
    status: 413,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
