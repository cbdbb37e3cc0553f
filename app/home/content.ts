/**
 * The home page's content that is not copy: partner logos, testimonials' authors, project and
 * before/after images. SAMPLE DATA — the partner names and the testimonials are invented
 * placeholders for the launch checklist: publishing invented reviews is illegal under EU consumer
 * law (Directive 2005/29/EC as amended by 2019/2161). Replace them with real, consented ones.
 */
import { siteImage } from '../images/images'

export const heroImage = siteImage('hero-before-after', 1200, 900)

/** SAMPLE: invented supplier names, shown as word marks until the real partners' logos arrive. */
export const partners = [
  'Cerámica Tajo',
  'Maderas del Norte',
  'Grifería Alba',
  'Cocinas Ebro',
  'Vidrio Levante',
] as const

export const turnkeyPhases = [
  'phase-1-measure',
  'phase-2-design',
  'phase-3-demolition',
  'phase-4-installations',
  'phase-5-finishes',
  'phase-6-keys',
].map((name) => siteImage(name, 800, 600))

/** Four projects, two images each (the first is shown). */
const at4by3 = (name: string) => siteImage(name, 800, 600)
export const projects = [
  { images: [at4by3('project-chamberi'), at4by3('kitchen-after')] },
  { images: [at4by3('project-salamanca'), at4by3('phase-6-keys')] },
  { images: [at4by3('project-pozuelo'), at4by3('phase-5-finishes')] },
  { images: [at4by3('project-marbella'), at4by3('bathroom-after')] },
] as const

export const beforeAfterPairs = [
  { before: at4by3('kitchen-before'), after: at4by3('kitchen-after') },
  { before: at4by3('bathroom-before'), after: at4by3('bathroom-after') },
] as const

export const videoPoster = siteImage('video-poster', 1280, 720)

/** SAMPLE testimonials: the quotes are in messages/ (cases_testimonial_N); these are their authors. */
export const testimonials = [
  { author: 'Marta G.', location: 'Chamberí, Madrid' },
  { author: 'James & Olivia R.', location: 'London → Marbella' },
  { author: 'Andrés P.', location: 'Pozuelo de Alarcón' },
] as const
