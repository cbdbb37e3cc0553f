import { m } from '../paraglide/messages.js'
import { QuoteButton } from '../quote/QuoteButton'
import { PageHero } from '../ui/PageHero'

export type ServiceKey = 'integral' | 'buildings' | 'kitchen' | 'bathroom'

const copy: Record<ServiceKey, () => { title: string; lead: string }> = {
  integral: () => ({ title: m.nav_services_integral(), lead: m.service_intro_integral() }),
  buildings: () => ({ title: m.nav_services_buildings(), lead: m.service_intro_buildings() }),
  kitchen: () => ({ title: m.nav_services_kitchen(), lead: m.service_intro_kitchen() }),
  bathroom: () => ({ title: m.nav_services_bathroom(), lead: m.service_intro_bathroom() }),
}

/** A service landing page (SPEC §2.5). */
export function ServicePage({ service }: { service: ServiceKey }) {
  const { title, lead } = copy[service]()
  return (
    <PageHero eyebrow={m.nav_services()} title={title} lead={lead}>
      <QuoteButton size="lg">{m.common_quote_cta()}</QuoteButton>
    </PageHero>
  )
}

export const serviceSeo: Record<ServiceKey, () => { title: string; description: string; keywords: string }> = {
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
