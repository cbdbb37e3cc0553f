import { defaultParseSearch, defaultStringifySearch } from '@tanstack/router-core'
import * as v from 'valibot'
import { screens } from '../../app.config.ts'
import { ResourcesSearchSchema } from '../blog/resources-search'
import { CalculatorSearchSchema } from '../calculator/search'

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

/** The schema of the query each screen understands; screens not listed understand none. */
const searchSchemas = {
  '/': CalculatorSearchSchema,
  '/recursos': ResourcesSearchSchema,
} as const

/** The localized paths (all languages) of the screens that read their query. */
const pathSchemas = new Map<string, v.GenericSchema<Record<string, unknown>, Record<string, unknown>>>(
  (Object.keys(searchSchemas) as (keyof typeof searchSchemas)[]).flatMap((screen) =>
    Object.values(screens[screen]).map((path) => [path, searchSchemas[screen]] as const),
  ),
)

/**
 * The query of `pathname` reduced to what its page understands, as the router writes it
 * (`?m2=80&type=standard&rooms=3&baths=1&kitchen=1`), or '' when nothing is left.
 */
export function normalizedSearch(pathname: string, search: string): string {
  if (search === '' || search === '?') return ''
  const schema = pathSchemas.get(pathname)
  if (!schema) return ''
  // Parsed as the router parses it, so `?q=12` and `?q="12"` are the same search, as on the page.
  const parsed = v.safeParse(schema, defaultParseSearch(search))
  if (!parsed.success) return ''
  return defaultStringifySearch(parsed.output)
}

/** The page-cache key of a URL: its path and its normalized query. */
export const pageKey = (url: URL) => url.pathname + normalizedSearch(url.pathname, url.search)
