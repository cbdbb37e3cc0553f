/**
 * The site's single configuration: languages, the localized path of every screen, the
 * company's facts and the external links. No other file spells a localized path.
 *
 * Values marked SAMPLE are believable stand-ins until the company supplies the real ones;
 * docs/launch-checklist.md lists every one of them.
 */
import type { FileRoutesByTo } from './app/routeTree.gen'

export const locales = [
  { code: 'es', name: 'Español', ogLocale: 'es_ES' },
  { code: 'en', name: 'English', ogLocale: 'en_GB' },
  { code: 'fr', name: 'Français', ogLocale: 'fr_FR' },
  { code: 'de', name: 'Deutsch', ogLocale: 'de_DE' },
  { code: 'ru', name: 'Русский', ogLocale: 'ru_RU' },
] as const

export type Locale = (typeof locales)[number]['code']
export const baseLocale: Locale = 'es'

/** The cookie that stores a language the visitor picked (functional, one year). */
export const localeCookie = { name: 'locale', maxAgeSeconds: 60 * 60 * 24 * 365 } as const

/** Routes that answer with a file, not a screen: they have no localized paths. */
type FileRoute = '/sitemap.xml' | '/robots.txt' | '/feeds/$feed'
/** Every page route of the router. A page route missing below fails `npm run typecheck`. */
export type ScreenRoute = Exclude<keyof FileRoutesByTo, FileRoute>

/**
 * The two screens that read their query (app/site/page-url.ts), as constants of their own: the
 * browser normalizes their URLs with these alone, without loading the whole table below.
 */
export const homePaths = { es: '/', en: '/en', fr: '/fr', de: '/de', ru: '/ru' } as const
export const resourcesPaths = {
  es: '/recursos',
  en: '/en/resources',
  fr: '/fr/ressources',
  de: '/de/ressourcen',
  ru: '/ru/resursy',
} as const

/**
 * The path of every screen in every language (SPEC §2.2). Keys are the router's route ids on the
 * canonical Spanish paths; `$slug` is a parameter kept as it is across languages.
 */
export const screens = {
  '/': homePaths,
  '/reformas-integrales': {
    es: '/reformas-integrales',
    en: '/en/house-renovation-spain',
    fr: '/fr/renovation-maison-espagne',
    de: '/de/hausrenovierung-spanien',
    ru: '/ru/remont-doma-ispania',
  },
  '/rehabilitacion-edificios': {
    es: '/rehabilitacion-edificios',
    en: '/en/building-rehabilitation',
    fr: '/fr/rehabilitation-batiments',
    de: '/de/gebaude-sanierung',
    ru: '/ru/reabilitatsiya-zdaniy',
  },
  '/reformas-cocinas': {
    es: '/reformas-cocinas',
    en: '/en/kitchen-renovations',
    fr: '/fr/renovations-cuisines',
    de: '/de/kuchen-renovierungen',
    ru: '/ru/remont-kukhon',
  },
  '/reformas-banos': {
    es: '/reformas-banos',
    en: '/en/bathroom-renovations',
    fr: '/fr/renovations-salles-bain',
    de: '/de/badezimmer-renovierungen',
    ru: '/ru/remont-vannykh',
  },
  '/recursos': resourcesPaths,
  '/aviso-legal': {
    es: '/aviso-legal',
    en: '/en/legal-notice',
    fr: '/fr/mentions-legales',
    de: '/de/impressum',
    ru: '/ru/pravovaya-informatsiya',
  },
  '/privacidad': {
    es: '/privacidad',
    en: '/en/privacy',
    fr: '/fr/confidentialite',
    de: '/de/datenschutz',
    ru: '/ru/konfidentsialnost',
  },
  '/cookies': { es: '/cookies', en: '/en/cookies', fr: '/fr/cookies', de: '/de/cookies', ru: '/ru/cookies' },
  '/recursos/blog/$slug': {
    es: '/recursos/blog/$slug',
    en: '/en/resources/blog/$slug',
    fr: '/fr/ressources/blog/$slug',
    de: '/de/ressourcen/blog/$slug',
    ru: '/ru/resursy/blog/$slug',
  },
} as const satisfies Record<ScreenRoute, Record<Locale, string>>

/** Screens listed in the sitemap as they are (screens with parameters are listed per item). */
export const staticScreens = [
  '/',
  '/reformas-integrales',
  '/rehabilitacion-edificios',
  '/reformas-cocinas',
  '/reformas-banos',
  '/recursos',
  '/aviso-legal',
  '/privacidad',
  '/cookies',
] as const satisfies readonly ScreenRoute[]

/** The four services, in the order menus and footers list them. */
export const services = [
  { route: '/reformas-integrales', key: 'integral' },
  { route: '/rehabilitacion-edificios', key: 'buildings' },
  { route: '/reformas-cocinas', key: 'kitchen' },
  { route: '/reformas-banos', key: 'bathroom' },
] as const satisfies readonly { route: ScreenRoute; key: string }[]

/** Company facts. SAMPLE values until launch (docs/launch-checklist.md). */
export const company = {
  name: 'Hogara Reformas',
  legalName: 'Hogara Reformas y Construcción, S.L.',
  /** The public domain the legal pages name as "this website". */
  domain: 'hogarareformas.es',
  foundedYear: 2009,
  /** Spanish tax id (NIF) of the company. */
  taxId: 'B87654321',
  /** Commercial registry entry (LSSI-CE art. 10). */
  registry: 'Registro Mercantil de Madrid, tomo 29.871, folio 143, sección 8.ª, hoja M-537.614',
  /** Registro de Empresas Acreditadas (construction subcontracting registry). */
  rea: 'REA 13/28/0072915',
  /**
   * The one phone number: shown and called in the contact section and the footer, and the
   * `telephone` of the search-engine business record (decision 006; `npm run check:seo`).
   */
  phone: { display: '+34 910 555 120', tel: '+34910555120' },
  /**
   * When the phone is answered, as the contact section states it (`contact_phone_hours`): also
   * the business record's openingHoursSpecification.
   */
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '19:00',
  },
  email: {
    /**
     * The one address visitors write to: the contact section (`mailto:` with a prefilled
     * subject), the footer, the business record and the legal notice. SPEC §2.4 names one
     * {email} and gives it no separate roles, so quotes and general questions share it.
     */
    general: 'hola@hogarareformas.es',
    privacy: 'privacidad@hogarareformas.es',
  },
  offices: {
    madrid: {
      street: 'Calle de Orense 34, 4.º',
      postalCode: '28020',
      city: 'Madrid',
      region: 'Comunidad de Madrid',
      country: 'ES',
    },
    miami: {
      street: '1200 Brickell Avenue, Suite 1950',
      postalCode: 'FL 33131',
      city: 'Miami',
      region: 'Florida',
      country: 'US',
    },
  },
  social: {
    instagram: 'https://www.instagram.com/hogarareformas',
    facebook: 'https://www.facebook.com/hogarareformas',
    linkedin: 'https://www.linkedin.com/company/hogara-reformas',
  },
} as const

/**
 * What the legal pages name (docs/launch-checklist.md: a lawyer reviews them before launch).
 * SAMPLE values until launch.
 */
export const legal = {
  /** Date the legal texts were last revised (ISO); shown on the three pages. */
  updated: '2026-11-26',
  /** Processors the privacy policy names. */
  processors: {
    host: { name: 'Netlify', entity: 'Netlify, Inc.' },
    blogDatabase: { entity: 'Supabase, Inc.' },
  },
} as const

/**
 * The loan offer's representative example (consumer-credit advertising, Ley 16/2011 art. 9).
 * The monthly payment, total and cost are computed from these (app/home/financing-example.ts).
 * SAMPLE values until the lender confirms them.
 */
export const financingExample = {
  lender: 'Crédito Hogar E.F.C., S.A.',
  amountEuros: 12_000,
  months: 60,
  /** Fixed nominal annual rate (TIN), in percent. */
  nominalRatePercent: 7.95,
  /** Opening fee in euros, paid up front and counted in the APR. */
  openingFeeEuros: 0,
} as const

/** External destinations. SAMPLE values until launch. */
export const externalLinks = {
  /** The loan provider's application page; campaign parameters are added where it is linked. */
  financing: 'https://financiacion.hogarareformas.es/solicitud',
  financingCampaign: { utm_source: 'web', utm_medium: 'referral', utm_campaign: 'financiacion-reformas' },
  /** The video testimonial on the company's social profile. */
  videoTestimonial: 'https://www.instagram.com/hogarareformas/reel/C9testimonio',
} as const

/**
 * The quote form provider (Tally). The form id is runtime configuration (QUOTE_FORM_ID), so one
 * build can run with or without it; the script URL is the provider's widget.
 */
export const quoteProvider = {
  name: 'tally',
  label: 'Tally',
  scriptUrl: 'https://tally.so/widgets/embed.js',
  origins: ['https://tally.so'],
  /** The provider as the privacy policy names it (processor of quote requests). */
  entity: 'Tally BV',
  privacyPolicy: 'https://tally.so/help/privacy-policy',
} as const

/** Used for canonical URLs when SITE_URL is not set (local `npm start`). */
export const defaultSiteUrl = 'http://localhost:3000'
