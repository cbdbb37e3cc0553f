import { company, type Locale, locales } from '../../app.config.ts'
import { absoluteUrl, alternateUrls, localeInfo } from '../i18n/locale.ts'
import { m } from '../paraglide/messages.js'
import { siteUrl } from '../site/site.ts'
import { serializeJsonLd } from './json-ld.ts'
import { defaultShareCardPath, type OgImage, shareCard } from './share-image.ts'
import { documentTitle } from './title.ts'

export { documentTitle, maxTitleLength } from './title.ts'

/** The brand card, described in the page's language by what it shows: the name and the offices. */
export function defaultShareImage(locale: Locale): OgImage {
  return {
    url: `${siteUrl}${defaultShareCardPath}`,
    ...shareCard,
    alt: `${company.name} · ${m.footer_offices({}, { locale })}`,
  }
}

export type PageSeo = {
  /** The page's own title; the company name is appended where it fits (documentTitle). */
  title: string
  description: string
  keywords?: string
  /** The internal, canonical Spanish pathname of the page (the route's pathname). */
  pathname: string
  locale: Locale
  ogType?: 'website' | 'article'
  /** The link preview's picture (./share-image.ts); the brand card when none. */
  image?: OgImage
  /** Pages that must not be indexed (not found, errors). */
  noindex?: boolean
  /** An RSS feed to announce (the blog's pages). */
  feed?: { title: string; href: string }
  jsonLd?: unknown[]
}

/**
 * The whole SEO head of a page: title, description, keywords, canonical without query,
 * hreflang for every language plus x-default, Open Graph, Twitter card and JSON-LD.
 */
export function pageHead(seo: PageSeo) {
  const title = documentTitle(seo.title)
  const canonical = absoluteUrl(seo.pathname, seo.locale)
  const image = seo.image ?? defaultShareImage(seo.locale)
  const ogLocale = localeInfo(seo.locale).ogLocale
  const meta = [
    { title },
    { name: 'description', content: seo.description },
    ...(seo.keywords ? [{ name: 'keywords', content: seo.keywords }] : []),
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { property: 'og:site_name', content: company.name },
    { property: 'og:type', content: seo.ogType ?? 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: ogLocale },
    { property: 'og:image', content: image.url },
    ...(image.width ? [{ property: 'og:image:width', content: String(image.width) }] : []),
    ...(image.height ? [{ property: 'og:image:height', content: String(image.height) }] : []),
    ...(image.type ? [{ property: 'og:image:type', content: image.type }] : []),
    ...(image.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image.url },
    ...(image.alt ? [{ name: 'twitter:image:alt', content: image.alt }] : []),
  ]
  const links = seo.noindex
    ? []
    : [
        { rel: 'canonical', href: canonical },
        ...alternateUrls(seo.pathname).map(({ hreflang, href }) => ({ rel: 'alternate', hrefLang: hreflang, href })),
        ...(seo.feed
          ? [{ rel: 'alternate', type: 'application/rss+xml', title: seo.feed.title, href: seo.feed.href }]
          : []),
      ]
  const scripts = (seo.jsonLd ?? []).map((data) => ({ type: 'application/ld+json', children: serializeJsonLd(data) }))
  return { meta, links, scripts }
}

/**
 * og:locale:alternate repeats one property, which the router's head de-duplicates to one tag,
 * so the document shell renders these itself.
 */
export function alternateOgLocales(locale: Locale): string[] {
  return locales.filter((l) => l.code !== locale).map((l) => l.ogLocale)
}
