import { m } from '../paraglide/messages.js'
import { homePath, plainPageHtml, plainPageLocale } from '../site/plain-page.server'

/** When rendering itself fails: a self-contained 500 page in the URL's language. */
export function renderServerErrorPage(request: Request): Response {
  const locale = plainPageLocale(request)
  const html = plainPageHtml({
    locale,
    title: m.error_title({}, { locale }),
    heading: m.error_heading({}, { locale }),
    text: m.error_text({}, { locale }),
    links: [[homePath(locale), m.error_back({}, { locale })]],
    style:
      'body{font-family:system-ui,sans-serif;background:#fbf9f5;color:#16223a;display:grid;place-items:center;min-height:100vh;margin:0;padding:1.5rem;text-align:center}a{display:inline-block;margin-top:1.5rem;background:#a44e28;color:#fff;padding:.8rem 1.4rem;border-radius:.75rem;text-decoration:none;font-weight:600}',
  })
  return new Response(html, {
    status: 500,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
