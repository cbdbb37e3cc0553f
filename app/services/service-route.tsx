import { absoluteUrl, getLocale } from '../i18n/locale'
import { serviceLinks } from '../layout/navigation'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head'
import { breadcrumbJsonLd, serviceJsonLd } from '../seo/service-json-ld'
import { shareCard, shareCardPath } from '../seo/share-image'
import { siteUrl } from '../site/site'
import { getServiceCopy } from './service.functions'
import type { ServiceKey } from './services'

const seo: Record<ServiceKey, () => { title: string; description: string; keywords: string }> = {
  integral: () => ({
    title: m.seo_integral_title(),
    description: m.seo_integral_description(),
    keywords: m.seo_integral_keywords(),
  }),
  buildings: () => ({
    title: m.seo_buildings_title(),
    description: m.seo_buildings_description(),
    keywords: m.seo_buildings_keywords(),
  }),
  kitchen: () => ({
    title: m.seo_kitchen_title(),
    description: m.seo_kitchen_description(),
    keywords: m.seo_kitchen_keywords(),
  }),
  bathroom: () => ({
    title: m.seo_bathroom_title(),
    description: m.seo_bathroom_description(),
    keywords: m.seo_bathroom_keywords(),
  }),
}

/** Loader and head of a service landing page; each route file passes its service and names the component. */
export function serviceRouteOptions(service: ServiceKey) {
  return {
    loader: () => getServiceCopy({ data: { service, locale: getLocale() } }),
    staleTime: Number.POSITIVE_INFINITY,
    head: ({
      match,
      loaderData,
    }: {
      match: { pathname: string }
      loaderData?: Awaited<ReturnType<typeof getServiceCopy>>
    }) => {
      const locale = getLocale()
      const texts = seo[service]()
      const url = absoluteUrl(match.pathname, locale)
      return pageHead({
        ...texts,
        pathname: match.pathname,
        locale,
        // The hero picture's card (scripts/share-images.ts), described as the page describes it.
        ...(loaderData
          ? { image: { url: `${siteUrl}${shareCardPath(service)}`, ...shareCard, alt: loaderData.features.imageAlt } }
          : {}),
        jsonLd: loaderData
          ? [
              serviceJsonLd({
                siteUrl,
                url,
                name: loaderData.title,
                description: texts.description,
                image: `${siteUrl}${loaderData.heroImagePath}`,
                // The service as the page's language names it (the menu's label).
                serviceType: serviceLinks().find((link) => link.key === service)?.label ?? loaderData.title,
              }),
              breadcrumbJsonLd([
                { name: loaderData.breadcrumbHome, url: absoluteUrl('/', locale) },
                { name: loaderData.eyebrow, url },
              ]),
            ]
          : [],
      })
    },
  }
}
