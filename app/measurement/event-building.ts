import { services } from '../../app.config.ts'
import type { Device, linkKinds, PageId, Template } from './events'

type LinkKind = (typeof linkKinds)[number]

/**
 * The pieces of an event the browser works out itself (issue 24), pure so they are unit tested:
 * nothing here keeps or reads anything that could tell one visitor from another.
 */

/** Device class from the viewport width: phone < 640 px ≤ tablet < 1024 px ≤ desktop. */
export const deviceOf = (width: number): Device => (width < 640 ? 'phone' : width < 1024 ? 'tablet' : 'desktop')

/** The referrer's host, only when it is another site (never its path or query). */
export function referrerHost(referrer: string, ownHost: string): string | undefined {
  try {
    const { hostname, protocol } = new URL(referrer)
    return protocol.startsWith('http') && hostname && hostname !== ownHost ? hostname.toLowerCase() : undefined
  } catch {
    return undefined
  }
}

/** A campaign value cut to what the contract accepts: letters, digits, space and `._~+-`. */
const campaignValue = (value: string | undefined) => {
  const clean = value
    ?.replace(/[^\p{L}\p{N} ._~+-]+/gu, '-')
    .trim()
    .slice(0, 100)
    .trim()
  return clean || undefined
}

/** The landing's campaign (app/quote/campaign.ts) as the contract's fields, absent ones left out. */
export function campaignOf(fields: Readonly<Record<string, string>>) {
  const campaign: { source?: string; medium?: string; campaign?: string; gclid?: boolean } = {}
  const source = campaignValue(fields.utm_source)
  const medium = campaignValue(fields.utm_medium)
  const name = campaignValue(fields.utm_campaign)
  if (source) campaign.source = source
  if (medium) campaign.medium = medium
  if (name) campaign.campaign = name
  if (fields.gclid) campaign.gclid = true
  return campaign
}

/** The page template of a screen, for Core Web Vitals: what is neither a service nor listed is legal. */
export function templateOf(page: PageId): Template {
  if (page === '/') return 'home'
  if (page === '/recursos') return 'resources'
  if (page === '/recursos/blog/$slug') return 'article'
  if (page === 'not-found') return 'not-found'
  return services.some((service) => service.route === page) ? 'service' : 'legal'
}

/** What kind of contact a followed link is: phone, e-mail, WhatsApp, or a link marked as financing. */
export function linkKindOf(href: string, marked?: string): LinkKind | undefined {
  if (marked === 'financing') return 'financing'
  if (href.startsWith('tel:')) return 'phone'
  if (href.startsWith('mailto:')) return 'email'
  if (/^https:\/\/(wa\.me|(api\.|web\.)?whatsapp\.com)\//.test(href)) return 'whatsapp'
  return undefined
}

/** The data attribute that marks a link to count by what it is rather than by its address. */
export const linkMark = 'data-measure-link'

/** A Core Web Vital as the contract reports it: whole milliseconds, CLS ×1000, within bounds. */
export function vitalValue(name: 'LCP' | 'INP' | 'CLS', value: number): number {
  return Math.min(600_000, Math.max(0, Math.round(name === 'CLS' ? value * 1000 : value)))
}
