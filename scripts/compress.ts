import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib'

const compressible = /^(text\/|application\/(json|xml|javascript|manifest\+json|rss\+xml)|image\/svg\+xml)/

/**
 * Compressed bodies of responses that carry an ETag (cached pages, files): compressed once per
 * version and encoding, then served from memory. Bounded by total size, oldest out first.
 */
const memo = new Map<string, Uint8Array>()
let memoBytes = 0
const memoLimitBytes = 64 * 1024 * 1024

function remember(key: string, body: Uint8Array) {
  memo.set(key, body)
  memoBytes += body.byteLength
  for (const [oldKey, oldBody] of memo) {
    if (memoBytes <= memoLimitBytes) break
    memo.delete(oldKey)
    memoBytes -= oldBody.byteLength
  }
}

/** Compresses a text response for a client that accepts it: brotli first, then gzip. */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || response.headers.has('content-encoding') || !compressible.test(type)) return response
  if (request.method === 'HEAD' || response.status === 204 || response.status === 304) return response
  const accepted = request.headers.get('accept-encoding') ?? ''
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined
  const headers = new Headers(response.headers)
  headers.append('Vary', 'Accept-Encoding')
  const init = { status: response.status, statusText: response.statusText, headers }
  if (!encoding) return new Response(response.body, init)
  headers.set('Content-Encoding', encoding)
  headers.delete('Content-Length')

  const etag = response.headers.get('etag')
  if (etag && response.status === 200) {
    const key = `${request.method === 'GET' ? '' : request.method}${new URL(request.url).pathname}|${etag}|${encoding}`
    let body = memo.get(key)
    if (!body) {
      const raw = new Uint8Array(await response.arrayBuffer())
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(raw, { level: 9 })
      remember(key, body)
    }
    // On a hit the response's own body (a string in memory) is left unread for the collector:
    // cancelling it races undici's close of a body that is already complete.
    headers.set('Content-Length', String(body.byteLength))
    return new Response(body as Uint8Array<ArrayBuffer>, init)
  }

  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 })
  const body = Readable.fromWeb(response.body as unknown as NodeReadableStream).pipe(compressor)
  return new Response(Readable.toWeb(body) as unknown as ReadableStream, init)
}
