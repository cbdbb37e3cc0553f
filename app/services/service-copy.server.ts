import type { Locale } from '../../app.config.ts'
import { type MessageKey, translator } from '../i18n/translator.server'
import type { ServiceKey } from './services'

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

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
    points: range(3).map((n) => t(`hero_point_${n}`)),
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
      eyebrow: t('variant_eyebrow'),
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
    breadcrumbHome: tr('nav_home'),
    breadcrumbServices: tr('nav_services'),
  }
}

export type ServiceCopy = ReturnType<typeof serviceCopy>
