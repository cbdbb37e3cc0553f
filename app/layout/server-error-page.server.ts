import { baseLocale } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'
import { extractLocaleFromUrl } from '../paraglide/runtime.js'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** When rendering itself fails: a self-contained 500 page in the URL's language. */
export function renderServerErrorPage(request: Request): Response {
  let locale = baseLocale
  try {
    locale = extractLocaleFromUrl(request.url) ?? baseLocale
  } catch {}
  const home = locale === baseLocale ? '/' : `/${locale}`
  const t = (text: string) => escapeHtml(text)
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t(m.error_title({}, { locale }))}</title><style>body{font-family:system-ui,sans-serif;background:#fbf9f5;color:#16223a;display:grid;place-items:center;min-height:100vh;margin:0;padding:1.5rem;text-align:center}a{display:inline-block;margin-top:1.5rem;background:#a44e28;color:#fff;padding:.8rem 1.4rem;border-radius:.75rem;text-decoration:none;font-weight:600}</style></head><body><main><h1>${t(m.error_heading({}, { locale }))}</h1><p>${t(m.error_text({}, { locale }))}</p><a href="${home}">${t(m.error_back({}, { locale }))}</a></main></body></html>`
  return new Response(html, {
    status: 500,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
