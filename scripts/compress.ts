import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

const compressible = /^(text\/|application\/(json|xml|javascript|manifest\+json|rss\+xml)|image\/svg\+xml)/

/**
 * Compresses a text response for a client that accepts it: brotli first, then gzip. Kept pages
 * arrive already compressed (app/server.ts) and files come precompressed from memory
 * (static-files.ts); this covers what is rendered per request: pages with a query, feeds, the
 * sitemap, server-function answers.
 */
export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  // Headers first: a kept page (srvx's FastResponse) is sent as it is, its body never touched.
  if (response.headers.has('content-encoding') || !compressible.test(type) || !response.body) return response
  if (request.method === 'HEAD' || response.status === 204 || response.status === 304) return response
  const accepted = request.headers.get('accept-encoding') ?? ''
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined
  const headers = new Headers(response.headers)
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('Vary', 'Accept-Encoding')
  const init = { status: response.status, statusText: response.statusText, headers }
  if (!encoding) return new Response(response.body, init)
  headers.set('Content-Encoding', encoding)
  headers.delete('Content-Length')
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 })
  const body = Readable.fromWeb(response.body as unknown as NodeReadableStream).pipe(compressor)
  return new Response(Readable.toWeb(body) as unknown as ReadableStream, init)
}
