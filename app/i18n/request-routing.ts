import { baseLocale } from '../../app.config.ts'
import { deLocalizeUrl, extractLocaleFromHeader, extractLocaleFromUrl, localizeUrl } from '../paraglide/runtime.js'
import { localeFromCookieHeader } from './locale-cookie.ts'
import { screenOf } from './screens.ts'

/** What an unprefixed (Spanish) page response depends on besides its URL. */
export const unprefixedVary = 'Cookie, Accept-Language'

export type RoutingDecision =
  | { kind: 'redirect'; status: 307 | 308; location: string; vary?: string }
  | { kind: 'render'; vary?: string }

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

  let internal: URL
  try {
    internal = deLocalizeUrl(url)
  } catch {
    return { kind: 'render' } // malformed paths fall through to the router's 404
  }
  if (!screenOf(internal.pathname)) return { kind: 'render' }

  const locale = extractLocaleFromUrl(url) ?? baseLocale
  const canonical = localizeUrl(internal, { locale })
  if (canonical.pathname !== url.pathname) {
    return { kind: 'redirect', status: 308, location: canonical.pathname + url.search }
  }

  if (locale !== baseLocale) return { kind: 'render' }
  const preferred = localeFromCookieHeader(request.headers.get('cookie')) ?? extractLocaleFromHeader(request)
  if (preferred && preferred !== baseLocale) {
    const target = localizeUrl(internal, { locale: preferred })
    return { kind: 'redirect', status: 307, location: target.pathname + url.search, vary: unprefixedVary }
  }
  return { kind: 'render', vary: unprefixedVary }
}
