import { createHash } from 'node:crypto'
import handler from '@tanstack/react-start/server-entry'
import { baseLocale, localeCookie, locales, quoteProvider, type ScreenRoute } from '../app.config.ts'
import { localeFromCookieHeader } from './i18n/locale-cookie'
import { crawlerCacheControl, type RoutingDecision, routeRequest } from './i18n/request-routing'
import { renderServerErrorPage } from './layout/server-error-page.server'
import { extractLocaleFromHeader } from './paraglide/runtime.js'
import { paraglideMiddleware } from './paraglide/server.js'
import { renderBusyPage } from './site/busy-page.server'
import { canonicalPath, maxPagePathLength, shortenedPath } from './site/canonical-path'
import { withClientRequest } from './site/client-address.server'
import { nonceHeader } from './site/csp-nonce'
import { receiveCspReport } from './site/csp-report.server'
import { checkEnvironment } from './site/deploy-env.server'
import { logPath } from './site/log.server'
import { type CachedPage, PageCache } from './site/page-cache.server'
import { pageKey } from './site/page-url'
import { withQuietErrors } from './site/quiet-errors.server'
import { busy, RenderLimiter } from './site/render-limit.server'
import { copyRequest, pageRequest, readBoundedBody } from './site/request-body.server'
import { scriptsAfterPaint } from './site/scripts-after-paint'
import {
  applySecurityHeaders,
  cspReportPath,
  newNonce,
  ownScriptHashes,
  pageCsp,
  withoutNonce,
} from './site/security-headers'
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
  if (path === cspReportPath) return secure(await receiveCspReport(request))
  // One URL per page, before the cache: only canonical paths are ever looked up or kept. This
  // also folds `//host/...`, which would read as another origin further on.
  const canonical = canonicalPath(path)
  if (canonical !== path) return secure(redirectToCanonical(request, canonical))
  // The hot path: a kept page needs no routing. Kept paths are canonical; an unprefixed one is
  // served only to a visitor the routing would not send to another language. The key drops what
  // the page does not read (utm_*, gclid…) and normalizes what it does (app/site/page-url.ts).
  const key = pageKey(url)
  if (request.method === 'GET' || request.method === 'HEAD') {
    const hit = pageCache.get(key)
    if (hit && (!hit.unprefixed || staysInSpanish(request))) return fromCache(request, hit, key)
  }
  const refused = refuse(request, path)
  if (refused) return secure(refused)
  if (path.startsWith(serverFunctionPrefix)) {
    // Server function ids are sha256 hex: anything else is not ours (and would log a stack trace).
    if (!/^\/_serverFn\/[0-9a-f]{64}$/.test(path)) return secure(badServerFunctionCall(request))
    // The body is read here, counting bytes as they arrive (chunked or not), up to the limit.
    if (request.method === 'POST') {
      const bounded = await readBoundedBody(request, maxBodyBytes)
      if (bounded === 'too-large') return secure(payloadTooLarge())
      request = bounded
    }
  }
  request = withDecodablePath(request)
  // Too long to be a page: the not-found page for its first hundred characters.
  if (path.length > maxPagePathLength && !path.startsWith(serverFunctionPrefix)) {
    const short = new URL(request.url)
    short.pathname = shortenedPath(short.pathname)
    request = copyRequest(new Request(short, { method: request.method }), new Headers(request.headers))
  }
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
  if (page) return keptFromSharedCaches(decision, fromCache(request, page, key))
  // Not a page the cache keeps (a 404, the store down, too busy): this request's own render, or a
  // new one for a request that waited on someone else's.
  return finish(request, own ?? (await renderLimited(normalized, render, decision, known)))
}

/** The page streams as React renders it: the render holds its slot until its body is complete. */
async function rendered(response: Response): Promise<Response> {
  if (!response.body || [204, 205, 304].includes(response.status)) return response
  return new Response(await response.arrayBuffer(), response)
}

/** The page request in its normalized form, detached from the client's signal (`pageRequest`). */
function withNormalizedQuery(request: Request): Request {
  const url = new URL(request.url)
  const normalized = pageKey(url)
  return pageRequest(request, new URL(normalized, url).href)
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
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return payloadTooLarge()
  return undefined
}

const payloadTooLarge = () =>
  new Response('Payload Too Large', {
    status: 413,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * One 308 to the canonical form of a path (app/site/canonical-path.ts), query kept. When that form
 * itself redirects (a trailing slash, another language's slug), straight to the final address.
 */
function redirectToCanonical(request: Request, canonical: string): Response {
  const url = new URL(request.url)
  url.pathname = canonical
  let location = url.pathname + url.search
  const decision = routeRequest(new Request(url, { method: request.method === 'HEAD' ? 'HEAD' : 'GET' }))
  if (decision.kind === 'redirect' && decision.status === 308) location = decision.location
  return new Response(null, {
    status: 308,
    headers: { Location: location, 'Cache-Control': cachePolicy.screen.cacheControl },
  })
}

function badServerFunctionCall(request: Request, error?: unknown): Response {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const reason = message ? `: ${message.slice(0, 120).replace(/\s+/g, ' ')}` : ''
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
  // A fresh nonce for this render only: the framework stamps it on the scripts it writes, and
  // only those get into the page's CSP (sealPage). Whatever a client sent in its place is dropped.
  const nonce = serverFunction ? '' : newNonce()
  const headers = new Headers(request.headers)
  if (nonce) headers.set(nonceHeader, nonce)
  else headers.delete(nonceHeader)
  request = copyRequest(request, headers)
  let response: Response
  let errors: string[] = []
  try {
    checkEnvironment(process.env, siteUrl)
    if (serverFunction) {
      ;({ value: response, errors } = await withQuietErrors(async () =>
        paraglideMiddleware(request, () => render(request)),
      ))
    } else {
      response = await paraglideMiddleware(request, () => render(request))
    }
  } catch (error) {
    if (serverFunction) return badServerFunctionCall(request, error)
    console.error(`500 ${logPath(request.url)}`, error)
    return renderServerErrorPage(request)
  }
  if (serverFunction) return serverFunctionAnswer(request, response, errors)
  if (response.status === 404) console.warn(`404 ${logPath(request.url)}`)
  response = await sealPage(response, nonce)
  if (decision.kind === 'render' && decision.vary) {
    response = new Response(response.body, response)
    response.headers.append('Vary', decision.vary)
    // The same for Netlify's CDN, as a cache key it can use: the cookie, and the browser's language
    // among the site's (docs/deploy.md).
    response.headers.set('Netlify-Vary', `cookie=${localeCookie.name},language=${locales.map((l) => l.code).join('|')}`)
  }
  return response
}

/**
 * Our server functions answer their own failures (503 when the store is down, 400 for input of
 * the wrong shape) and never throw: a 500 from one is a call that is not ours (unknown id, a body
 * that is not JSON or not multipart). Each refused call is one log line; no answer is cached.
 */
function serverFunctionAnswer(request: Request, response: Response, errors: string[]): Response {
  if (response.status === 500) {
    void response.body?.cancel().catch(() => {})
    return badServerFunctionCall(request, errors[0])
  }
  if (response.status === 400) console.warn(`400 ${logPath(request.url)}: ${errors[0] ?? 'input of the wrong shape'}`)
  else for (const line of errors) console.error(line)
  const answer = new Response(response.body, response)
  if (!answer.headers.has('cache-control')) answer.headers.set('Cache-Control', 'no-store')
  return answer
}

/**
 * A rendered HTML page with its Content-Security-Policy: its scripts asked for after the first
 * paint (app/site/scripts-after-paint.ts), the hashes of the scripts that carry this render's
 * nonce, then the page without the nonce. Any other page stays as it is.
 */
async function sealPage(response: Response, nonce: string): Promise<Response> {
  if (!isHtml(response) || !response.body) return response
  // The dev server's scripts (Vite's client, hot reload) start as Vite writes them.
  const rendered = await response.text()
  const html = import.meta.env.PROD ? scriptsAfterPaint(rendered, nonce) : rendered
  const headers = new Headers(response.headers)
  headers.set(
    'Content-Security-Policy',
    pageCsp({ scriptHashes: ownScriptHashes(html, nonce), providerOrigins: providerOrigins() }),
  )
  headers.delete('content-length')
  // Not-found pages: a CDN may keep them a minute, like the blog (a post published since shows up).
  if (response.status === 404 && !headers.has('cache-control')) headers.set('Cache-Control', notFoundCacheControl)
  return new Response(withoutNonce(html, nonce), { status: response.status, statusText: response.statusText, headers })
}

const notFoundCacheControl = 'public, max-age=0, s-maxage=60'

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
  applySecurityHeaders(headers, pageCspOf(response))
  return {
    body: new TextEncoder().encode(body) as Uint8Array<ArrayBuffer>,
    headers: [...headers],
    etag,
    expires: Date.now() + policy.ttlMs,
    unprefixed,
  }
}

/** A crawler's Spanish page at an unprefixed URL is not stored under its language's cache key. */
function keptFromSharedCaches(decision: RoutingDecision, response: Response): Response {
  if (decision.kind === 'render' && decision.crawler) response.headers.set('Cache-Control', crawlerCacheControl)
  return response
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
  const headers = applySecurityHeaders(new Headers(response.headers), pageCspOf(response))
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

/** The policy sealPage gave a rendered page; pages made elsewhere (the 500 page) allow no inline script. */
function pageCspOf(response: Response): string {
  return (
    response.headers.get('content-security-policy') ?? pageCsp({ scriptHashes: [], providerOrigins: providerOrigins() })
  )
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
  const body = JSON.stringify({ status: 'ok', uptimeSeconds: Math.round(process.uptime()), cache: pageCache.stats })
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

/** For the server's shutdown: close the blog store cleanly, and say so in one line. */
async function close() {
  const { closeBlogStore } = await import('./blog/store.server')
  await closeBlogStore()
  console.log(`Stopped after ${Math.round(process.uptime())} s: requests in flight answered, blog store closed`)
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
  /**
   * The same as `fetch`, with the framework's answer passed through `alter` before the server's
   * own steps (CSP, cache). Only tests/e2e/fixture-server.ts calls it, to show that a script
   * injected into a render does not run; nothing in the production servers does.
   */
  fetchAltered: (request: Request, alter: (response: Response) => Promise<Response>) =>
    handleRequest(request, async (req) => alter(await handler.fetch(req))),
}
