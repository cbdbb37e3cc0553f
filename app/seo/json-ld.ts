import { company } from '../../app.config.ts'

/**
 * JSON for a `<script type="application/ld+json">`, with `<` escaped so no string in it
 * (an article title, say) can close the script tag. Also valid as a literal in an inline script
 * (app/site/scripts-after-paint.ts): the line separators that engines before ES2019 reject are escaped too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * The business record of SPEC §3: name, description, url, the one phone visitors call, e-mail,
 * address, area served, the hours the contact section states and the price range per m².
 */
export function businessJsonLd(input: {
  siteUrl: string
  url: string
  description: string
  serviceTypes: string[]
  logo: string
  image: string
  /** The price range in the page's language (the calculator's rates per m²). */
  priceRange: string
}) {
  const madrid = company.offices.madrid
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': `${input.siteUrl}/#business`,
    name: company.name,
    legalName: company.legalName,
    description: input.description,
    url: input.url,
    logo: input.logo,
    image: input.image,
    telephone: company.phone.tel,
    email: company.email.general,
    foundingDate: String(company.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: madrid.street,
      postalCode: madrid.postalCode,
      addressLocality: madrid.city,
      addressRegion: madrid.region,
      addressCountry: madrid.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: company.openingHours.days.map((day) => `https://schema.org/${day}`),
        opens: company.openingHours.opens,
        closes: company.openingHours.closes,
      },
    ],
    priceRange: input.priceRange,
    areaServed: { '@type': 'Country', name: 'Spain' },
    knowsAbout: input.serviceTypes,
    makesOffer: input.serviceTypes.map((serviceType) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', serviceType },
    })),
    sameAs: Object.values(company.social),
  }
}

/** The site itself, on the home page: its name, its address in the page's language, its language. */
export function websiteJsonLd(input: { siteUrl: string; url: string; locale: string; description: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${input.siteUrl}/#website`,
    name: company.name,
    url: input.url,
    description: input.description,
    inLanguage: input.locale,
    publisher: { '@id': `${input.siteUrl}/#business` },
  }
}
