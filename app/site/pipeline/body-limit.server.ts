import { readBoundedBody } from '../request-body.server'
import { isServerFunction, type Stage } from './exchange'
import { maxBodyBytes, payloadTooLarge } from './refusals.server'

/**
 * A server function's body is read here, counting bytes as they arrive (chunked or not), up to
 * the limit: 413 past it. Only server functions take a body (the refusals stage sent the rest away).
 */
export const bodyLimit: Stage = async (exchange, next) => {
  if (!isServerFunction(exchange.url.pathname) || exchange.request.method !== 'POST') return next(exchange)
  const bounded = await readBoundedBody(exchange.request, maxBodyBytes)
  if (bounded === 'too-large') return payloadTooLarge()
  return next({ ...exchange, request: bounded })
}
