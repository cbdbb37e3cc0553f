import { createFileRoute } from '@tanstack/react-router'
import { hasEstimate, parseCalculatorSearch } from '../calculator/search'
import { faqJsonLd } from '../home/faq'
import { HomePage } from '../home/HomePage'
import { getHomeCopy } from '../home/home.functions'
import { absoluteUrl, getLocale } from '../i18n/locale'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head'
import { websiteJsonLd } from '../seo/json-ld'
import { shareCard, shareCardPath } from '../seo/share-image'
import { siteUrl } from '../site/site'

export const Route = createFileRoute('/')({
  // The calculator's inputs (SPEC §3): an estimate is a link, validated and clamped here.
  validateSearch: parseCalculatorSearch,
  loader: () => getHomeCopy({ data: { locale: getLocale() } }),
  // The copy never changes while the page is open: moving the calculator must not refetch it.
  staleTime: Number.POSITIVE_INFINITY,
  // The hero image is the largest paint: React preloads it from its <img fetchPriority="high">.
  // A shared estimate (/?m2=…) is titled as the calculator; its canonical stays the home page.
  head: ({ match, loaderData }) =>
    pageHead({
      ...(hasEstimate(match.search)
        ? {
            title: m.seo_calculator_title(),
            description: m.seo_calculator_description(),
            keywords: m.seo_calculator_keywords(),
          }
        : { title: m.seo_home_title(), description: m.seo_home_description(), keywords: m.seo_home_keywords() }),
      pathname: match.pathname,
      locale: getLocale(),
      // The hero picture's card (scripts/share-images.ts), described as the hero describes it.
      ...(loaderData
        ? { image: { url: `${siteUrl}${shareCardPath('home')}`, ...shareCard, alt: loaderData.hero.imageAlt } }
        : {}),
      jsonLd: [
        websiteJsonLd({
          siteUrl,
          url: absoluteUrl('/', getLocale()),
          locale: getLocale(),
          description: m.seo_home_description(),
        }),
        ...(loaderData ? [faqJsonLd(loaderData.faq.items)] : []),
      ],
    }),
  component: () => <HomePage copy={Route.useLoaderData()} />,
})
