import { externalLinks, type Locale } from '../../app.config.ts'

/** The loan provider's page with the campaign's tracking parameters and the visitor's language. */
export function financingUrl(locale: Locale): string {
  const url = new URL(externalLinks.financing)
  for (const [name, value] of Object.entries(externalLinks.financingCampaign)) url.searchParams.set(name, value)
  url.searchParams.set('utm_content', `home-${locale}`)
  return url.href
}
