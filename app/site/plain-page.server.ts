import { baseLocale, type Locale } from '../../app.config.ts'
import { extractLocaleFromUrl } from '../paraglide/runtime.js'

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The URL's language, Spanish when it has none or cannot be read. */
export function plainPageLocale(request: Request): Locale {
  try {
    return (extractLocaleFromUrl(request.url) as Locale | undefined) ?? baseLocale
  } catch {
    return baseLocale
  }
}

/** The language's home page path. */
export const homePath = (locale: Locale) => (locale === baseLocale ? '/' : `/${locale}`)

/**
 * A self-contained page made without React (error and busy answers): escaped texts, the page's own
 * small stylesheet, links as [href, label].
 */
export function plainPageHtml(page: {
  locale: Locale
  title: string
  heading: string
  text: string
  links: [href: string, label: string][]
  style: string
}): string {
  const t = escapeHtml
  const links = page.links.map(([href, label]) => `<a href="${t(href)}">${t(label)}</a>`).join('')
  return `<!doctype html><html lang="${page.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t(page.title)}</title><style>${page.style}</style></head><body><main><h1>${t(page.heading)}</h1><p>${t(page.text)}</p>${links}</main></body></html>`
}
