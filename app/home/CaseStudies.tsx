import { BeforeAfter } from '../ui/BeforeAfter'
import { Carousel } from '../ui/Carousel'
import { Illustration } from '../ui/Illustration'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { beforeAfterPairs, projects } from './content'
import type { HomeCopy } from './home-copy.server'

/**
 * The projects' mosaic from lg (design round 14, the page's image-led break): the current project
 * large on eight of twelve columns, its picture filling the height of the next two stacked beside
 * it (four columns, 16:10 crops), the fourth waiting its turn; previous / next turn it round
 * (SPEC's looping carousel, three shown). Every picture is cropped from its 4:3 file in app/images
 * (the crops are listed in docs/launch-checklist.md). Phones keep the swipe row with its counter;
 * from md to lg two per view.
 */
const mosaic = {
  list: 'lg:mx-0 lg:grid lg:grid-cols-12 lg:gap-8 lg:overflow-visible lg:px-0 lg:pb-0',
  cells: { big: 'lg:col-span-8 lg:row-span-2', small: 'lg:col-span-4', rest: 'lg:hidden' },
} as const

const big = {
  card: 'lg:[[data-pos=big]_&]:flex lg:[[data-pos=big]_&]:flex-col',
  picture: 'lg:[[data-pos=big]_&]:min-h-[24rem] lg:[[data-pos=big]_&]:flex-1 lg:[[data-pos=small]_&]:aspect-[16/10]',
  text: 'lg:[[data-pos=big]_&]:px-8 lg:[[data-pos=big]_&]:py-7',
  title: 'lg:[[data-pos=big]_&]:text-2xl',
}

export function CaseStudies({ copy, common }: { copy: HomeCopy['cases']; common: HomeCopy['common'] }) {
  return (
    <section id="case-studies" aria-labelledby="cases-title" className="bg-white py-12 sm:py-24">
      <div className="container-site">
        <Carousel
          label={copy.carouselLabel}
          loop
          previousLabel={common.previous}
          nextLabel={common.next}
          heading={{ id: 'cases-title', eyebrow: copy.eyebrow, title: copy.title, lead: copy.subtitle }}
          wide={mosaic}
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
                  sizes="(min-width: 1240px) 790px, (min-width: 1024px) 66vw, (min-width: 768px) 50vw, 100vw"
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
         * A part of the section (round 11): under a hairline, the same opening as every section
         * (round 13: its label too, over an h3), then the two frames side by side from sm, one under the other on phones.
         */}
        <div className="mt-8 border-t border-navy-200 pt-6 sm:mt-16 sm:pt-14">
          <SectionHeading level="h3" eyebrow={copy.beforeAfterEyebrow} title={copy.beforeAfterTitle} />
          <ul className="mt-6 grid gap-6 sm:mt-10 sm:grid-cols-2 sm:gap-6 lg:gap-8">
            {beforeAfterPairs.map((pair, index) => (
              <Reveal key={copy.beforeAfter[index]} as="li">
                <figure>
                  <BeforeAfter
                    before={pair.before}
                    after={pair.after}
                    alt={copy.beforeAfter[index] ?? ''}
                    labels={{ before: common.before, after: common.after, compare: common.compare }}
                    sizes="(min-width: 1024px) 590px, (min-width: 640px) 50vw, 100vw"
                    frameClassName="max-sm:aspect-[16/10]"
                  />
                  <figcaption className="pt-3 font-bold text-navy-950">{copy.beforeAfter[index]}</figcaption>
                </figure>
              </Reveal>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
