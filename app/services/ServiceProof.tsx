import { ArrowRight, Quote } from 'lucide-react'
import { CalculatorLink } from '../calculator/CalculatorLink'
import { Reveal } from '../ui/Reveal'
import type { ServiceCopy } from './service-copy.server'

/**
 * The price anchor: «desde» figures from the calculator's formula, each opening the calculator on
 * the values that give it (one per finish for full renovations, the formula's line for kitchens
 * and bathrooms).
 */
export function PriceAnchor({ price }: { price: NonNullable<ServiceCopy['price']> }) {
  return (
    <div className="mt-10 border-t border-ink-200 pt-6">
      <p className="eyebrow">{price.eyebrow}</p>
      <ul className="mt-3">
        {price.rows.map((row) => (
          <li
            key={row.label ?? 'line'}
            // Round 26 (I) (review: «Ver este cálculo» was pushed to the far right of a narrow column):
            // the link under its price, on the figure's left edge.
            className="flex flex-col items-start border-b border-ink-200 py-3 last:border-b-0"
          >
            {/*
             * Round 22 (review: «desde 6.800 €» set at 24 px got lost): the amount is a figure, 32 px on
             * phones and 40 px from lg, navy-950 extrabold; «desde» small beside it; a finish's name
             * over it.
             */}
            <span className="flex flex-col">
              {row.label && <span className="text-sm font-semibold text-ink-700">{row.label}</span>}
              <span data-price="" className="flex flex-wrap items-baseline gap-x-2">
                {row.from.before && <span className="text-lg font-semibold text-ink-700">{row.from.before}</span>}{' '}
                <span className="price-figure text-[2rem] leading-tight text-navy-950 lg:text-[2.5rem]">
                  {row.from.amount}
                </span>{' '}
                {row.from.after && <span className="text-lg font-semibold text-ink-700">{row.from.after}</span>}
              </span>
            </span>
            <CalculatorLink
              search={row.search}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-ink-900 underline decoration-ink-300 underline-offset-4 hover:decoration-ink-900"
            >
              {price.link}
              <ArrowRight aria-hidden className="size-4" />
              {row.label && <span className="sr-only">: {row.label}</span>}
            </CalculatorLink>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-600">{price.note}</p>
    </div>
  )
}

/**
 * One client's words, said large and quietly: a text section, not a card, on the stone band between
 * the highlight and the gallery (white), so the page's bands alternate as the home page's do. On the
 * grid like every other section, not centred. Round 26 (I) (review: from lg the eyebrow sat alone on
 * an empty left 40 %, "a label that lost its content"): at every width the eyebrow over the mark and
 * the words, one block on the container's left edge, eight columns wide from lg. On phones the
 * words in the display serif at 20 px, the name and place in small sans under them.
 */
export function ServiceTestimonial({ testimonial }: { testimonial: ServiceCopy['testimonial'] }) {
  return (
    <section aria-labelledby="testimonial-title" className="bg-sand-100 py-14 sm:py-24">
      <Reveal className="container-site">
        <div className="max-w-4xl">
          <h2 id="testimonial-title" className="eyebrow">
            {testimonial.title}
          </h2>
          <figure>
            <Quote aria-hidden className="mt-6 size-8 text-navy-300 sm:size-10" />
            <blockquote className="mt-4 font-display text-xl leading-snug text-navy-950 sm:text-3xl lg:text-4xl">
              {testimonial.quote}
            </blockquote>
            <figcaption className="mt-4 text-sm text-ink-700 sm:mt-6 sm:text-base">
              <span className="font-semibold text-navy-950">{testimonial.author}</span> · {testimonial.location}
              <span className="mt-1 block text-xs text-ink-500">{testimonial.sample}</span>
            </figcaption>
          </figure>
        </div>
      </Reveal>
    </section>
  )
}
