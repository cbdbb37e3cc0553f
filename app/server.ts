import handler from '@tanstack/react-start/server-entry'
import { categoryPagePaths } from './blog/category-pages'
import { renderServerErrorPage } from './layout/server-error-page.server'
import { measurementBeacon } from './measurement/beacon.server'
import {
  flushMeasurementForStop,
  isServerless,
  measurementQueue,
  panelStartNote,
} from './measurement/measurement.server'
import { panel } from './measurement/panel.server'
import { panelLogin } from './measurement/panel-auth.server'
import { getMeasurementStore } from './measurement/store.server'
import { withClientRequest } from './site/client-address.server'
import { checkEnvironment } from './site/deploy-env.server'
import { listSitePages } from './site/listed-pages.server'
import { PageCache } from './site/page-cache.server'
import { pageKey } from './site/page-url'
import { bodyLimit } from './site/pipeline/body-limit.server'
import { canonicalUrl } from './site/pipeline/canonical-url.server'
import { cspReport } from './site/pipeline/csp-report.server'
import { pipeline, type Render } from './site/pipeline/exchange'
import { health } from './site/pipeline/health.server'
import { languageDecision } from './site/pipeline/language.server'
import { pageCacheHit } from './site/pipeline/page-cache-hit.server'
import { pageStore } from './site/pipeline/page-store.server'
import { refusals } from './site/pipeline/refusals.server'
import { renderApp } from './site/pipeline/render.server'
import { renderLimit } from './site/pipeline/render-limit.server'
import { securityHeaders } from './site/pipeline/security-headers.server'
import { RenderLimiter } from './site/render-limit.server'
import { siteUrl } from './site/site'

/** Rendered pages, kept in memory (docs/decisions/007, 008, 013). */
const pageCache = new PageCache()
/** Renders the cache cannot absorb wait for their turn, or get a 503 (issue 15). */
const renderLimiter = new RenderLimiter()

/**
 * Every request, through these stages in order; each answers by itself or hands on to the next
 * (app/site/pipeline/, one module each). The page cache sits here, in front of the framework,
 * rather than in Start's request middleware (docs/decisions/013-server-pipeline.md).
 */
const stages = pipeline(
  [
    securityHeaders, //  on every answer, whichever stage below gives it (it sees each one last)
    health(pageCache), // /healthz (what the cache holds only for a request from this machine)
    cspReport(), //      /csp-report: one log line per report, a few per address and minute
    measurementBeacon(measurementQueue, { waitForWrite: isServerless }), // POST /m: checked, queued, 204 (issue 24)
    panel({ login: panelLogin(process.env), store: getMeasurementStore, flush: () => measurementQueue.flush() }), // /panel
    canonicalUrl, //     308 to the one canonical spelling of a path
    pageCacheHit(pageCache), // a kept page, without routing or rendering
    refusals, //         405, 413 by Content-Length, 400 for a server-function id that is not ours
    bodyLimit, //        a server function's body, read up to 64 KiB
    languageDecision, // the language's slug, the cookie, Accept-Language: redirect or the page to render
    pageStore(pageCache), // one shared render per page, kept; the expired copy if its re-render fails
    renderLimit(renderLimiter), // one render at a time, a short queue, then 503; server functions per address
  ],
  renderApp(renderServerErrorPage), // the framework's render, sealed with the page's Content-Security-Policy
)

/** One request through the stages; `render` is the framework (or a test's stand-in). */
export function handleRequest(request: Request, render: Render): Promise<Response> {
  const url = new URL(request.url)
  return stages({ request, url, key: pageKey(url), decision: { kind: 'render' }, known: false, render })
}

/**
 * For the server's shutdown: write every queued measurement event, then close the database the
 * blog and the measurement share, and say so in one line.
 */
async function close() {
  const written = await flushMeasurementForStop()
  const { closeDatabase } = await import('./data/database.server')
  await closeDatabase()
  console.log(
    `Stopped after ${Math.round(process.uptime())} s: requests in flight answered, ${written} measurement events written, data store closed`,
  )
}
// A nitro build (NITRO_PRESET) never calls the entry's `close`: app/nitro/close-app.ts calls this.
;(globalThis as { __appClose?: () => Promise<void> }).__appClose = close

// A plain entry rather than createServerEntry: its request scope answers a bare 400 to a path
// that is not valid percent-encoding before any of this runs.
export default {
  // The platform's request stays at hand for the client address (app/site/client-address.server.ts).
  fetch: (request: Request) => withClientRequest(request, () => handleRequest(request, (req) => handler.fetch(req))),
  /** For the Node server's start: every missing or malformed variable, one line each, stops it. */
  checkEnvironment: () => checkEnvironment(process.env, siteUrl),
  close,
  /** For the Node server's start: the panel's address and, in the demo, its login. */
  startNote: (origin: string) => panelStartNote(process.env, origin),
  /** For the Node server's start: reads the sitemap (opening the blog store) and lists the site's pages. */
  listPages: () =>
    listSitePages(
      (path) => handleRequest(new Request(new URL(path, siteUrl)), (req) => handler.fetch(req)),
      categoryPagePaths(),
    ),
  /**
   * The same as `fetch`, with the framework's answer passed through `alter` before the server's
   * own steps (CSP, cache). Only tests/e2e/fixture-server.ts calls it, to show that a script
   * injected into a render does not run; nothing in the production servers does.
   */
  fetchAltered: (request: Request, alter: (response: Response) => Promise<Response>) =>
    handleRequest(request, async (req) => alter(await handler.fetch(req))),
}
