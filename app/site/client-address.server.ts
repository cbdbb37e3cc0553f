import { AsyncLocalStorage } from 'node:async_hooks'
import { isIP } from 'node:net'
import * as v from 'valibot'

/**
 * The visitor's address (issue 15), for the view counter's one-view-per-address guard. Any client
 * can send `X-Forwarded-For`; it names the visitor only when a proxy the deployment trusts sets
 * it. So a proxy header is read only when the deployment says so (CLIENT_IP_HEADER), or on
 * Netlify, whose edge sets `x-nf-client-connection-ip` itself (nitro's preset marks the request
 * `runtime.name: 'netlify'`; Netlify's functions also have a global `Netlify`). Otherwise the
 * address is the socket's (srvx's `request.ip`, which trusts no header unless told to).
 */

/** The headers a proxy or CDN sets with the client's address. */
export const clientIpHeaders = [
  'x-forwarded-for',
  'x-real-ip',
  'cf-connecting-ip',
  'true-client-ip',
  'fly-client-ip',
  'x-client-ip',
] as const

export const ClientIpHeaderSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.picklist(
      clientIpHeaders,
      `must be the header your proxy sets with the client's address: ${clientIpHeaders.join(', ')}`,
    ),
  ),
)

type PlatformRequest = Request & { ip?: string; runtime?: { name?: string } }

/**
 * The client's address from a header value. A proxy appends the address it saw to
 * X-Forwarded-For, after whatever the client sent: the last entry is the trusted one.
 */
function fromHeader(name: string, value: string | null): string | undefined {
  if (!value) return undefined
  const entries = value.split(',')
  const entry = (name === 'x-forwarded-for' ? entries.at(-1) : entries[0])?.trim() ?? ''
  const address = entry.replace(/^\[(.*)\](?::\d+)?$/, '$1').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
  return isIP(address) ? address : undefined
}

/** IPv4-mapped IPv6 as IPv4, and an IPv6 address by its /64 (one household or device holds a whole /64). */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (isIP(address) !== 6) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** The address of the client that sent `request` (a key for counting, never shown). */
export function resolveClientAddress(request: Request, header = process.env.CLIENT_IP_HEADER): string {
  const address = rawClientAddress(request, header)
  return address ? addressKey(address) : 'unknown'
}

function rawClientAddress(request: Request, header = process.env.CLIENT_IP_HEADER): string | undefined {
  const platform = request as PlatformRequest
  const configured = header?.trim().toLowerCase()
  const fromProxy = configured ? fromHeader(configured, request.headers.get(configured)) : undefined
  const fromNetlify =
    platform.runtime?.name === 'netlify' || 'Netlify' in globalThis
      ? fromHeader('x-nf-client-connection-ip', request.headers.get('x-nf-client-connection-ip'))
      : undefined
  return fromProxy ?? fromNetlify ?? platform.ip
}

const current = new AsyncLocalStorage<Request>()

/**
 * Runs the handling of one request with its platform request at hand: the app sees copies
 * (a localized URL, a re-encoded path) that no longer carry the socket's address.
 */
export function withClientRequest<T>(request: Request, handle: () => T): T {
  return current.run(request, handle)
}

/** Whether the request being handled came from this machine's loopback address (an operator, a test). */
export function clientIsLocal(fallback: Request): boolean {
  const address = rawClientAddress(current.getStore() ?? fallback)
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}

/** The client address of the request being handled (or of `fallback` outside a server entry). */
export function clientAddress(fallback: Request): string {
  return resolveClientAddress(current.getStore() ?? fallback)
}
