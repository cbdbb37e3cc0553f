import { defaultParseSearch, defaultStringifySearch } from '@tanstack/router-core'
import { homePaths, resourcesPaths } from '../../app.config.ts'
import { parseResourcesSearch } from '../blog/resources-search'
import { parseCalculatorSearch } from '../calculator/search'

/**
 * What a page URL's query means to the site (issue 15). Ads and newsletters add tracking
 * parameters to every landing; none of them changes a page. Only two screens read their query:
 * the home page's calculator (an estimate is a link) and the resources list (search, category).
 * Everything else in a query is ignored, so every variant of a page URL shows, and is cached as,
 * one normalized URL: its path and the parameters it understands, validated, clamped, in a fixed
 * order. Tracking parameters (utm_*, gclid, fbclid, msclkid…) are simply among the ignored ones.
 * Runs on the server (cache key, the URL a page is rendered for) and in the browser (the
 * address bar is set to the same URL before hydration, so both render the same links).
 */

type SearchParser = (raw: Record<string, unknown>) => Record<string, unknown>

/**
 * How each screen reads its query (the home page and the resources list, by their paths in every
 * language): the same functions as its route's `validateSearch`. Screens not listed understand none.
 */
const searchParsers: [paths: Record<string, string>, parse: SearchParser][] = [
  [homePaths, parseCalculatorSearch],
  [resourcesPaths, parseResourcesSearch],
]

/** The localized paths (all languages) of the screens that read their query. */
const pathParsers = new Map<string, SearchParser>(
  searchParsers.flatMap(([paths, parse]) => Object.values(paths).map((path) => [path, parse] as const)),
)

/**
 * The query of `pathname` reduced to what its page understands, as the router writes it
 * (`?m2=80&type=standard&rooms=3&baths=1&kitchen=1`), or '' when nothing is left.
 */
export function normalizedSearch(pathname: string, search: string): string {
  if (search === '' || search === '?') return ''
  const parse = pathParsers.get(pathname)
  if (!parse) return ''
  // Parsed as the router parses it, so `?q=12` and `?q="12"` are the same search, as on the page.
  return defaultStringifySearch(parse(defaultParseSearch(search)))
}

/** The page-cache key of a URL: its path and its normalized query. */
export const pageKey = (url: URL) => url.pathname + normalizedSearch(url.pathname, url.search)
