// Serves the production build (dist/): hashed assets with a year of caching, other public files
// briefly cached, everything else through the app's server entry; text compressed (br, gzip);
// security headers on every response.
//
//   node scripts/serve.ts          a deployment: SITE_URL and BLOG_STORE must be set (docs/deploy.md)
//   node scripts/serve.ts --demo   `npm start`: the embedded blog with its sample posts
import { existsSync } from 'node:fs'
import { serve } from 'srvx'
import { compressResponse } from './compress.ts'
import { loadStaticFiles, serveStaticFile } from './static-files.ts'

// React and the other libraries the server bundle imports from node_modules choose their
// production build by NODE_ENV when first loaded: without it, every render ran React's
// development build (several times slower, with its checks and warnings).
process.env.NODE_ENV ??= 'production'
// An optional .env (variables already set win); without one, nothing to say.
const siteUrlFromEnvironment = process.env.SITE_URL
if (existsSync('.env')) process.loadEnvFile('.env')
if (process.argv.includes('--demo')) process.env.SITE_DEMO ??= '1'
// The demo's canonicals follow the port it serves on (app/site/site.ts). A SITE_URL that only .env
// sets names the deployment's public origin: the demo leaves it aside, and says so.
if (process.env.SITE_DEMO === '1' && siteUrlFromEnvironment === undefined && process.env.SITE_URL !== undefined) {
  console.log(
    `The demo ignores SITE_URL=${process.env.SITE_URL} from .env (it is for npm run serve); its pages name http://localhost:${process.env.PORT || 3000}`,
  )
  delete process.env.SITE_URL
}

type App = {
  fetch: (request: Request) => Promise<Response>
  checkEnvironment: () => void
  close: () => Promise<void>
  listPages: () => Promise<number>
  startNote?: (origin: string) => string | undefined
}
let app: App
try {
  app = ((await import(new URL('../dist/server/server.js', import.meta.url).href)) as { default: App }).default
  app.checkEnvironment()
} catch (error) {
  // One line naming the variable, not a stack trace.
  console.error(error instanceof Error && error.message.startsWith('Invalid environment') ? error.message : error)
  process.exit(1)
}

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '127.0.0.1'

const files = loadStaticFiles('dist/client')

let stopping = false
const server = serve({
  port,
  hostname,
  silent: true,
  gracefulShutdown: false,
  // The app reads server-function bodies itself, counting bytes as they arrive (chunked or not),
  // and answers 413 past 64 KiB (app/server.ts). This is the adapter's backstop for any other read:
  // it stops at 1 MiB, destroying the connection (a limit equal to the app's would destroy it
  // before the app could answer its 413).
  maxRequestBodySize: 1024 * 1024,
  middleware: [
    // Once the server is stopping, every answer closes its connection after it is sent, so a
    // keep-alive client does not hold the stop until its connection times out (five seconds).
    async (_request, next) => {
      const response = await next()
      if (!stopping) return response
      const closing = new Response(response.body, response)
      closing.headers.set('Connection', 'close')
      return closing
    },
    (request, next) => {
      const { pathname } = new URL(request.url)
      return serveStaticFile(files, request, pathname) ?? next()
    },
  ],
  fetch: async (request) => compressResponse(request, await app.fetch(request)),
})
await server.ready()

// SIGTERM / SIGINT: stop accepting, let requests in flight finish, close the blog store, exit.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (stopping) return
    stopping = true
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    // Idle keep-alive connections close now (Node's close does that); busy ones after their
    // answer, which says `Connection: close` (the first middleware).
    await server.close().catch(() => {})
    await app
      .close()
      .catch((error: unknown) =>
        console.error(`closing the data store: ${error instanceof Error ? error.message : error}`),
      )
    process.exit(0)
  })
}
// Reads the sitemap now, which opens the blog store (the embedded Postgres takes a few seconds)
// rather than on a visitor, and lists the site's pages: the render limit never refuses those.
await app.listPages().catch((error: unknown) => console.error(`listing the site's pages: ${String(error)}`))
const origin = `http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${port}`
console.log(`Serving the production build on ${origin}`)
// The measurement panel: where it is, and in the demo its login (user demo, password demo).
const panelNote = app.startNote?.(origin)
if (panelNote) console.log(panelNote)
