import { BeforeAfter } from '../ui/BeforeAfter'
import { Carousel } from '../ui/Carousel'
import { Illustration } from '../ui/Illustration'
import { Reveal } from '../ui/Reveal'
import { beforeAfterPairs, projects } from './content'
import type { HomeCopy } from './home-copy.server'

/**
 * The projects. Design round 24 (C) (reviews: a carousel with a pager on a desktop read as a widget,
 * not a portfolio): from lg one fixed format, no pager: the lead project large on seven of twelve
 * columns (4:3, its caption under it), the other three as a list on the other five, each a small 4:3
 * picture beside its title and line. Every picture is cropped from its 4:3 file in app/images
 * (docs/launch-checklist.md). Phones keep the swipe row (16:9 pictures since round 23 B) with «n / 4»
 * and the arrows under it; from md to lg two per view. Round 19's one card rule: a project is an
 * open item, the picture in the site's one frame, its caption under or beside it, no bordered box.
 */
const wide = {
  list: 'lg:mx-0 lg:grid lg:grid-cols-12 lg:gap-x-8 lg:gap-y-8 lg:overflow-visible lg:px-0 lg:pb-0',
  cells: {
    big: 'lg:col-span-7 lg:row-span-3',
    small:
      'lg:col-span-5 lg:col-start-8 lg:border-t lg:border-ink-200 lg:pt-8 lg:[[data-pos=big]+&]:border-0 lg:[[data-pos=big]+&]:pt-0',
    rest: 'lg:col-span-5 lg:col-start-8 lg:border-t lg:border-ink-200 lg:pt-8',
  },
} as const

/** The second pair from lg: its picture on the last seven of twelve columns, its caption on the left at its foot. */
const pair2 = 'lg:grid lg:grid-cols-12 lg:items-start lg:gap-x-8'

/** The lead's look and a listed project's (each slide carries data-pos: big, small, rest). */
const big = {
  article:
    'lg:[[data-pos=small]_&]:grid lg:[[data-pos=rest]_&]:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-x-6 xl:grid-cols-[13rem_minmax(0,1fr)]',
  picture: 'lg:aspect-[4/3]',
  caption: 'lg:[[data-pos=small]_&]:pt-0 lg:[[data-pos=rest]_&]:pt-0',
  // The lead is the largest item, so its caption is too: a 24 px title (round 24 E: 30 px bold outweighed
  // the serif headings) and an 18 px line; a listed
  // project's caption beside its picture, at the before/after pairs' title size (20 px).
  title: 'lg:[[data-pos=big]_&]:text-2xl',
  text: `lg:[[data-pos=big]_&]:text-lg lg:[[data-pos=small]_&]:mt-1 lg:[[data-pos=rest]_&]:mt-1`,
}

export function CaseStudies({ copy, common }: { copy: HomeCopy['cases']; common: HomeCopy['common'] }) {
  return (
    <section id="case-studies" aria-labelledby="cases-title" className="overflow-x-clip bg-white py-12 sm:py-24">
      {/* From lg the fixed format has no pager: the carousel's controls (its last part) do not show. */}
      <div className="container-site lg:[&>section>div:last-child]:hidden">
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
              <article key={project.title} className={`h-full ${big.article}`}>
                <Illustration
                  image={images.images[0]}
                  alt={project.title}
                  sizes="(min-width: 1280px) 672px, (min-width: 1024px) 56vw, (min-width: 768px) 50vw, 100vw"
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
         * the part's label under the site's hairline (round 24 C: the site's small-caps eyebrow, no third
         * serif size), so it reads as the start of a part; round 21: the sub-heading's one space
         * over it (56 px on phones, 96 px from sm, as over the 404's and a service page's), the
         * hairline within it, and the two frames as a pair right under the carousel, side by
         * side from sm, one under the other on phones, each captioned as a project card is (title
         * with the m², then its line, on phones too since round 20; 16:9 on phones); each
         * frame labelled before / after (SPEC §2.4). Round 26 (H), the page's one picture moment
         * (reviews 25-C and D: nothing but the hero broke the container): the first pair runs edge to
         * edge of the screen, on phones at its 16:9 and from lg about two thirds of the screen tall
         * (28 to 46 rem), the drawing cropped from the middle, its caption under it on the container;
         * the second pair follows on the right seven columns, its caption on the left level with its top
         * (round 26, reviews 26-A and B: at its foot it floated under 250 px of white).
         */}
        <div className="mt-6 border-t border-ink-200 pt-8 sm:mt-14 sm:pt-10">
          <h3 className="eyebrow">{copy.beforeAfterTitle}</h3>
          <ul className="mt-4 grid gap-6 sm:mt-5 sm:grid-cols-2 lg:grid-cols-1 lg:gap-16">
            {beforeAfterPairs.map((pair, index) => {
              const caption = copy.beforeAfterCaptions[index]
              const lead = index === 0
              return (
                <Reveal key={copy.beforeAfter[index]} as="li">
                  {/* The moment's frame and caption are set in app/styles.css (.picture-moment: no script bytes). */}
                  <figure data-part={lead ? 'picture-moment' : undefined} className={lead ? 'picture-moment' : pair2}>
                    <BeforeAfter
                      before={pair.before}
                      after={pair.after}
                      alt={copy.beforeAfter[index] ?? ''}
                      labels={{ before: common.before, after: common.after, compare: common.compare }}
                      sizes={
                        lead
                          ? '(min-width: 1024px) 100vw, (min-width: 640px) 50vw, 100vw'
                          : '(min-width: 1280px) 690px, (min-width: 1024px) 58vw, (min-width: 640px) 50vw, 100vw'
                      }
                      frameClassName={
                        lead ? '' : 'max-sm:aspect-[16/9] lg:col-span-7 lg:col-start-6 lg:row-start-1 lg:aspect-[16/10]'
                      }
                    />
                    <figcaption
                      className={`pt-3 sm:pt-4 ${lead ? '' : 'lg:col-span-4 lg:col-start-1 lg:row-start-1 lg:pt-0'}`}
                    >
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
