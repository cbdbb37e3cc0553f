import type { RoutingDecision } from '../../i18n/request-routing'

/** The app's renderer: the framework's fetch handler (or a test's stand-in). */
export type Render = (request: Request) => Response | Promise<Response>

/** One request on its way through the server's stages (app/server.ts lists them in order). */
export type Exchange = {
  /** The request as the next stage sees it: stages may hand on a copy (a body read, a cleaner URL). */
  readonly request: Request
  /** The URL as it arrived. */
  readonly url: URL
  /** Its page-cache key: path plus the query the page reads (app/site/page-url.ts). */
  readonly key: string
  /** What the language stage decided; `{ kind: 'render' }` until then. */
  readonly decision: RoutingDecision
  /** The cache holds a copy of this page, fresh or expired: its render goes in the priority lane. */
  readonly known: boolean
  /** A request rendering again after a shared render that was not kept: it may be refused. */
  readonly retry?: boolean
  readonly render: Render
}

export type Next = (exchange: Exchange) => Promise<Response>

/** A stage answers by itself, or hands the exchange (maybe changed) to the next one. */
export type Stage = (exchange: Exchange, next: Next) => Promise<Response>

/**
 * The stages chained in order, `last` at the end. A stage may call `next` more than once (the
 * page store renders again when a shared render was not one it keeps).
 */
export function pipeline(stages: readonly Stage[], last: Next): Next {
  const at = (index: number): Next => {
    const stage = stages[index]
    if (!stage) return last
    const next = at(index + 1)
    return (exchange) => stage(exchange, next)
  }
  return at(0)
}

export const serverFunctionPrefix = '/_serverFn/'

export const isServerFunction = (path: string) => path.startsWith(serverFunctionPrefix)

/** robots.txt, the sitemap, the feeds: routes that answer a file rather than a page. */
export const isFilePath = (path: string) => /\.[A-Za-z0-9]+$/.test(path)

export const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html')

export const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD'
