import cyrillicFont from '@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url'
import latinFont from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url'
import displayCyrillicFont from '@fontsource-variable/noto-serif-display/files/noto-serif-display-cyrillic-wght-normal.woff2?url'
import displayLatinFont from '@fontsource-variable/noto-serif-display/files/noto-serif-display-latin-wght-normal.woff2?url'
import type { AnyRouteMatch } from '@tanstack/react-router'
import { formatEuros } from '../i18n/format'
import { absoluteUrl, getLocale, type Locale } from '../i18n/locale'
import { m } from '../paraglide/messages.js'
import { builtSiteUrl, demoSiteUrlMeta, siteUrl } from '../site/site'
import { documentTitle } from './head'
import { businessJsonLd, serializeJsonLd } from './json-ld'
import { defaultShareCardPath } from './share-image'

/**
 * What every page's head carries: charset, viewport, icons, the stylesheet, the business
 * record; and the title of the not-found and error states, which have no route head of their own.
 */
/** What the business's structured data takes from the features (the root route hands it in). */
export type BusinessFacts = {
  /** The services offered, in the page's language. */
  serviceTypes: () => string[]
  /** The calculator's rates per m², for the price range. */
  ratesPerSquareMeter: number[]
}

export function rootHead({
  matches,
  stylesheet,
  firstFrameAfter,
  business,
}: {
  matches: AnyRouteMatch[]
  stylesheet: string
  /** The id of the element the first frame waits for: one after everything the page shows. */
  firstFrameAfter: string
  business: BusinessFacts
}) {
  const locale = getLocale()
  const failed = matches.some((match) => match.status === 'error')
  // `_notFound` marks the match that shows the not-found page when no route matched at all.
  const missing = matches.some((match) => match.status === 'notFound' || match._notFound === true)
  const articleMissing = missing && matches.some((match) => match.routeId === '/recursos/blog/$slug')
  const stateTitle = failed
    ? m.error_title()
    : articleMissing
      ? documentTitle(m.seo_article_notfound_title())
      : missing
        ? documentTitle(m.seo_notfound_title())
        : undefined

  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#16223a' },
      { name: 'format-detection', content: 'telephone=no' },
      // The demo on another port than its build's: the browser renders with the server's origin.
      ...(siteUrl === builtSiteUrl ? [] : [{ name: demoSiteUrlMeta, content: siteUrl }]),
      ...(stateTitle
        ? [
            { title: stateTitle },
            { name: 'description', content: m.seo_notfound_description() },
            { name: 'robots', content: 'noindex, follow' },
          ]
        : []),
    ],
    links: [
      // No frame before the whole page is parsed (up to the element after the footer). On a busy phone
      // Chromium paints a half-parsed document: the header's quote button not there yet, so its
      // phone and language moved 300 px when it came (a layout shift; CI caught CLS 0.001 on
      // /ru/resursy). The HTML is one 70–110 KB response, parsed in milliseconds; browsers without
      // rel=expect (Firefox, Safari before 18.2) ignore it.
      { rel: 'expect', href: `#${firstFrameAfter}`, blocking: 'render' as const },
      { rel: 'stylesheet', href: stylesheet },
      // The text font arrives with the stylesheet; with font-display: optional it then never swaps late.
      // The file the page's language needs first: Cyrillic on Russian pages (their headings), then
      // Latin (figures, the brand); Latin alone elsewhere. Round 22: the headings' face (the H1 is
      // the first screen's largest text) the same way, first.
      ...(locale === 'ru'
        ? [displayCyrillicFont, cyrillicFont, displayLatinFont, latinFont]
        : [displayLatinFont, latinFont]
      ).map((href) => ({
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href,
        crossOrigin: 'anonymous' as const,
      })),
      { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      { rel: 'manifest', href: '/site.webmanifest' },
      { rel: 'sitemap', type: 'application/xml', href: '/sitemap.xml' },
    ],
    scripts: [
      {
        type: 'application/ld+json',
        children: serializeJsonLd(
          businessJsonLd({
            siteUrl,
            url: absoluteUrl('/', locale),
            description: m.seo_business_description(),
            serviceTypes: business.serviceTypes(),
            logo: `${siteUrl}/icon-512.png`,
            image: `${siteUrl}${defaultShareCardPath}`,
            priceRange: priceRange(business.ratesPerSquareMeter, locale),
          }),
        ),
      },
    ],
  }
}

/** The calculator's lowest and highest rate per m², in the page's language: `600–1.200 €/m²`. */
export function priceRange(rates: number[], locale: Locale): string {
  return `${formatEuros(Math.min(...rates), locale)}–${formatEuros(Math.max(...rates), locale)}/m²`
}
