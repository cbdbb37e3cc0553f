import { ExternalLink, Play, Quote } from 'lucide-react'
import { useState } from 'react'
import { externalLinks } from '../../app.config.ts'
import { BeforeAfter } from '../ui/BeforeAfter'
import { buttonClass } from '../ui/button'
import { Carousel } from '../ui/Carousel'
import { CarouselControls } from '../ui/CarouselHeader'
import { wrapIndex } from '../ui/carousel-state'
import { Illustration } from '../ui/Illustration'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { beforeAfterPairs, projects, videoPoster } from './content'
import type { HomeCopy } from './home-copy.server'

export function CaseStudies({ copy, common }: { copy: HomeCopy['cases']; common: HomeCopy['common'] }) {
  const [active, setActive] = useState(0)
  return (
    <section id="case-studies" aria-labelledby="cases-title" className="bg-sand-100 py-12 sm:py-24">
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
              <article key={project.title} className="h-full overflow-hidden rounded-card bg-white">
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
         * (an h3, no label), then the two frames side by side from sm, one under the other on phones.
         */}
        <div className="mt-8 border-t border-navy-200 pt-6 sm:mt-16 sm:pt-14">
          <SectionHeading level="h3" title={copy.beforeAfterTitle} />
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

        {/*
         * The video and the clients' words share one row from lg (5 + 7 columns), so the section
         * breaks its run of full-width blocks; the words are a quiet row of quotes, not cards.
         */}
        <div className="mt-8 grid gap-8 border-t border-navy-200 pt-6 sm:mt-16 sm:gap-10 sm:pt-14 lg:grid-cols-12 lg:gap-12">
          <Reveal as="article" className="overflow-hidden rounded-card bg-white lg:col-span-5">
            <div className="relative">
              <Illustration
                image={videoPoster}
                alt=""
                sizes="(min-width: 1024px) 40vw, 100vw"
                className="max-sm:aspect-[5/2] max-sm:[&_img]:h-full max-sm:[&_img]:object-cover"
              />
              <span aria-hidden className="absolute inset-0 flex items-center justify-center">
                <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-navy-900">
                  <Play className="ml-1 size-7 fill-current" />
                </span>
              </span>
            </div>
            <div className="px-6 py-7 sm:px-8">
              <h3 className="text-xl sm:text-2xl">{copy.video.title}</h3>
              <p className="mt-3 text-navy-700">{copy.video.text}</p>
              <p className="mt-3 text-sm text-navy-600">{copy.testimonialsSample}</p>
              <a
                href={externalLinks.videoTestimonial}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass({
                  variant: 'outline',
                  size: 'lg',
                  className: 'mt-6 h-auto! min-h-13 w-full whitespace-normal! py-3 text-center sm:w-auto',
                })}
              >
                {copy.video.button}
                <ExternalLink aria-hidden className="size-5 shrink-0" />
                <span className="sr-only">{common.opensNewTab}</span>
              </a>
            </div>
          </Reveal>

          <div className="lg:col-span-7 lg:self-center">
            {/* The same opening, its arrows on the right (from md, where the three quotes share a row). */}
            <SectionHeading
              level="h3"
              title={copy.testimonialsTitle}
              actionsClassName="max-md:hidden"
              actions={
                <CarouselControls
                  position={{ current: active + 1, total: copy.testimonials.length }}
                  previous={{
                    label: common.previous,
                    onClick: () => setActive((i) => wrapIndex(i, -1, copy.testimonials.length)),
                  }}
                  next={{
                    label: common.next,
                    onClick: () => setActive((i) => wrapIndex(i, 1, copy.testimonials.length)),
                  }}
                />
              }
            />
            <ul className="mt-6 grid gap-6 md:mt-8 md:grid-cols-3">
              {copy.testimonials.map((testimonial, index) => {
                const isActive = index === active
                return (
                  <li
                    key={testimonial.author}
                    aria-current={isActive ? 'true' : undefined}
                    className={`border-t-2 pt-5 transition-colors duration-300 ${isActive ? 'border-navy-200 md:border-clay-600' : 'border-navy-200'}`}
                  >
                    <Quote aria-hidden className="size-6 text-navy-300 max-md:hidden" />
                    <blockquote className="leading-relaxed text-navy-900 md:mt-3 md:text-lg lg:text-base">
                      {testimonial.quote}
                    </blockquote>
                    {/* On phones the name and the place share a line. */}
                    <div className="mt-3 flex flex-wrap items-baseline gap-x-3 md:mt-4 md:block">
                      <p className="font-bold text-navy-950">{testimonial.author}</p>
                      <p className="text-sm text-navy-600">{testimonial.location}</p>
                    </div>
                  </li>
                )
              })}
            </ul>
            {/* Said under the quotes, as their caption: these are not reviews. */}
            <p className="mt-6 text-sm text-navy-600">{copy.testimonialsSample}</p>
          </div>
        </div>
      </div>
    </section>
  )
}
