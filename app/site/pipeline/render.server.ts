import { localeCookie, locales } from '../../../app.config.ts'
import { paraglideMiddleware } from '../../paraglide/server.js'
import { nonceHeader } from '../csp-nonce'
import { checkEnvironment } from '../deploy-env.server'
import { logLine, logPath } from '../log.server'
import { withQuietErrors } from '../quiet-errors.server'
import { copyRequest } from '../request-body.server'
import { scriptsAfterPaint } from '../scripts-after-paint'
import { newNonce, ownScriptHashes, pageCsp, providerSources, withoutNonce } from '../security-headers'
import { siteUrl } from '../site'
import { badRequest } from './bad-request.server'
import { type Exchange, isHtml, isServerFunction } from './exchange'

/**
 * The app itself: the framework renders the page (or runs the server function) with Paraglide's
 * locale, and the page gets its Content-Security-Policy. The end of the pipeline.
 */
export function renderApp(serverErrorPage: (request: Request) => Response) {
  return (exchange: Exchange) => renderWith(exchange, serverErrorPage)
}

async function renderWith(
  { request, render, decision }: Exchange,
  serverErrorPage: (request: Request) => Response,
): Promise<Response> {
  const serverFunction = isServerFunction(new URL(request.url).pathname)
  // A fresh nonce for this render only: the framework stamps it on the scripts it writes, and
  // only those get into the page's CSP (sealPage). Whatever a client sent in its place is dropped.
  const nonce = serverFunction ? '' : newNonce()
  const headers = new Headers(request.headers)
  if (nonce) headers.set(nonceHeader, nonce)
  else headers.delete(nonceHeader)
  const own = copyRequest(request, headers)
  let response: Response
  let errors: string[] = []
  try {
    checkEnvironment(process.env, siteUrl)
    if (serverFunction) {
      ;({ value: response, errors } = await withQuietErrors(async () => paraglideMiddleware(own, () => render(own))))
    } else {
      response = await paraglideMiddleware(own, () => render(own))
    }
  } catch (error) {
    if (serverFunction) return badRequest(own, error)
    console.error(`500 ${logPath(own.url)}`, error)
    return serverErrorPage(own)
  }
  if (serverFunction) return serverFunctionAnswer(own, response, errors)
  if (response.status === 404) console.warn(`404 ${logPath(own.url)}`)
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
    return badRequest(request, errors[0])
  }
  if (response.status === 400)
    console.warn(logLine(`400 ${logPath(request.url)}`, errors[0] ?? 'input of the wrong shape'))
  else for (const line of errors) console.error(logLine(line))
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
  headers.set('Content-Security-Policy', pageCsp({ scriptHashes: ownScriptHashes(html, nonce), ...providerSources() }))
  headers.delete('content-length')
  // Not-found pages: a CDN may keep them a minute, like the blog (a post published since shows up).
  if (response.status === 404 && !headers.has('cache-control')) headers.set('Cache-Control', notFoundCacheControl)
  return new Response(withoutNonce(html, nonce), { status: response.status, statusText: response.statusText, headers })
}

const notFoundCacheControl = 'public, max-age=0, s-maxage=60'
