import { ExternalLink, Play, Quote } from 'lucide-react'
import { useState } from 'react'
import { externalLinks } from '../../app.config.ts'
import { BeforeAfter } from '../ui/BeforeAfter'
import { buttonClass } from '../ui/button'
import { Carousel } from '../ui/Carousel'
import { CarouselHeader } from '../ui/CarouselHeader'
import { wrapIndex } from '../ui/carousel-state'
import { Illustration } from '../ui/Illustration'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { SnapRow } from '../ui/SnapRow'
import { beforeAfterPairs, projects, videoPoster } from './content'
import type { HomeCopy } from './home-copy.server'

export function CaseStudies({ copy, common }: { copy: HomeCopy['cases']; common: HomeCopy['common'] }) {
  const [active, setActive] = useState(0)
  return (
    <section id="case-studies" aria-labelledby="cases-title" className="bg-white py-14 sm:py-28">
      <div className="container-site">
        <Carousel
          label={copy.carouselLabel}
          loop
          previousLabel={common.previous}
          nextLabel={common.next}
          header={<SectionHeading id="cases-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.subtitle} />}
          slides={projects.map((images, index) => {
            const project = copy.projects[index]
            if (!project) return null
            return (
              <article key={project.title} className="h-full overflow-hidden rounded-card bg-white shadow-soft">
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

        <h3 className="mt-10 text-2xl sm:mt-20 sm:text-3xl">{copy.beforeAfterTitle}</h3>
        <SnapRow columns="sm:grid-cols-2 sm:gap-6 lg:gap-8" className="mt-6 sm:mt-8">
          {beforeAfterPairs.map((pair, index) => (
            <Reveal key={copy.beforeAfter[index]} as="li">
              <figure>
                <BeforeAfter
                  before={pair.before}
                  after={pair.after}
                  alt={copy.beforeAfter[index] ?? ''}
                  labels={{ before: common.before, after: common.after, compare: common.compare }}
                  sizes="(min-width: 1024px) 600px, (min-width: 640px) 50vw, 90vw"
                />
                <figcaption className="pt-3 font-bold text-navy-950">{copy.beforeAfter[index]}</figcaption>
              </figure>
            </Reveal>
          ))}
        </SnapRow>

        <Reveal className="mt-10 grid grid-cols-1 items-center overflow-hidden rounded-[1.75rem] bg-navy-950 sm:mt-20 text-white lg:grid-cols-2 lg:gap-8">
          <div className="relative min-w-0">
            <Illustration
              image={videoPoster}
              alt=""
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="max-sm:aspect-[2/1] max-sm:[&_img]:h-full max-sm:[&_img]:object-cover"
            />
            <span aria-hidden className="absolute inset-0 flex items-center justify-center">
              <span className="flex size-20 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-lift">
                <Play className="ml-1 size-9 fill-current" />
              </span>
            </span>
          </div>
          <div className="min-w-0 px-6 py-8 sm:p-10">
            <h3 className="text-2xl !text-white sm:text-3xl">{copy.video.title}</h3>
            <p className="mt-4 text-navy-100">{copy.video.text}</p>
            <p className="mt-3 text-xs text-navy-300">{copy.testimonialsSample}</p>
            <a
              href={externalLinks.videoTestimonial}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({
                size: 'lg',
                className: 'mt-8 h-auto! min-h-13 w-full whitespace-normal! py-3 text-center sm:w-auto',
              })}
            >
              {copy.video.button}
              <ExternalLink aria-hidden className="size-5 shrink-0" />
              <span className="sr-only">{common.opensNewTab}</span>
            </a>
          </div>
        </Reveal>

        <div className="mt-10 sm:mt-20">
          <CarouselHeader
            header={
              <>
                <h3 className="text-2xl sm:text-3xl">{copy.testimonialsTitle}</h3>
                {/* Said where the quotes begin, not only under them: these are not reviews. */}
                <p className="mt-2 text-sm font-semibold text-navy-600">{copy.testimonialsSample}</p>
              </>
            }
            position={{ current: active + 1, total: copy.testimonials.length }}
            previous={{
              label: common.previous,
              onClick: () => setActive((i) => wrapIndex(i, -1, copy.testimonials.length)),
            }}
            next={{ label: common.next, onClick: () => setActive((i) => wrapIndex(i, 1, copy.testimonials.length)) }}
          />
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {copy.testimonials.map((testimonial, index) => {
              const isActive = index === active
              return (
                <li
                  key={testimonial.author}
                  aria-current={isActive ? 'true' : undefined}
                  className={`rounded-card p-7 transition-all duration-300 ${isActive ? 'bg-navy-900 text-white shadow-lift' : 'bg-white text-navy-900 shadow-soft max-md:hidden'}`}
                >
                  <Quote aria-hidden className="size-8 text-navy-300" />
                  <blockquote className="mt-4 text-lg leading-relaxed">{testimonial.quote}</blockquote>
                  <p className="mt-6 font-bold">{testimonial.author}</p>
                  <p className={`text-sm ${isActive ? 'text-navy-200' : 'text-navy-600'}`}>{testimonial.location}</p>
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </section>
  )
}
