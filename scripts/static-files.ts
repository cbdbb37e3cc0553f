// The build's files (dist/client), read into memory at start with the .br / .gz copies
// scripts/precompress.ts wrote: served without a disk read, a stream or a compression per request.
// The whole folder is a few megabytes; a file that changes needs a new build and a restart anyway.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { applySecurityHeaders } from '../app/site/security-headers.ts'

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
}

type StaticFile = {
  body: Uint8Array<ArrayBuffer>
  br?: Uint8Array<ArrayBuffer>
  gzip?: Uint8Array<ArrayBuffer>
  headers: Record<string, string>
  etag: string
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* walk(path)
    else yield path
  }
}

const read = (path: string) => new Uint8Array(readFileSync(path))

/** Every file of `root` by URL path; hashed assets (/assets/) are cached for a year. */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  for (const path of walk(root)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue
    const urlPath = `/${relative(root, path).split(sep).join('/')}`
    const body = read(path)
    const hashed = urlPath.startsWith('/assets/')
    files.set(urlPath, {
      body,
      br: existsSync(`${path}.br`) ? read(`${path}.br`) : undefined,
      gzip: existsSync(`${path}.gz`) ? read(`${path}.gz`) : undefined,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      headers: {
        'Content-Type': types[extname(path).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      },
    })
  }
  return files
}

/** The file a GET or HEAD asks for, compressed as the client accepts; undefined when none. */
export function serveStaticFile(files: Map<string, StaticFile>, request: Request, pathname: string) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const file = files.get(pathname)
  if (!file) return undefined
  const headers = applySecurityHeaders(new Headers(file.headers))
  headers.set('ETag', file.etag)
  if (file.br || file.gzip) headers.set('Vary', 'Accept-Encoding')
  if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers })
  const accepted = request.headers.get('accept-encoding') ?? ''
  let body = file.body
  if (file.br && /\bbr\b/.test(accepted)) {
    body = file.br
    headers.set('Content-Encoding', 'br')
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    body = file.gzip
    headers.set('Content-Encoding', 'gzip')
  }
  headers.set('Content-Length', String(body.byteLength))
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}
