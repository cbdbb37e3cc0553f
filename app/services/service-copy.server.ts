import type { Locale } from '../../app.config.ts'
import { formatEuros } from '../i18n/format'
import { type MessageKey, translator } from '../i18n/translator.server'
import { priceAnchor } from './price-anchor'
import type { ServiceKey } from './services'

/** The sample testimonial each service page quotes (the home page's, labelled as sample texts). */
const testimonialOf: Record<ServiceKey, 1 | 2 | 3> = { integral: 2, buildings: 3, kitchen: 1, bathroom: 3 }

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

/**
 * The hero's facts that nothing else on the page states (design round 15: each fact said once). The
 * kitchens' 3D design and 3–4 weeks are the variant band's and the headline's, the bathrooms' weeks
 * and days the headline's and the variant's, licences and subsidies the buildings' headline and
 * «Compromisos», the warranty a reason in «Compromisos» on three pages, the one site manager the
 * full renovations' lead: only the full renovations' written warranty is the strip's alone.
 */
const heroPoints: Record<ServiceKey, number[]> = { integral: [3], buildings: [], kitchen: [], bathroom: [] }

/** Everything a service landing page says, in one language (sent as loader data). */
export function serviceCopy(service: ServiceKey, locale: Locale) {
  const tr = translator(locale)
  const t = (suffix: string) => tr(`svc_${service}_${suffix}` as MessageKey)
  return {
    service,
    cta: tr('common_quote_cta'),
    eyebrow: t('hero_eyebrow'),
    title: t('hero_title'),
    lead: t('hero_lead'),
    points: heroPoints[service].map((n) => t(`hero_point_${n}`)),
    features: {
      title: t('features_title'),
      lead: t('features_lead'),
      items: range(5).map((n) => t(`feature_${n}`)),
      imageAlt: t('features_image_alt'),
    },
    advantages: {
      title: t('advantages_title'),
      items: range(4).map((n) => ({ title: t(`adv_${n}_title`), text: t(`adv_${n}_text`) })),
    },
    variant: {
      title: t('variant_title'),
      text: t('variant_text'),
      points: range(4).map((n) => t(`variant_point_${n}`)),
    },
    gallery: {
      title: t('gallery_title'),
      lead: t('gallery_lead'),
      items: range(6).map((n) => ({
        title: t(`gallery_${n}_title`),
        text: t(`gallery_${n}_text`),
        alt: t(`gallery_${n}_alt`),
      })),
    },
    price: servicePrice(service, locale),
    testimonial: {
      title: tr('svc_testimonial_title'),
      quote: tr(`cases_testimonial_${testimonialOf[service]}`),
      author: tr(`cases_testimonial_${testimonialOf[service]}_author`),
      location: tr(`cases_testimonial_${testimonialOf[service]}_location`),
      sample: tr('cases_testimonials_sample'),
    },
    breadcrumbHome: tr('nav_home'),
    breadcrumbServices: tr('nav_services'),
  }
}

export type ServiceCopy = ReturnType<typeof serviceCopy>

/** The price anchor in words: figures from the calculator's formula (see price-anchor.ts). */
function servicePrice(service: ServiceKey, locale: Locale) {
  const anchor = priceAnchor(service)
  if (!anchor) return null
  const tr = translator(locale)
  /**
   * «desde 6.800 €» in its parts (round 22): the amount is set as a figure, the word around it
   * («desde», «ab», «от») small, wherever a language puts it.
   */
  const from = (euros: number) => {
    const amount = formatEuros(euros, locale)
    const text = tr('svc_price_from', { price: amount })
    const at = text.indexOf(amount)
    // A translation without {price} would cut the sentence wrongly: show it whole as the figure.
    if (at < 0) return { text, before: '', amount: text, after: '' }
    return { text, before: text.slice(0, at).trim(), amount, after: text.slice(at + amount.length).trim() }
  }
  const rows =
    anchor.kind === 'finishes'
      ? anchor.rows.map((row) => ({
          label: tr(`calc_type_${row.type}`),
          from: from(row.fromEuros),
          search: row.search,
        }))
      : [{ label: null, from: from(anchor.fromEuros), search: anchor.search }]
  const line = anchor.kind === 'line' ? formatEuros(anchor.lineEuros, locale) : ''
  return {
    eyebrow: tr('svc_price_eyebrow'),
    note: tr(`svc_price_${service as 'integral' | 'kitchen' | 'bathroom'}_case`, { line }),
    link: tr('svc_price_link'),
    rows,
  }
}
