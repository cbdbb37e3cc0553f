/**
 * The home page's content that is not copy: partner logos, testimonials' authors, project and
 * before/after images. SAMPLE DATA — the partner names and the testimonials are invented
 * placeholders for the launch checklist: publishing invented reviews is illegal under EU consumer
 * law (Directive 2005/29/EC as amended by 2019/2161). Replace them with real, consented ones.
 */
import bathroomAfter from '../images/illustrations/bathroom-after.svg?url'
import bathroomBefore from '../images/illustrations/bathroom-before.svg?url'
import heroBeforeAfter from '../images/illustrations/hero-before-after.svg?url'
import kitchenAfter from '../images/illustrations/kitchen-after.svg?url'
import kitchenBefore from '../images/illustrations/kitchen-before.svg?url'
import phase1 from '../images/illustrations/phase-1-measure.svg?url'
import phase2 from '../images/illustrations/phase-2-design.svg?url'
import phase3 from '../images/illustrations/phase-3-demolition.svg?url'
import phase4 from '../images/illustrations/phase-4-installations.svg?url'
import phase5 from '../images/illustrations/phase-5-finishes.svg?url'
import phase6 from '../images/illustrations/phase-6-keys.svg?url'
import projectChamberi from '../images/illustrations/project-chamberi.svg?url'
import projectMarbella from '../images/illustrations/project-marbella.svg?url'
import projectPozuelo from '../images/illustrations/project-pozuelo.svg?url'
import projectSalamanca from '../images/illustrations/project-salamanca.svg?url'
import videoPoster from '../images/illustrations/video-poster.svg?url'

export const heroImage = { src: heroBeforeAfter, width: 1200, height: 900 } as const

/** SAMPLE: invented supplier names, shown as word marks until the real partners' logos arrive. */
export const partners = [
  'Cerámica Tajo',
  'Maderas del Norte',
  'Grifería Alba',
  'Cocinas Ebro',
  'Vidrio Levante',
] as const

export const turnkeyPhases = [phase1, phase2, phase3, phase4, phase5, phase6].map((src) => ({
  src,
  width: 800,
  height: 600,
}))

/** Four projects, two images each (the first is shown). */
export const projects = [
  { images: [projectChamberi, kitchenAfter] },
  { images: [projectSalamanca, phase6] },
  { images: [projectPozuelo, phase5] },
  { images: [projectMarbella, bathroomAfter] },
] as const

export const beforeAfterPairs = [
  { before: kitchenBefore, after: kitchenAfter },
  { before: bathroomBefore, after: bathroomAfter },
] as const

export const videoTestimonial = { poster: videoPoster, width: 1280, height: 720 } as const

/** SAMPLE testimonials: the quotes are in messages/ (cases_testimonial_N); these are their authors. */
export const testimonials = [
  { author: 'Marta G.', location: 'Chamberí, Madrid' },
  { author: 'James & Olivia R.', location: 'London → Marbella' },
  { author: 'Andrés P.', location: 'Pozuelo de Alarcón' },
] as const
