// Serves the production build (dist/): hashed assets with a year of caching, other public files
// briefly cached, everything else through the app's server entry; text compressed (br, gzip).
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { compressResponse } from './compress.ts'

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '127.0.0.1'
const { default: app } = (await import(new URL('../dist/server/server.js', import.meta.url).href)) as {
  default: { fetch: (request: Request) => Promise<Response>; close: () => Promise<void> }
}

const assets = staticMiddleware({ dir: 'dist/client', maxAge: 31536000, immutable: true })
const publicFiles = staticMiddleware({ dir: 'dist/client', maxAge: 3600 })

const server = serve({
  port,
  hostname,
  silent: true,
  gracefulShutdown: false,
  middleware: [
    (request, next) => {
      const { pathname } = new URL(request.url)
      // Paths that are not valid percent-encoding are the app's to answer (404), not a 400.
      try {
        decodeURI(pathname)
      } catch {
        return next()
      }
      if (pathname.startsWith('/assets/')) return assets(request, next)
      if (/\.[a-z0-9]+$/i.test(pathname)) return publicFiles(request, next)
      return next()
    },
  ],
  fetch: async (request) => compressResponse(request, await app.fetch(request)),
})
await server.ready()

// SIGTERM / SIGINT: stop accepting, let requests in flight finish, close the blog store, exit.
let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (stopping) return
    stopping = true
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    await server.close().catch(() => {})
    await app.close().catch((error: unknown) => console.error('closing the blog store:', error))
    process.exit(0)
  })
}
// Opens the blog store now (the embedded Postgres takes a few seconds) rather than on a visitor.
await fetch(`http://${hostname}:${port}/sitemap.xml`).catch(() => {})
console.log(`Serving the production build on http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${port}`)
