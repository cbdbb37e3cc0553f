import { baseLocale, type Locale, locales, type ScreenRoute } from '../../app.config.ts'
import { deLocalizeUrl, extractLocaleFromHeader, extractLocaleFromUrl, localizeUrl } from '../paraglide/runtime.js'
import { localeFromCookieHeader } from './locale-cookie.ts'
import { screenOf } from './screens.ts'

/** What an unprefixed (Spanish) page response depends on besides its URL. */
export const unprefixedVary = 'Cookie, Accept-Language'

export type RoutingDecision =
  | { kind: 'redirect'; status: 307 | 308; location: string; vary?: string }
  | { kind: 'render'; vary?: string /** The screen a canonical page URL shows. */; screen?: ScreenRoute }

/**
 * The internal URL of the screen a URL names, also when its slug belongs to another language
 * (`/en/reformas-cocinas`, `/de/resources`): the prefix says the language, the slug the screen.
 */
function screenUrl(url: URL, locale: Locale): URL | undefined {
  const direct = deLocalizeUrl(url)
  if (screenOf(direct.pathname)) return direct
  const rest = locale === baseLocale ? url.pathname : url.pathname.slice(locale.length + 1) || '/'
  for (const other of locales) {
    if (other.code === locale) continue
    const candidate = new URL(url)
    candidate.pathname = other.code === baseLocale ? rest : `/${other.code}${rest === '/' ? '' : rest}`
    const internal = deLocalizeUrl(candidate)
    if (screenOf(internal.pathname) && extractLocaleFromUrl(candidate) === other.code) return internal
  }
  return undefined
}

const isPagePath = (pathname: string) => !pathname.startsWith('/_') && !/\.[A-Za-z0-9]+$/.test(pathname)

/**
 * The URL rules of SPEC §2.1 that run before rendering: no trailing slash, the right slug for the
 * URL's language, and, on unprefixed URLs only, the stored preference then Accept-Language.
 */
export function routeRequest(request: Request): RoutingDecision {
  if (request.method !== 'GET' && request.method !== 'HEAD') return { kind: 'render' }
  const url = new URL(request.url)
  if (!isPagePath(url.pathname)) return { kind: 'render' }

  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    const stripped = url.pathname.replace(/\/+$/, '') || '/'
    if (!stripped.startsWith('//')) return { kind: 'redirect', status: 308, location: stripped + url.search }
  }

  let locale: Locale
  let internal: URL | undefined
  try {
    locale = extractLocaleFromUrl(url) ?? baseLocale
    internal = screenUrl(url, locale)
  } catch {
    return { kind: 'render' } // malformed paths fall through to the router's 404
  }
  if (!internal) return { kind: 'render' }

  const canonical = localizeUrl(internal, { locale })
  if (canonical.pathname !== url.pathname) {
    return { kind: 'redirect', status: 308, location: canonical.pathname + url.search }
  }

  const screen = screenOf(internal.pathname)
  if (locale !== baseLocale) return { kind: 'render', screen }
  const preferred = localeFromCookieHeader(request.headers.get('cookie')) ?? extractLocaleFromHeader(request)
  if (preferred && preferred !== baseLocale) {
    const target = localizeUrl(internal, { locale: preferred })
    return { kind: 'redirect', status: 307, location: target.pathname + url.search, vary: unprefixedVary }
  }
  return { kind: 'render', vary: unprefixedVary, screen }
}
