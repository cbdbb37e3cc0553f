import { company } from '../../app.config.ts'

/** schema.org Service for a service landing page, provided by the business record. */
export function serviceJsonLd(input: {
  siteUrl: string
  url: string
  name: string
  description: string
  image: string
  serviceType: string
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    image: input.image,
    serviceType: input.serviceType,
    url: input.url,
    areaServed: { '@type': 'Country', name: 'Spain' },
    provider: { '@type': 'GeneralContractor', '@id': `${input.siteUrl}/#business`, name: company.name },
  }
}

/** schema.org BreadcrumbList from (name, absolute URL) pairs, in order. */
export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}
