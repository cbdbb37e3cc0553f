import handler from '@tanstack/react-start/server-entry'
import { routeRequest } from './i18n/request-routing'
import { renderServerErrorPage } from './layout/server-error-page.server'
import { paraglideMiddleware } from './paraglide/server.js'
import { logPath } from './site/log.server'

/** Every request: the URL rules of SPEC §2.1, then the app in the URL's language. */
export async function handleRequest(request: Request, render: (request: Request) => Response | Promise<Response>) {
  request = withDecodablePath(request)
  const decision = routeRequest(request)
  if (decision.kind === 'redirect') {
    const headers = new Headers({ Location: decision.location })
    if (decision.vary) headers.set('Vary', decision.vary)
    return new Response(null, { status: decision.status, headers })
  }
  let response: Response
  try {
    response = await paraglideMiddleware(request, () => render(request))
  } catch (error) {
    console.error(`500 ${logPath(request.url)}`, error)
    return renderServerErrorPage(request)
  }
  if (response.status === 404) console.warn(`404 ${logPath(request.url)}`)
  if (decision.vary) {
    response = new Response(response.body, response)
    response.headers.append('Vary', decision.vary)
  }
  return response
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

// A plain entry rather than createServerEntry: its request scope answers a bare 400 to a path
// that is not valid percent-encoding before any of this runs.
export default {
  fetch: (request: Request) => handleRequest(request, (req) => handler.fetch(req)),
  /** For the Node server's shutdown: close the blog store cleanly. */
  close: async () => {
    const { closeBlogStore } = await import('./blog/store.server')
    await closeBlogStore()
  },
}
