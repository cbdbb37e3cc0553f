import { LRUCache } from 'lru-cache'
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
  if (!header) return undefined
  // Bounded before it is a key: a real header is a few dozen characters.
  const bounded = header.slice(0, 1000)
  // Browsers send a handful of distinct headers: each is parsed once (a kept page is served in microseconds).
  const known = decided.get(bounded)
  if (known !== undefined) return known || undefined
  const locale = negotiate(bounded)
  decided.set(bounded, locale ?? '')
  return locale
}

const decided = new LRUCache<string, Locale | ''>({ max: 500 })

function negotiate(header: string): Locale | undefined {
  const wellFormed = header.split(',').filter((entry) => {
    const weight = /;\s*q\s*=\s*([^;\s]*)/i.exec(entry)?.[1]
    return entry.trim() !== '' && (weight === undefined || qvalue.test(weight))
  })
  if (wellFormed.length === 0) return undefined
  const [best] = new Negotiator({ headers: { 'accept-language': wellFormed.join(',') } }).languages(codes)
  return best as Locale | undefined
}

/** RFC 9110 §12.4.2: 0 to 1 with up to three decimals; an entry with any other weight is dropped. */
const qvalue = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/

/** The stored preference (the language cookie), then the browser's language. */
export function preferredLocale(request: Request): Locale | undefined {
  return localeFromCookieHeader(request.headers.get('cookie')) ?? browserLocale(request.headers.get('accept-language'))
}

export const staysInBaseLocale = (request: Request) => (preferredLocale(request) ?? baseLocale) === baseLocale
