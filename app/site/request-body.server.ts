/**
 * A request body read up to a limit, counting the bytes as they arrive: a chunked body (no
 * Content-Length) is bounded exactly like a declared one. Reading stops at the first chunk past
 * the limit and nothing past it is kept, so a 30 MB upload costs at most the limit in memory.
 *
 * Past the limit, up to `lingerBytes` more are read and dropped while the 413 goes out, and only
 * then is the body cancelled (which, on Node, closes the connection). Closing at once would reset
 * the connection while the client is still sending, and a client often loses the 413 in the reset.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Request | 'too-large'> {
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    if (request.body) void linger(request.body.getReader(), 0)
    return 'too-large'
  }
  if (!request.body) return request
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array>
    try {
      result = await reader.read()
    } catch (error) {
      // The host's own limit (srvx `maxRequestBodySize`) may stop the stream first.
      if ((error as { status?: number }).status === 413) return 'too-large'
      throw error
    }
    if (result.done) break
    size += result.value.byteLength
    if (size > maxBytes) {
      void linger(reader, 0)
      return 'too-large'
    }
    chunks.push(result.value)
  }
  const body = new Uint8Array(size) as Uint8Array<ArrayBuffer>
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(size))
  return copyRequest(request, headers, body)
}

/** Bytes read and dropped after a refused body before the connection is closed. */
const lingerBytes = 512 * 1024

async function linger(reader: ReadableStreamDefaultReader<Uint8Array>, dropped: number): Promise<void> {
  try {
    while (dropped <= lingerBytes) {
      const { done, value } = await reader.read()
      if (done) return
      dropped += value.byteLength
    }
    await reader.cancel()
  } catch {
    // The client went away, or the adapter's own limit stopped the stream: nothing left to do.
  }
}

/**
 * The request with other headers (and a body already read). Built from its parts: the Node
 * adapter's requests cannot be passed to `new Request(request, init)`. The client address the
 * adapter (srvx) puts on its requests comes along.
 */
export function copyRequest(request: Request, headers: Headers, body?: Uint8Array<ArrayBuffer>): Request {
  const withoutBody = request.method === 'GET' || request.method === 'HEAD'
  const copy = new Request(request.url, {
    method: request.method,
    headers,
    signal: request.signal,
    ...(withoutBody ? {} : { body: body ?? request.body, duplex: 'half' }),
  } as RequestInit)
  return withClientAddress(copy, request)
}

/**
 * A page request (GET or HEAD) as the renderer gets it: the same URL and headers, without the
 * client's abort signal. A render the visitor leaves goes on to fill the page cache for the next
 * one (it holds a limiter slot for milliseconds), and Start does not log the closed connection as
 * a server error with a stack trace (a flood's end logged dozens).
 */
export function pageRequest(request: Request, url: string): Request {
  const copy = new Request(url, { method: request.method, headers: request.headers })
  return withClientAddress(copy, request)
}

/** The client address the adapter (srvx) puts on its requests, carried to a copy. */
function withClientAddress(copy: Request, request: Request): Request {
  const ip = (request as Request & { ip?: string }).ip
  if (ip !== undefined) Object.defineProperty(copy, 'ip', { value: ip, enumerable: true })
  return copy
}
