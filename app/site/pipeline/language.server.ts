import { routeRequest } from '../../i18n/request-routing'
import { maxPagePathLength, shortenedPath } from '../canonical-path'
import { pageKey } from '../page-url'
import { copyRequest, pageRequest } from '../request-body.server'
import { isFilePath, isServerFunction, type Stage } from './exchange'

/**
 * The URL rules of SPEC §2.1 (app/i18n/request-routing.ts): the right slug for the URL's
 * language, and on unprefixed URLs the stored preference, then the browser's language. A
 * redirect ends here; otherwise the decision travels on, and a page is rendered for its
 * normalized URL (the one its cache key names), detached from the client's signal.
 */
export const languageDecision: Stage = async (exchange, next) => {
  const path = exchange.url.pathname
  let request = withDecodablePath(exchange.request)
  // Too long to be a page: the not-found page for its first hundred characters.
  if (path.length > maxPagePathLength && !isServerFunction(path)) {
    const short = new URL(request.url)
    short.pathname = shortenedPath(short.pathname)
    request = copyRequest(new Request(short, { method: request.method }), new Headers(request.headers))
  }
  const decision = routeRequest(request)
  if (decision.kind === 'redirect') {
    const headers = new Headers({ Location: decision.location })
    if (decision.vary) headers.set('Vary', decision.vary)
    return new Response(null, { status: decision.status, headers })
  }
  // Every variant of a page URL is rendered as its normalized form, so they share one copy and the
  // HTML never echoes a parameter the page does not read (the browser shows that same URL).
  if (!isServerFunction(path) && !isFilePath(path)) {
    const url = new URL(request.url)
    request = pageRequest(request, new URL(pageKey(url), url).href)
  }
  return next({ ...exchange, request, decision })
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
