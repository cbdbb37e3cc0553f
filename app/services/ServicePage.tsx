import { siteImage } from '../images/images'
import { serviceImages } from '../images/page-images'
import { m } from '../paraglide/messages.js'
import { QuoteButton } from '../quote/QuoteButton'
import { Illustration } from '../ui/Illustration'
import { ProofPoints } from '../ui/ProofPoints'
import { Reveal } from '../ui/Reveal'
import { SnapRow } from '../ui/SnapRow'
import { PriceAnchor, ServiceTestimonial } from './ServiceProof'
import type { ServiceCopy } from './service-copy.server'

/** The one template of the four service landing pages (SPEC §2.5); contact and footer follow. */
export function ServicePage({ copy }: { copy: ServiceCopy }) {
  const images = serviceImages[copy.service]
  return (
    <>
      <section aria-labelledby="service-title" className="bg-sand-100 pt-32 pb-16 sm:pt-40 sm:pb-24 lg:pt-32">
        {/*
         * Phones: headline, lead and the one action, then the picture, then the three proof points as
         * a ruled list, so the picture starts on the first screen. From lg the text and the points
         * share the left six columns and the picture spans both rows on the right.
         */}
        <div className="container-site grid gap-x-12 gap-y-8 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-y-0">
          {/*
           * Round 23 (C): the eyebrow and the picture start on one line, 128 px from the top, the home
           * hero's line (the text was centred against the picture, which started 160 px down).
           */}
          <div
            className={`lg:col-span-6 lg:row-start-1 lg:self-start ${copy.points.length > 0 ? '' : 'lg:row-span-2'}`}
          >
            <p className="eyebrow">{copy.eyebrow}</p>
            {/*
             * 32 px under 360 px: a phrase the copy holds together with no-break spaces (de «in 3 bis
             * 4 Wochen») is wider than a 320 px line at 36 px and broke inside its last word.
             */}
            <h1 id="service-title" className="mt-4 text-h1 max-[359px]:text-[2rem]">
              {copy.title}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-ink-700 sm:text-xl">{copy.lead}</p>
            <QuoteButton place="service" size="lg" className="mt-8 w-full max-sm:px-4 sm:w-auto">
              {copy.cta}
            </QuoteButton>
          </div>
          {/*
           * From lg the picture runs from its column to the screen's right edge, as the home hero's
           * (design round 18, one picture-edge rule: lg:bleed-right), 480 px tall, 560 px from 1280,
           * cropped from the middle; phones keep the whole 4:3 picture in the column.
           */}
          <div className="lg:col-span-6 lg:col-start-7 lg:row-span-2 lg:row-start-1 lg:self-start lg:bleed-right">
            <Illustration
              image={siteImage(images.hero, 800, 600)}
              alt={copy.features.imageAlt}
              priority
              sizes="(min-width: 1280px) max(750px, calc(50vw - 24px)), (min-width: 1024px) max(640px, calc(50vw - 24px)), 100vw"
              className="rounded-card lg:h-[30rem] lg:[&_img]:h-full lg:[&_img]:object-cover xl:h-[35rem]"
            />
          </div>
          {copy.points.length > 0 && (
            <div className="lg:col-span-6 lg:row-start-2 lg:mt-10 lg:self-start">
              <ProofPoints items={copy.points} />
            </div>
          )}
        </div>
      </section>

      <section aria-labelledby="features-title" className="bg-white py-14 sm:py-24">
        <div className="container-site grid gap-12 lg:grid-cols-12">
          <Reveal className="lg:sticky lg:top-28 lg:col-span-5 lg:self-start">
            <h2 id="features-title" className="text-h2">
              {copy.features.title}
            </h2>
            <p className="mt-4 text-lg text-ink-700">{copy.features.lead}</p>
            {copy.price && <PriceAnchor price={copy.price} />}
          </Reveal>
          {/* What is included, as a ruled list: a rule per line, no marks, no boxes (design round 11). */}
          <ul data-testid="service-includes" className="border-b border-ink-200 lg:col-span-7 lg:self-start">
            {copy.features.items.map((item) => (
              <li key={item} className="border-t border-ink-200 py-4 font-semibold text-ink-900">
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="advantages-title" className="bg-sand-100 py-14 sm:py-24">
        {/*
         * Why us, as the home's (design round 13): the opening on five columns, the four reasons as
         * a 2 × 2 ruled list on the other seven from lg; stacked on phones. Reasons, not steps: no
         * numbers, check marks or cards, a hairline over each; a row's texts start on one line. Round 21:
         * a one-line title sits on its text (at its row's foot), not under the hairline with a gap
         * the longer title beside it leaves (ru «Почему…» at 1280). Round 26 (I) (review: the heading
         * had an empty column under it): the heading over the reasons, which run as one row of four
         * across the container from lg.
         */}
        <div className="container-site">
          <Reveal>
            <h2 id="advantages-title" className="max-w-3xl text-h2">
              {copy.advantages.title}
            </h2>
          </Reveal>
          <ul
            data-testid="service-reasons"
            className="mt-8 grid sm:mt-12 sm:grid-cols-2 sm:gap-x-10 lg:grid-cols-4 lg:gap-x-8"
          >
            {copy.advantages.items.map((item, index) => (
              <Reveal
                as="li"
                key={item.title}
                delayMs={index * 80}
                className="row-span-2 grid grid-rows-subgrid content-start gap-y-2 border-t border-ink-200 py-5 last:pb-0 sm:pt-6 sm:pb-8 sm:last:pb-8"
              >
                <h3 className="self-end text-lg leading-snug sm:text-xl">{item.title}</h3>
                <p className="text-ink-700">{item.text}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section id="service-highlight" aria-labelledby="variant-title" className="bg-navy-950 sm:py-24">
        <div className="container-site">
          {/*
           * On phones a navy band from edge to edge, so its button has the screen's width for one
           * line, and the section's own padding goes: no white strip above or under the band. Its
           * picture sits inside the band on phones, 20 px from the screen's edges and 40 px over the
           * band's foot (design round 22, review 22-A: run to the edges, it ran straight into the
           * next band's stone). Round 23 (C): at every width the whole drawing at its own 4:3, inset
           * as on the phone (48 px from the card's edges from sm, level with the text's padding),
           * centred against the text from lg; stretched to the text's height it was cut to a
           * portrait slot with fragments of the drawing at its left edge. Round 23 (review 23-A: the
           * inset navy card left thin white strips between two stone bands): a navy band from edge to
           * edge at every width, its text and picture on the container's edges like every band's.
           */}
          <Reveal className="grid items-center gap-10 overflow-hidden bg-navy-950 text-white max-sm:-mx-5 sm:gap-12 lg:grid-cols-2 lg:gap-16">
            <div className="px-5 pt-10 sm:p-0">
              <h2
                id="variant-title"
                className={`text-h2 !text-white ${copy.variant.title.length > 60 ? 'text-h2-long' : ''}`}
              >
                {copy.variant.title}
              </h2>
              <p className="mt-4 text-navy-100">{copy.variant.text}</p>
              {/* The points under hairlines, as the page's other lists: no check marks. */}
              <ul className="mt-6 border-b border-navy-800">
                {copy.variant.points.map((point) => (
                  <li key={point} className="border-t border-navy-800 py-3 text-white">
                    {point}
                  </li>
                ))}
              </ul>
              <QuoteButton place="service-end" size="lg" className="mt-8 max-sm:w-full max-sm:px-4">
                {copy.cta}
              </QuoteButton>
            </div>
            <Illustration
              image={siteImage(images.variant, 800, 600)}
              alt=""
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="mx-5 mb-10 rounded-card sm:mx-0 sm:mb-0"
            />
          </Reveal>
        </div>
      </section>

      <ServiceTestimonial testimonial={copy.testimonial} />

      <section aria-labelledby="gallery-title" className="bg-white py-14 sm:py-24">
        <div className="container-site">
          <Reveal>
            <h2 id="gallery-title" className="max-w-3xl text-h2">
              {copy.gallery.title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-ink-700">{copy.gallery.lead}</p>
          </Reveal>
          {/*
           * Six projects as captioned pictures, no card box or shadow. Round 23 (C): every slot at the
           * drawings' own 4:3 (an explicit ratio, cropped from the middle where a drawing is not), two
           * columns from sm, three from lg, each project a picture row and a caption row of the grid
           * (subgrid) so a row's captions start on one line under pictures of one height. The
           * asymmetric lead of rounds 14–22 spanned two columns and the height of two stacked
           * projects: a near-square box, mostly empty wall, its one-line caption ending far above the
           * three-line one beside it. A row to swipe on phones with the home carousels' arrows and
           * «1 / 6» under it.
           */}
          <SnapRow
            columns="sm:grid-cols-2 sm:gap-x-6 sm:gap-y-12 lg:grid-cols-3"
            className="mt-10 sm:mt-12"
            controls={{ previous: m.common_previous(), next: m.common_next() }}
          >
            {images.gallery.map((name, index) => {
              const item = copy.gallery.items[index]
              if (!item) return null
              return (
                <Reveal
                  as="li"
                  key={item.title}
                  delayMs={(index % 3) * 120}
                  className="flex flex-col sm:row-span-2 sm:grid sm:grid-rows-subgrid sm:gap-y-5"
                >
                  <Illustration
                    image={siteImage(name, 800, 600)}
                    alt={item.alt}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 85vw"
                    className="aspect-[4/3] rounded-card [&_img]:h-full [&_img]:object-cover"
                  />
                  <div className="pt-5 sm:pt-0" data-caption="">
                    <h3 className="text-lg">{item.title}</h3>
                    <p className="mt-2 text-ink-700">{item.text}</p>
                  </div>
                </Reveal>
              )
            })}
          </SnapRow>
        </div>
      </section>
    </>
  )
}
