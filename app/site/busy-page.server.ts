import { m } from '../paraglide/messages.js'
import { homePath, plainPageHtml, plainPageLocale } from './plain-page.server'

/** Seconds a visitor (or a crawler) is asked to wait before asking again. */
export const retryAfterSeconds = 5

/**
 * When too many pages are rendering (app/site/render-limit.server.ts): a small 503 page in the
 * URL's language, made without React, so refusing costs next to nothing.
 */
export function renderBusyPage(request: Request, pathAndQuery: string): Response {
  const locale = plainPageLocale(request)
  const html = plainPageHtml({
    locale,
    title: m.busy_title({}, { locale }),
    heading: m.busy_heading({}, { locale }),
    text: m.busy_text({}, { locale }),
    links: [
      [pathAndQuery, m.error_retry({}, { locale })],
      [homePath(locale), m.error_back({}, { locale })],
    ],
    style:
      'body{font-family:system-ui,sans-serif;background:#fbf9f5;color:#16223a;display:grid;place-items:center;min-height:100vh;margin:0;padding:1.5rem;text-align:center}a{display:inline-block;margin:1.5rem .5rem 0;padding:.8rem 1.4rem;border-radius:.75rem;text-decoration:none;font-weight:600;color:#a44e28;border:2px solid #a44e28}a:first-of-type{background:#a44e28;color:#fff}a:focus-visible{outline:3px solid #16223a;outline-offset:3px}',
  })
  return new Response(request.method === 'HEAD' ? null : html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfterSeconds),
    },
  })
}
