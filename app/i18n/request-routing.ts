import { baseLocale, type Locale, locales, type ScreenRoute } from '../../app.config.ts'
import { deLocalizeUrl, extractLocaleFromUrl, localizeUrl } from '../paraglide/runtime.js'
import { preferredLocale } from './accept-language.ts'
import { screenOf } from './screens.ts'

/** What an unprefixed (Spanish) page response depends on besides its URL (crawlers are not redirected). */
export const unprefixedVary = 'Cookie, Accept-Language, User-Agent'

/**
 * What a crawler's page gets instead of the shared-cache policy when a visitor with its language
 * would have been redirected: a CDN keyed on the language must not keep it for those visitors.
 */
export const crawlerCacheControl = 'private, no-cache'

export type RoutingDecision =
  | { kind: 'redirect'; status: 307 | 308; location: string; vary?: string }
  | {
      kind: 'render'
      vary?: string
      /** The screen a canonical page URL shows. */
      screen?: ScreenRoute
      /** A crawler kept on the Spanish page that a visitor with its language would leave. */
      crawler?: true
    }

/**
 * Search engines' and link previewers' crawlers, by user agent. They index each language at its
 * own URL (hreflang), so an unprefixed URL must show them the Spanish page, whatever language
 * they send.
 */
const crawlerAgents =
  /\b(Googlebot|Google-InspectionTool|GoogleOther|Storebot-Google|AdsBot-Google|Mediapartners-Google|APIs-Google|bingbot|BingPreview|msnbot|adidxbot|DuckDuckBot|DuckDuckGo-Favicons-Bot|YandexBot|YandexMobileBot|YandexImages|Baiduspider|Applebot|Slurp|Sogou|SeznamBot|Qwantbot|Qwantify|PetalBot|Yeti|NaverBot|ia_archiver|facebookexternalhit|Facebot|Twitterbot|LinkedInBot|Pinterestbot|Slackbot|TelegramBot|WhatsApp|Discordbot)\b/i

export const isCrawler = (userAgent: string | null) => userAgent !== null && crawlerAgents.test(userAgent)

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
 * URL's language, and, on unprefixed URLs only, the stored preference then Accept-Language
 * (except for crawlers, which always get the page of the URL).
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
  const preferred = preferredLocale(request)
  if (preferred && preferred !== baseLocale) {
    if (isCrawler(request.headers.get('user-agent')))
      return { kind: 'render', vary: unprefixedVary, screen, crawler: true }
    const target = localizeUrl(internal, { locale: preferred })
    return { kind: 'redirect', status: 307, location: target.pathname + url.search, vary: unprefixedVary }
  }
  return { kind: 'render', vary: unprefixedVary, screen }
}
