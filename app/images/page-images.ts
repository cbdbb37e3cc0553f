/**
 * Which picture each page, card and article shows, by name, in one place. A name resolves to a
 * photo dropped into ./photos/<name>.jpg, else to the illustration ./illustrations/<name>.svg
 * (see ./README.md and ./images.ts). No two slots share a name: a visitor never meets the same
 * picture twice, and a photo dropped in lands in exactly one place. tests/unit/images.test.ts
 * checks both, and that no two files are the same drawing under two names.
 */
import type { ServiceKey } from '../services/services'

/** A project shown on several pages: its card on home uses the first view, other pages the next. */
const projects = {
  chamberi: ['project-chamberi', 'project-chamberi-kitchen'],
  salamanca: ['project-salamanca', 'project-salamanca-terrace'],
  pozuelo: ['project-pozuelo', 'project-pozuelo-garden'],
  marbella: ['project-marbella', 'project-marbella-arch'],
} as const

export const homeImages = {
  hero: 'hero-before-after',
  /** «Una reforma sin sorpresas»: the site manager and the owner over the plans (design round 20). */
  why: 'why-site-meeting',
  /** The turnkey promise's picture, the home's one peak from lg (design round 24 C). */
  turnkey: 'turnkey-handover',
  phases: [
    'phase-1-measure',
    'phase-2-design',
    'phase-3-demolition',
    'phase-4-installations',
    'phase-5-finishes',
    'phase-6-keys',
  ],
  /** The four project cards (SPEC: two images each, the first shown). */
  projects: [projects.chamberi, projects.salamanca, projects.pozuelo, projects.marbella],
  beforeAfter: [
    { before: 'kitchen-before', after: 'kitchen-after' },
    { before: 'bathroom-before', after: 'bathroom-after' },
  ],
  videoPoster: 'video-poster',
} as const

/** Per service page: the hero, the second feature block, and the six gallery cards in order. */
export const serviceImages = {
  integral: {
    hero: 'flat-living-room',
    variant: 'integral-fixed-price',
    gallery: [
      projects.chamberi[1],
      projects.salamanca[1],
      projects.marbella[1],
      'flat-retiro-dining',
      'flat-bedroom',
      'flat-hallway',
    ],
  },
  buildings: {
    hero: 'building-facade-after',
    variant: 'building-facade-before',
    gallery: [
      'building-chamberi-cornice',
      'building-roof',
      'building-courtyard',
      'building-lift',
      'building-balconies',
      projects.pozuelo[1],
    ],
  },
  kitchen: {
    hero: 'kitchen-island-white',
    variant: 'kitchen-3d-design',
    gallery: [
      'kitchen-retiro-navy-island',
      'kitchen-pozuelo-white',
      'kitchen-galley',
      'kitchen-l-wood',
      'kitchen-small-flat',
      'kitchen-chamberi-open',
    ],
  },
  bathroom: {
    hero: 'bathroom-walk-in-shower',
    variant: 'bathroom-tub-to-shower',
    gallery: [
      'bathroom-chamartin-round-mirror',
      'bathroom-salamanca-marble',
      'bathroom-double-vanity',
      'bathroom-small',
      'bathroom-freestanding-tub',
      'bathroom-getafe-shower',
    ],
  },
} as const satisfies Record<ServiceKey, { hero: string; variant: string; gallery: readonly string[] }>

/**
 * The sample articles' pictures (public/blog/<slug>.svg, named by `image_url` in
 * supabase/seed.sql). A post's picture comes from its row, so an editor can point it at a photo.
 */
export const articleImages = [
  'cuanto-cuesta-reforma-integral-madrid',
  'licencia-obras-madrid-declaracion-responsable',
  'como-financiar-reforma-vivienda',
  'caso-bano-chamartin-plato-ducha',
  'caso-reforma-integral-piso-chamberi',
  'caso-rehabilitacion-fachada-comunidad-tetuan',
  'cuanto-tarda-reforma-cocina',
  'materiales-bano-cocina-humedad',
  'reformar-vivienda-espana-desde-extranjero',
].map((slug) => `/blog/${slug}.svg`)

/** Every picture the site's pages show, by name, with where (for the uniqueness test). */
export function pageImageSlots(): { name: string; where: string }[] {
  const slots: { name: string; where: string }[] = [
    { name: homeImages.hero, where: 'home hero' },
    { name: homeImages.why, where: 'home why choose us' },
    { name: homeImages.turnkey, where: 'home turnkey promise' },
    ...homeImages.phases.map((name, i) => ({ name, where: `home phase ${i + 1}` })),
    // A project card shows its first view; its second view is a card on a service page.
    ...homeImages.projects.map((views, i) => ({ name: views[0], where: `home project ${i + 1}` })),
    ...homeImages.beforeAfter.flatMap((pair, i) => [
      { name: pair.before, where: `home before/after ${i + 1} before` },
      { name: pair.after, where: `home before/after ${i + 1} after` },
    ]),
    { name: homeImages.videoPoster, where: 'home video' },
  ]
  for (const [service, images] of Object.entries(serviceImages)) {
    slots.push({ name: images.hero, where: `${service} hero` }, { name: images.variant, where: `${service} variant` })
    images.gallery.forEach((name, i) => {
      slots.push({ name, where: `${service} gallery ${i + 1}` })
    })
  }
  return slots
}
