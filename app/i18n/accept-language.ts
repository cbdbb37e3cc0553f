import Negotiator from 'negotiator'
import { baseLocale, type Locale, locales } from '../../app.config.ts'
import { localeFromCookieHeader } from './locale-cookie.ts'

const codes = locales.map((locale) => locale.code)

/**
 * The site's language the browser prefers most, by `Accept-Language` as RFC 9110 §12.5.4 reads
 * it (through `negotiator`): optional spaces around `;q=`, any case, `en-GB` matching `en`, `q=0`
 * meaning "not this one", `*` meaning any language (Spanish, the site's first), and an entry
 * with a malformed weight ignored. Undefined when the header names none of the site's languages.
 */
export function browserLocale(header: string | null): Locale | undefined {
  if (!header?.trim()) return undefined
  const [best] = new Negotiator({ headers: { 'accept-language': header.slice(0, 1000) } }).languages(codes)
  return best as Locale | undefined
}

/** The stored preference (the language cookie), then the browser's language. */
export function preferredLocale(request: Request): Locale | undefined {
  return localeFromCookieHeader(request.headers.get('cookie')) ?? browserLocale(request.headers.get('accept-language'))
}

export const staysInBaseLocale = (request: Request) => (preferredLocale(request) ?? baseLocale) === baseLocale
