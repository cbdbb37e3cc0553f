import { baseLocale, type Locale, locales, screens } from '../../app.config.ts'

export type UrlPattern = { pattern: string; localized: Array<[Locale, string]> }

/** `/recursos/blog/$slug` → `/recursos/blog/:slug` (URLPattern syntax, as Paraglide reads it). */
export function toUrlPatternSyntax(path: string): string {
  return path.replace(/\$([A-Za-z0-9_]+)/g, ':$1')
}

/** Prefixed languages first: the unprefixed Spanish pattern would otherwise swallow them. */
const matchOrder: Locale[] = [...locales.map((l) => l.code).filter((code) => code !== baseLocale), baseLocale]

/**
 * Paraglide's `urlPatterns`, derived from the route config: one entry per screen, then the
 * catch-all that keeps the language of any other path (so a 404 speaks the URL's language).
 */
export function paraglideUrlPatterns(): UrlPattern[] {
  const perScreen = Object.entries(screens).map(([route, paths]) => ({
    pattern: toUrlPatternSyntax(route),
    localized: matchOrder.map((locale): [Locale, string] => [locale, toUrlPatternSyntax(paths[locale])]),
  }))
  const catchAll = {
    pattern: '/:path(.*)?',
    localized: matchOrder.map((locale): [Locale, string] => [
      locale,
      locale === baseLocale ? '/:path(.*)?' : `/${locale}/:path(.*)?`,
    ]),
  }
  return [...perScreen, catchAll]
}
