import * as v from 'valibot'
import { defaultSiteUrl } from '../../app.config.ts'

export const HttpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url('must be an absolute URL'),
  v.regex(/^https?:\/\//, 'must be http(s)'),
)

const SiteOrigin = v.pipe(
  HttpUrl,
  v.regex(/^https?:\/\/[^/]+\/?$/, 'must be an http(s) origin without a path, e.g. https://www.example.es'),
  v.transform((url) => url.replace(/\/+$/, '')),
)

/**
 * The public origin used in canonicals, hreflang, the sitemap and structured data. It is fixed
 * at build time (SITE_URL), like the prerendered pages that carry it.
 */
export function parseSiteUrl(value: string | undefined): string {
  const result = v.safeParse(SiteOrigin, value ?? defaultSiteUrl)
  if (!result.success) throw new Error(`Invalid environment variable SITE_URL: ${result.issues[0].message}`)
  return result.output
}
