import { BeforeAfter } from '../ui/BeforeAfter'
import { Carousel } from '../ui/Carousel'
import { Illustration } from '../ui/Illustration'
import { Reveal } from '../ui/Reveal'
import { beforeAfterPairs, projects } from './content'
import type { HomeCopy } from './home-copy.server'

/**
 * The projects from lg (design round 15; round 18: on the container): the current project across
 * the container's whole width (21:9, at most 40 rem tall), its title, m² and line on a white plate
 * cut into the picture's lower left corner, the text on the container's left edge; under it the
 * other three as cards, three per row (SPEC's three on large screens). Previous / next turn the set
 * round (SPEC's looping carousel): the next project takes the full width. Every picture is cropped
 * from its 4:3 file in app/images (docs/launch-checklist.md). Phones keep the swipe row; from md to
 * lg two per view; the counter and arrows under the row at every width. Round 18's picture-edge
 * rule: only a page's first picture (the hero's) runs to the screen's edge, so the lead project
 * keeps the container and the one hairline every framed picture has.
 */
const wide = {
  list: 'lg:mx-0 lg:grid lg:grid-cols-3 lg:gap-8 lg:overflow-visible lg:px-0 lg:pb-0',
  cells: { big: 'lg:col-span-3 lg:mb-2', small: '', rest: '' },
} as const

const big = {
  card: 'lg:[[data-pos=big]_&]:relative lg:[[data-pos=big]_&]:border-0',
  picture:
    'lg:[[data-pos=big]_&]:aspect-[21/9] lg:[[data-pos=big]_&]:max-h-[40rem] lg:[[data-pos=big]_&]:w-full lg:[[data-pos=small]_&]:aspect-[16/10] lg:[[data-pos=rest]_&]:aspect-[16/10]',
  // The plate's text starts on the container's left edge, the picture's.
  text: 'lg:[[data-pos=big]_&]:absolute lg:[[data-pos=big]_&]:bottom-0 lg:[[data-pos=big]_&]:left-0 lg:[[data-pos=big]_&]:box-content lg:[[data-pos=big]_&]:w-[34rem] lg:[[data-pos=big]_&]:bg-white lg:[[data-pos=big]_&]:pt-8 lg:[[data-pos=big]_&]:pr-12 lg:[[data-pos=big]_&]:pb-1 lg:[[data-pos=big]_&]:pl-0',
  title: 'lg:[[data-pos=big]_&]:text-3xl',
}

export function CaseStudies({ copy, common }: { copy: HomeCopy['cases']; common: HomeCopy['common'] }) {
  return (
    <section id="case-studies" aria-labelledby="cases-title" className="overflow-x-clip bg-white py-12 sm:py-24">
      <div className="container-site">
        <Carousel
          label={copy.carouselLabel}
          loop
          previousLabel={common.previous}
          nextLabel={common.next}
          heading={{ id: 'cases-title', title: copy.title, lead: copy.subtitle }}
          wide={wide}
          slides={projects.map((images, index) => {
            const project = copy.projects[index]
            if (!project) return null
            return (
              <article
                key={project.title}
                className={`h-full overflow-hidden rounded-card border border-navy-200 bg-white ${big.card}`}
              >
                <Illustration
                  image={images.images[0]}
                  alt={project.title}
                  sizes="(min-width: 1280px) 1176px, (min-width: 1024px) 100vw, (min-width: 768px) 50vw, 100vw"
                  className={`lg:relative lg:[&_img]:absolute lg:[&_img]:inset-0 lg:[&_img]:h-full lg:[&_img]:object-cover ${big.picture}`}
                />
                <div className={`p-6 ${big.text}`}>
                  <h3 className={`text-xl ${big.title}`}>{project.title}</h3>
                  <p className="mt-2 text-navy-700">{project.text}</p>
                </div>
              </article>
            )
          })}
        />

        {/*
         * The projects' second half, not a section of its own (design round 16): no heading block,
         * the site's one in-band sub-heading (text-h3, round 18) under the site's hairline, so it
         * reads as the start of a part, not a stray caption, and the two frames as a pair right under the carousel, side by
         * side from sm, one under the other on phones, each captioned as a project card is (title
         * with the m², one line; on phones the title alone, 16:9: the home's height budget); each
         * frame labelled before / after (SPEC §2.4).
         */}
        <div className="mt-6 border-t border-navy-200 pt-6 sm:mt-8 sm:pt-8">
          <h3 className="text-h3">{copy.beforeAfterTitle}</h3>
          <ul className="mt-4 grid gap-6 sm:mt-5 sm:grid-cols-2 sm:gap-6 lg:gap-8">
            {beforeAfterPairs.map((pair, index) => {
              const caption = copy.beforeAfterCaptions[index]
              return (
                <Reveal key={copy.beforeAfter[index]} as="li">
                  <figure>
                    <BeforeAfter
                      before={pair.before}
                      after={pair.after}
                      alt={copy.beforeAfter[index] ?? ''}
                      labels={{ before: common.before, after: common.after, compare: common.compare }}
                      sizes="(min-width: 1024px) 590px, (min-width: 640px) 50vw, 100vw"
                      frameClassName="max-sm:aspect-[16/9] lg:aspect-[16/10]"
                    />
                    <figcaption className="pt-3 sm:pt-4">
                      <span className="block text-xl font-bold leading-snug text-navy-950">{caption?.title}</span>
                      <span className="mt-2 block text-navy-700 max-sm:hidden">{caption?.text}</span>
                    </figcaption>
                  </figure>
                </Reveal>
              )
            })}
          </ul>
        </div>
      </div>
    </section>
  )
}
