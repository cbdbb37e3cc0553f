/**
 * A request body read up to a limit, counting the bytes as they arrive: a chunked body (no
 * Content-Length) is bounded exactly like a declared one. Reading stops at the first chunk past
 * the limit and the rest is never buffered, so a 30 MB upload costs at most the limit in memory.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Request | 'too-large'> {
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => {})
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
      await reader.cancel().catch(() => {})
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
  const ip = (request as Request & { ip?: string }).ip
  if (ip !== undefined) Object.defineProperty(copy, 'ip', { value: ip, enumerable: true })
  return copy
}
