import { baseLocale, type Locale } from '../../app.config.ts'
import { paraglideUrlPatterns } from './url-patterns.ts'

/**
 * The browser's Paraglide runtime: the production client build puts this module in place of
 * `paraglide/runtime.js` (scripts/client-runtime.ts). With the site's strategy (the URL, then the
 * base locale) the browser needs only `getLocale`, `localizeUrl` and `deLocalizeUrl`, over the
 * site's own patterns (app/i18n/url-patterns.ts): literal paths, `:param` segments and a trailing
 * `/:path(.*)?`. Paraglide's generic runtime (URLPattern, its caches and fast paths, strategies the
 * site never uses) is about 2 KB gzipped; tests/unit/runtime-client.test.ts checks that this one
 * gives the same answers.
 */
type Compiled = { pattern: string; regExp: RegExp; localized: Array<[Locale, string, RegExp]> }

const toRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split(/(\/:[A-Za-z0-9_]+\(\.\*\)\?|:[A-Za-z0-9_]+)/)
      .map((part) => {
        const name = /^\/?:([A-Za-z0-9_]+)/.exec(part)?.[1]
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        return part.startsWith('/') ? `(?:/(?<${name}>.*))?` : `(?<${name}>[^/]+)`
      })
      .join('')}$`,
  )

const patterns: Compiled[] = paraglideUrlPatterns().map(({ pattern, localized }) => ({
  pattern,
  regExp: toRegExp(pattern),
  localized: localized.map(([locale, path]) => [locale, path, toRegExp(path)]),
}))

/** A pattern filled with the values matched, keeping the URL's query and hash. */
function fill(pattern: string, groups: Record<string, string | undefined>, url: URL): URL {
  const path = pattern.replace(/(\/?):([A-Za-z0-9_]+)(\(\.\*\)\?)?/g, (_, slash: string, name: string) => {
    const value = groups[name]
    return value === undefined ? '' : `${slash}${value}`
  })
  const next = new URL(path || '/', url.origin)
  next.search = url.search
  next.hash = url.hash
  return next
}

const groupsOf = (regExp: RegExp, url: URL) => {
  const match = regExp.exec(url.pathname)
  return match ? (match.groups ?? {}) : undefined
}

let lastHref: string | undefined
let lastLocale: Locale = baseLocale

/** The language of a URL: that of the first pattern one of whose localized paths it matches. */
function localeOf(url: URL): Locale {
  if (url.href === lastHref) return lastLocale
  let found: Locale = baseLocale
  search: for (const { localized } of patterns) {
    for (const [locale, , regExp] of localized) {
      if (regExp.test(url.pathname)) {
        found = locale
        break search
      }
    }
  }
  lastHref = url.href
  lastLocale = found
  return found
}

export const getLocale = (): Locale => localeOf(new URL(window.location.href))

export function localizeUrl(url: string | URL, options?: { locale?: Locale }): URL {
  const locale = options?.locale ?? getLocale()
  const from = typeof url === 'string' ? new URL(url) : url
  for (const { regExp, localized } of patterns) {
    const target = localized.find(([code]) => code === locale)?.[1]
    for (const [, , localRegExp] of localized) {
      const groups = groupsOf(localRegExp, from)
      if (groups && target !== undefined) return fill(target, groups, from)
    }
    const groups = groupsOf(regExp, from)
    if (groups && target !== undefined) return fill(target, groups, from)
  }
  return from
}

export function deLocalizeUrl(url: string | URL): URL {
  const from = typeof url === 'string' ? new URL(url) : url
  for (const { pattern, regExp, localized } of patterns) {
    for (const [, , localRegExp] of localized) {
      const groups = groupsOf(localRegExp, from)
      if (groups) return fill(pattern, groups, from)
    }
    const groups = groupsOf(regExp, from)
    if (groups) return fill(pattern, groups, from)
  }
  return from
}
