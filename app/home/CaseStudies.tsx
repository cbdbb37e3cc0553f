import { BeforeAfter } from '../ui/BeforeAfter'
import { Carousel } from '../ui/Carousel'
import { Illustration } from '../ui/Illustration'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { beforeAfterPairs, projects } from './content'
import type { HomeCopy } from './home-copy.server'

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
          slides={projects.map((images, index) => {
            const project = copy.projects[index]
            if (!project) return null
            return (
              <article
                key={project.title}
                className="h-full overflow-hidden rounded-card border border-navy-200 bg-white"
              >
                <Illustration
                  image={images.images[0]}
                  alt={project.title}
                  sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                />
                <div className="p-6">
                  <h3 className="text-xl">{project.title}</h3>
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
