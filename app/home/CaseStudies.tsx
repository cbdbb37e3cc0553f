import { BeforeAfter } from '../ui/BeforeAfter'
import { Carousel } from '../ui/Carousel'
import { Illustration } from '../ui/Illustration'
import { Reveal } from '../ui/Reveal'
import { beforeAfterPairs, projects } from './content'
import type { HomeCopy } from './home-copy.server'

/**
 * The projects from lg (design round 15; round 18: on the container): the current project across
 * the container's whole width (21:9, at most 40 rem tall), under it the other three, three per row
 * (SPEC's three on large screens). Previous / next turn the set round (SPEC's looping carousel): the
 * next project takes the full width. Every picture is cropped from its 4:3 file in app/images
 * (docs/launch-checklist.md). Phones keep the swipe row (its pictures 16:9 since round 23 B, the
 * phone's one wide ratio); from md to lg two per view; the counter and
 * arrows under the row at every width. Round 19's one card rule: a project is an open item like a
 * kitchen in the gallery or a before/after pair, the picture in the site's one frame (hairline, 8 px
 * corners), its caption under it on the page (the lead's too: no plate cut into the picture), no
 * bordered box. Round 18's picture-edge rule: only the hero's picture runs to the screen's edge.
 */
const wide = {
  list: 'lg:mx-0 lg:grid lg:grid-cols-3 lg:gap-8 lg:overflow-visible lg:px-0 lg:pb-0',
  cells: { big: 'lg:col-span-3 lg:mb-2', small: '', rest: '' },
} as const

const big = {
  picture:
    'lg:[[data-pos=big]_&]:aspect-[21/9] lg:[[data-pos=big]_&]:max-h-[40rem] lg:[[data-pos=big]_&]:w-full lg:[[data-pos=small]_&]:aspect-[16/10] lg:[[data-pos=rest]_&]:aspect-[16/10]',
  // The lead's caption under its picture keeps a reading measure, not the container's width.
  caption: 'lg:[[data-pos=big]_&]:max-w-3xl',
  // The lead is the largest item, so its caption is too (round 19's review: it read smaller than the
  // cards under it): a 30 px title and an 18 px line.
  title: 'lg:[[data-pos=big]_&]:text-3xl',
  text: 'lg:[[data-pos=big]_&]:text-lg',
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
              <article key={project.title} className="h-full">
                <Illustration
                  image={images.images[0]}
                  alt={project.title}
                  sizes="(min-width: 1280px) 1176px, (min-width: 1024px) 100vw, (min-width: 768px) 50vw, 100vw"
                  className={`rounded-card max-sm:aspect-video max-sm:[&_img]:h-full max-sm:[&_img]:object-cover lg:relative lg:[&_img]:absolute lg:[&_img]:inset-0 lg:[&_img]:h-full lg:[&_img]:object-cover ${big.picture}`}
                />
                {/* The before/after pairs' caption: the title with the m², one line in navy-700. */}
                <div className={`pt-3 sm:pt-4 ${big.caption}`}>
                  <h3 className={`text-xl leading-snug font-bold text-navy-950 ${big.title}`}>{project.title}</h3>
                  <p className={`mt-2 text-ink-700 ${big.text}`}>{project.text}</p>
                </div>
              </article>
            )
          })}
        />

        {/*
         * The projects' second half, not a section of its own (design round 16): no heading block,
         * the site's one in-band sub-heading (text-h3, round 18) under the site's hairline, so it
         * reads as the start of a part, not a stray caption; round 21: the sub-heading's one space
         * over it (56 px on phones, 96 px from sm, as over the 404's and a service page's), the
         * hairline within it, and the two frames as a pair right under the carousel, side by
         * side from sm, one under the other on phones, each captioned as a project card is (title
         * with the m², then its line, on phones too since round 20; 16:9 on phones); each
         * frame labelled before / after (SPEC §2.4).
         */}
        <div className="mt-6 border-t border-ink-200 pt-8 sm:mt-14 sm:pt-10">
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
                      <span className="mt-2 block text-ink-700">{caption?.text}</span>
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
