import { ExternalLink, Quote } from 'lucide-react'
import { useState } from 'react'
import { externalLinks } from '../../app.config.ts'
import { buttonClass } from '../ui/button'
import { CarouselControls } from '../ui/CarouselHeader'
import { wrapIndex } from '../ui/carousel-state'
import { Illustration } from '../ui/Illustration'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { videoPoster } from './content'
import type { HomeCopy } from './home-copy.server'

/**
 * The clients' words on their own navy band (design round 13): a pause between the projects'
 * white band and the FAQ. From lg (round 17) three rows across the whole container, nothing left
 * hanging: the heading; the video as one wide open item (round 20: no panel), its framed poster on
 * seven of twelve columns and its text on five, centred against it; the three quotes (about 370 px each at 1280), the sample
 * note on the left of their row's foot and the arrows on the right. (Round 15 set the heading alone
 * in five columns beside the card, with about 200 px of nothing under it.) On phones the heading,
 * the quotes (all shown, stacked), then the video card. Round 21 (a stray terracotta rule over the
 * first quote): one rule for all three, navy-700; round 24 C (a white rule over the first quote read
 * as a mistake): the rules stay alike, and from md, where the arrows move the carousel, the current
 * quote's mark turns sand-300, as «n / 3» says; every quote's words stay white (review 21-A: the two
 * quotes dimmed to navy-300 looked disabled). The poster keeps its 16:9 on phones too (it was cut to a 5:2 strip).
 * Round 25 (reviews: from lg all three quotes show, yet the arrows and «1 / 3» promised hidden ones;
 * small sans quotes were the weakest clients' words on the site): from lg no arrows, no counter and
 * no current quote (every mark sand-300); the words in the display serif at 28 px, regular, as the
 * service page's one large quote, the name and place small under each. The arrows stay from md to
 * lg, where SPEC §2.5's previous/next move the current quote; phones show the three stacked.
 * Round 26 (H) (reviews 25-C and D: the words were serif at 1280, plain sans on the phone home):
 * one quote style at every width, the display serif, regular: 20 px on phones and from md to lg,
 * 28 px in the three columns from lg; the name and place stay small sans under each. (Round 26 H set
 * them at 24 px, where a 1x screen drops the display cut's hairlines: «dieron» read «dicron» and
 * «Нам назвали цену» «Пам пазвали цепу», reviews 26-B, C and D; from 26 px they hold. Phones draw 2–3
 * device pixels per CSS pixel, so 20 px holds there.)
 */
export function Testimonials({ copy, common }: { copy: HomeCopy['cases']; common: HomeCopy['common'] }) {
  const [active, setActive] = useState(0)
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-navy-950 py-12 text-white sm:py-24">
      <div className="container-site grid gap-8 lg:grid-cols-12 lg:gap-x-8 lg:gap-y-12">
        <SectionHeading
          id="testimonials-title"
          title={copy.testimonialsTitle}
          inverted
          className="lg:col-span-12 lg:row-start-1"
        />
        <div className="lg:col-span-12 lg:row-start-3">
          <ul className="grid gap-4 md:grid-cols-3 md:gap-6 lg:gap-12">
            {copy.testimonials.map((testimonial, index) => {
              const isActive = index === active
              return (
                <li
                  key={testimonial.author}
                  aria-current={isActive ? 'true' : undefined}
                  className="flex flex-col border-t-2 border-navy-700 pt-4 md:pt-5"
                >
                  <Quote
                    aria-hidden
                    className={`size-6 shrink-0 transition-colors duration-300 max-md:hidden lg:size-8 lg:text-sand-300 ${isActive ? 'text-sand-300' : 'text-navy-400'}`}
                  />
                  <blockquote className="grow font-display text-xl leading-[1.3] tracking-[-0.01em] text-white md:mt-3 lg:mt-4 lg:text-[1.75rem] lg:leading-[1.3]">
                    {testimonial.quote}
                  </blockquote>
                  {/* Round 23 B (a name whose place wrapped under it beside two that kept theirs inline):
                      at every width the name on its line and the place under it, smaller and quieter. */}
                  <div data-part="author" className="mt-3 md:mt-4 lg:mt-6">
                    <p className="leading-snug font-bold text-white">{testimonial.author}</p>
                    <p className="mt-0.5 text-sm text-navy-200">{testimonial.location}</p>
                  </div>
                </li>
              )
            })}
          </ul>
          {/*
           * SPEC §2.5: previous/next move the active quote and wrap. The site's one control pattern
           * (round 14): under the row, on the right (from md to lg; round 25: none from lg);
           * the band's caption on the left of that line (said once: these are not reviews).
           */}
          <div className="mt-6 flex flex-col gap-4 sm:mt-8 md:flex-row md:items-center md:justify-between md:gap-8">
            <p className="text-sm text-navy-200">{copy.testimonialsSample}</p>
            <CarouselControls
              className="shrink-0 justify-end max-md:hidden lg:hidden"
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
          </div>
        </div>

        <Reveal
          as="article"
          className="relative lg:col-span-12 lg:row-start-2 lg:grid lg:grid-cols-12 lg:items-center lg:gap-x-8"
        >
          {/* Design round 20, fewer boxes: the framed poster and its text on the band, no panel round them. */}
          <div className="relative overflow-hidden rounded-card lg:col-span-7">
            <Illustration
              image={videoPoster}
              alt=""
              sizes="(min-width: 1280px) 690px, (min-width: 1024px) 58vw, 100vw"
            />
            {/*
             * Round 21 (reviews 20-A and 21-A: with no mark the poster read as a still): a play mark,
             * drawn only; the tap goes through it to the one link, which says the video plays on
             * Instagram.
             */}
            <span
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-navy-950 sm:size-20"
            >
              {/* Drawn here, not lucide's Play: the icons share a chunk every page loads (the article's budget). */}
              <svg aria-hidden viewBox="0 0 24 24" fill="currentColor" className="ml-1 size-7 sm:size-8">
                <path d="M7 4.5v15l12.5-7.5z" />
              </svg>
            </span>
          </div>
          <div className="pt-5 sm:pt-6 lg:col-span-5 lg:pt-0 lg:pr-8">
            <h3 className="text-xl font-bold text-white! sm:text-2xl">{copy.video.title}</h3>
            <p className="mt-3 text-navy-100">{copy.video.text}</p>
            {/*
             * The icon stays with its label: one line from 320 px in every language. Design round 20:
             * the one control says where the video plays (Instagram, not here), and the whole card
             * (poster and its play mark included) opens it in a new tab.
             */}
            <a
              href={externalLinks.videoTestimonial}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({
                variant: 'outline',
                size: 'lg',
                inverted: true,
                className: 'mt-6 w-full max-sm:px-4 sm:w-auto lg:mt-8 after:absolute after:inset-0',
              })}
            >
              {copy.video.button}
              <ExternalLink aria-hidden className="size-5 shrink-0" />
              <span className="sr-only">{common.opensNewTab}</span>
            </a>
          </div>
        </Reveal>
      </div>
    </section>
  )
}
