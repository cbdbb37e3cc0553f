import { createHash } from 'node:crypto'
import handler from '@tanstack/react-start/server-entry'
import { baseLocale, localeCookie, locales, quoteProvider, type ScreenRoute } from '../app.config.ts'
import { localeFromCookieHeader } from './i18n/locale-cookie'
import { type RoutingDecision, routeRequest } from './i18n/request-routing'
import { renderServerErrorPage } from './layout/server-error-page.server'
import { extractLocaleFromHeader } from './paraglide/runtime.js'
import { paraglideMiddleware } from './paraglide/server.js'
import { renderBusyPage } from './site/busy-page.server'
import { withClientRequest } from './site/client-address.server'
import { checkEnvironment } from './site/deploy-env.server'
import { logPath } from './site/log.server'
import { type CachedPage, PageCache } from './site/page-cache.server'
import { pageKey } from './site/page-url'
import { busy, RenderLimiter } from './site/render-limit.server'
import { applySecurityHeaders, inlineScriptHashes, pageCsp } from './site/security-headers'
import { siteUrl } from './site/site'

type Render = (request: Request) => Response | Promise<Response>

/** How long a rendered page is served from memory, and what a CDN may do with it. */
const cachePolicy = {
  // Build-bound copy: one render an hour per page and language (the footer's year stays right).
  screen: { ttlMs: 60 * 60_000, cacheControl: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400' },
  // The blog follows its database within a minute.
  blog: { ttlMs: 60_000, cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' },
} as const

const blogScreens: ReadonlySet<ScreenRoute> = new Set(['/recursos', '/recursos/blog/$slug'])

const pageCache = new PageCache()
/** Renders the cache cannot absorb wait for their turn, or get a 503 (issue 15). */
const renderLimiter = new RenderLimiter()

/** Every request: health, the URL rules of SPEC §2.1, the page cache, the app, security headers. */
export async function handleRequest(request: Request, render: Render): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname
  if (path === '/healthz') return health(request)
  // The hot path: a kept page needs no routing. Kept paths are canonical; an unprefixed one is
  // served only to a visitor the routing would not send to another language. The key drops what
  // the page does not read (utm_*, gclid…) and normalizes what it does (app/site/page-url.ts).
  const key = pageKey(url)
  if (request.method === 'GET' || request.method === 'HEAD') {
    const hit = pageCache.get(key)
    if (hit && (!hit.unprefixed || staysInSpanish(request))) return fromCache(request, hit, key)
  }
  // `//host/...` would read as another origin further on: one slash, as browsers normalise it.
  if (path.startsWith('//')) {
    return secure(new Response(null, { status: 308, headers: { Location: path.replace(/^\/+/, '/') + url.search } }))
  }
  const refused = refuse(request, path)
  if (refused) return secure(refused)
  // Server function ids are sha256 hex: anything else is not ours (and would log a stack trace).
  if (path.startsWith(serverFunctionPrefix) && !/^\/_serverFn\/[0-9a-f]{64}$/.test(path)) {
    return secure(badServerFunctionCall(request))
  }
  request = withDecodablePath(request)
  const decision = routeRequest(request)
  if (decision.kind === 'redirect') {
    const headers = new Headers({ Location: decision.location })
    if (decision.vary) headers.set('Vary', decision.vary)
    return secure(new Response(null, { status: decision.status, headers }))
  }
  // Server functions and files (robots.txt, the sitemap, feeds) are not pages: they never wait
  // behind page renders (the sitemap is what opens the blog store at start).
  if (path.startsWith(serverFunctionPrefix) || /\.[A-Za-z0-9]+$/.test(path)) {
    return finish(request, await renderPage(request, render, decision))
  }
  // Every variant of a page URL is rendered as its normalized form, so they share one copy and the
  // HTML never echoes a parameter the page does not read (the browser shows that same URL).
  const normalized = withNormalizedQuery(request)
  const policy = cacheablePolicy(request, decision)
  if (!policy) return finish(request, await renderLimited(normalized, render, decision))

  const known = pageCache.has(key)
  let own: Response | undefined
  const page = await pageCache.getOrRender(key, async () => {
    // A HEAD is answered from the copy of the GET, which is what gets rendered and kept.
    const get = normalized.method === 'GET' ? normalized : new Request(normalized, { method: 'GET' })
    const response = await renderLimited(get, render, decision, known)
    const page = await toCachedPage(response, policy, Boolean(decision.vary))
    if (!page) own = response
    return page
  })
  if (page) return fromCache(request, page, key)
  // Not a page the cache keeps (a 404, the store down, too busy): this request's own render, or a
  // new one for a request that waited on someone else's.
  return finish(request, own ?? (await renderLimited(normalized, render, decision, known)))
}

/** The page streams as React renders it: the render holds its slot until its body is complete. */
async function rendered(response: Response): Promise<Response> {
  if (!response.body || [204, 205, 304].includes(response.status)) return response
  return new Response(await response.arrayBuffer(), response)
}

function withNormalizedQuery(request: Request): Request {
  const url = new URL(request.url)
  const normalized = pageKey(url)
  return normalized === url.pathname + url.search ? request : new Request(new URL(normalized, url), request)
}

/** A page render when a slot is free; past the limit, a 503 in the page's language with Retry-After. */
async function renderLimited(
  request: Request,
  render: Render,
  decision: RoutingDecision,
  known = false,
): Promise<Response> {
  const response = await renderLimiter.run(() => renderPage(request, render, decision).then(rendered), { known })
  if (response !== busy) return response
  const url = new URL(request.url)
  return renderBusyPage(request, url.pathname + url.search)
}

const serverFunctionPrefix = '/_serverFn/'
/** Server function payloads are a few hundred bytes; pages take no body at all. */
const maxBodyBytes = 64 * 1024

/** Methods and bodies the site does not take: 405 and 413, before any work. */
function refuse(request: Request, path: string): Response | undefined {
  const serverFunction = path.startsWith(serverFunctionPrefix)
  const allowed = serverFunction ? ['GET', 'POST'] : ['GET', 'HEAD']
  if (!allowed.includes(request.method)) {
    return new Response('Method Not Allowed', {
      status: 405,
      headers: { Allow: allowed.join(', '), 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) {
    return new Response('Payload Too Large', { status: 413, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  return undefined
}

function badServerFunctionCall(request: Request, error?: unknown): Response {
  const reason = error instanceof Error ? `: ${error.message.slice(0, 120).replace(/\s+/g, ' ')}` : ''
  console.warn(`400 ${logPath(request.url)}${reason}`)
  return new Response(JSON.stringify({ error: 'Bad request' }), {
    status: 400,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
}

/** Kept pages: canonical GET/HEAD URLs of a screen, under their normalized query (app/site/page-url.ts). */
function cacheablePolicy(request: Request, decision: RoutingDecision) {
  if (decision.kind !== 'render' || !decision.screen) return undefined
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  return blogScreens.has(decision.screen) ? cachePolicy.blog : cachePolicy.screen
}

async function renderPage(request: Request, render: Render, decision: RoutingDecision): Promise<Response> {
  const serverFunction = new URL(request.url).pathname.startsWith(serverFunctionPrefix)
  let response: Response
  try {
    checkEnvironment(process.env, siteUrl)
    response = await paraglideMiddleware(request, () => render(request))
  } catch (error) {
    if (serverFunction) return badServerFunctionCall(request, error)
    console.error(`500 ${logPath(request.url)}`, error)
    return renderServerErrorPage(request)
  }
  // Our server functions answer their own failures (503 when the store is down) and never throw:
  // a 500 from one is a call that is not ours (unknown id, payload of the wrong shape).
  if (serverFunction && response.status === 500) return badServerFunctionCall(request)
  if (response.status === 404) console.warn(`404 ${logPath(request.url)}`)
  if (decision.kind === 'render' && decision.vary) {
    response = new Response(response.body, response)
    response.headers.append('Vary', decision.vary)
    // The same for Netlify's CDN, as a cache key it can use: the cookie, and the browser's language
    // among the site's (docs/deploy.md).
    response.headers.set('Netlify-Vary', `cookie=${localeCookie.name},language=${locales.map((l) => l.code).join('|')}`)
  }
  return response
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html')

async function toCachedPage(
  response: Response,
  policy: (typeof cachePolicy)[keyof typeof cachePolicy],
  unprefixed: boolean,
): Promise<CachedPage | undefined> {
  if (response.status !== 200 || !isHtml(response) || response.headers.has('set-cookie')) return undefined
  const body = await response.text()
  if (body === '') return undefined
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', policy.cacheControl)
  headers.delete('content-length')
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
  headers.set('ETag', etag)
  headers.append('Vary', 'Accept-Encoding')
  applySecurityHeaders(headers, pageCspFor(body))
  return {
    body: new TextEncoder().encode(body) as Uint8Array<ArrayBuffer>,
    headers: [...headers],
    etag,
    expires: Date.now() + policy.ttlMs,
    unprefixed,
  }
}

/** An unprefixed URL stays Spanish unless the cookie or the browser asks for another language. */
function staysInSpanish(request: Request): boolean {
  const preferred = localeFromCookieHeader(request.headers.get('cookie')) ?? extractLocaleFromHeader(request)
  return !preferred || preferred === baseLocale
}

/** The kept page, compressed as the client accepts (each form made once per page). */
function fromCache(request: Request, page: CachedPage, key: string): Response {
  const headers = new Headers(page.headers)
  if (request.headers.get('if-none-match') === page.etag) return new Response(null, { status: 304, headers })
  const accepted = request.headers.get('accept-encoding') ?? ''
  let body = page.body
  if (/\bbr\b/.test(accepted)) {
    body = pageCache.encoded(key, page, 'br')
    headers.set('Content-Encoding', 'br')
  } else if (/\bgzip\b/.test(accepted)) {
    body = pageCache.encoded(key, page, 'gzip')
    headers.set('Content-Encoding', 'gzip')
  }
  headers.set('Content-Length', String(body.byteLength))
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}

/** Security headers on a response rendered for this request alone (HTML gets its hashes). */
async function finish(request: Request, response: Response): Promise<Response> {
  if (!isHtml(response) || !response.body) return secure(response)
  const body = await response.text()
  const headers = applySecurityHeaders(new Headers(response.headers), pageCspFor(body))
  headers.delete('content-length')
  return new Response(request.method === 'HEAD' ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

function secure(response: Response): Response {
  const copy = new Response(response.body, response)
  applySecurityHeaders(copy.headers)
  return copy
}

function pageCspFor(html: string) {
  return pageCsp({ scriptHashes: inlineScriptHashes(html), providerOrigins: providerOrigins() })
}

let origins: string[] | undefined
/** The quote form provider's hosts: its widget script (configurable) and its form frames. */
function providerOrigins(): string[] {
  if (!origins) {
    const script = process.env.QUOTE_FORM_SCRIPT_URL || quoteProvider.scriptUrl
    let scriptOrigin: string[] = []
    try {
      scriptOrigin = [new URL(script).origin]
    } catch {}
    origins = [...new Set([...scriptOrigin, ...quoteProvider.origins])]
  }
  return origins
}

function health(request: Request): Response {
  const body = JSON.stringify({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) })
  return secure(
    new Response(request.method === 'HEAD' ? null : body, {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    }),
  )
}

/**
 * A path that is not valid percent-encoding (`/%E0%A4%A`) would be a bare 400 from the framework;
 * escaping its `%` signs lets the router answer with the not-found page in the URL's language.
 */
function withDecodablePath(request: Request): Request {
  const url = new URL(request.url)
  try {
    decodeURI(url.pathname)
    return request
  } catch {
    url.pathname = url.pathname.replaceAll('%', '%25')
    return new Request(url, request)
  }
}

/** For the Node server's shutdown: close the blog store cleanly. */
async function close() {
  const { closeBlogStore } = await import('./blog/store.server')
  await closeBlogStore()
}
// A nitro build (NITRO_PRESET) never calls the entry's `close`: app/nitro/close-app.ts calls this.
;(globalThis as { __appClose?: () => Promise<void> }).__appClose = close

// A plain entry rather than createServerEntry: its request scope answers a bare 400 to a path
// that is not valid percent-encoding before any of this runs.
export default {
  // The platform's request stays at hand for the client address (app/site/client-address.server.ts).
  fetch: (request: Request) => withClientRequest(request, () => handleRequest(request, (req) => handler.fetch(req))),
  /** For the Node server's start: a missing or malformed variable stops it with one line. */
  checkEnvironment: () => checkEnvironment(process.env, siteUrl),
  close,
}
