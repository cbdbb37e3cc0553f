/**
 * The home page's content that is not copy: its pictures (named in app/images/page-images.ts) and
 * the partner logos. The testimonials (quotes, authors, places) are in messages/: SAMPLE DATA,
 * labelled as such on the page until real, consented reviews replace them (publishing invented
 * reviews is illegal under EU consumer law, Directive 2005/29/EC as amended by 2019/2161).
 */
import { siteImage } from '../images/images'
import { homeImages } from '../images/page-images'

export const heroImage = siteImage(homeImages.hero, 1200, 900)

export type Partner = { name: string; logo: string; width: number; height: number }

/**
 * The suppliers' logos under the hero: empty until the company supplies real partners' logos with
 * their permission (docs/launch-checklist.md). The row does not show while this list is empty.
 * Each entry: the partner's name (the logo's alt text), its file's name in app/images/partners/
 * without the extension (for example `ceramica-tajo` for partners/ceramica-tajo.svg), and the size
 * it is drawn at, in CSS pixels.
 */
export const partners: readonly Partner[] = []

const at4by3 = (name: string) => siteImage(name, 800, 600)

export const turnkeyPhases = homeImages.phases.map(at4by3)

/** The turnkey promise's picture from lg (design round 24 C: the home's one peak, edge to edge). */
export const turnkeyImage = at4by3(homeImages.turnkey)

/** «Una reforma sin sorpresas»: the site manager and the owner over the plans at a table. */
export const whyImage = at4by3(homeImages.why)

/** Four projects, two images each (the first is shown here, the second on a service page). */
export const projects = homeImages.projects.map(([first, second]) => ({
  images: [at4by3(first), at4by3(second)] as const,
}))

export const beforeAfterPairs = homeImages.beforeAfter.map((pair) => ({
  before: at4by3(pair.before),
  after: at4by3(pair.after),
}))

export const videoPoster = siteImage(homeImages.videoPoster, 1280, 720)
