import { type Locale, locales } from '../../app.config.ts'
import { getLocale, localizeUrl } from '../paraglide/runtime.js'
import { siteUrl } from '../site/site.ts'

export type { Locale }
export { getLocale }

export function localeInfo(code: Locale) {
  const info = locales.find((l) => l.code === code)
  if (!info) throw new Error(`Unknown locale ${code}`)
  return info
}

/**
 * The localized path (with its query and hash) of an internal, canonical Spanish path:
 * `localizedHref('/reformas-cocinas?x=1#faq', 'en')` → `/en/kitchen-renovations?x=1#faq`.
 */
export function localizedHref(internalHref: string, locale: Locale): string {
  const url = localizeUrl(new URL(internalHref, siteUrl), { locale })
  return url.pathname + url.search + url.hash
}

/** The absolute public URL of an internal path in a language, without query, hash or trailing slash. */
export function absoluteUrl(internalPath: string, locale: Locale): string {
  const path = internalPath.length > 1 ? internalPath.replace(/\/+$/, '') : internalPath
  const url = localizeUrl(new URL(path, siteUrl), { locale })
  return siteUrl + url.pathname
}

/** Every language's URL of the same page, plus x-default (Spanish), for hreflang and sitemaps. */
export function alternateUrls(internalPath: string): Array<{ hreflang: string; href: string }> {
  const perLocale = locales.map((l) => ({ hreflang: l.code, href: absoluteUrl(internalPath, l.code) }))
  return [...perLocale, { hreflang: 'x-default', href: absoluteUrl(internalPath, 'es') }]
}
