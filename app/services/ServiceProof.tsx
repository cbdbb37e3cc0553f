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
            className="flex flex-wrap items-end justify-between gap-x-4 border-b border-ink-200 py-3 last:border-b-0"
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
 * the highlight and the gallery (white), so the page's bands alternate as the home page's do. Round
 * 21: on the grid like every other section, not centred: the sub-heading on the container's left
 * edge over the quote on phones; from lg the why-us band's split: the sub-heading on the first five
 * columns, level with the mark, the words on the other seven, on the reasons' left edge.
 */
export function ServiceTestimonial({ testimonial }: { testimonial: ServiceCopy['testimonial'] }) {
  return (
    <section aria-labelledby="testimonial-title" className="bg-sand-100 py-14 sm:py-24">
      <Reveal className="container-site grid gap-x-16 lg:grid-cols-12">
        {/*
         * Round 24 C (reviews: a third serif size beside the H2 and the quote): the site's small-caps
         * eyebrow, over the quote on phones, level with the mark from lg; the quote is the weight.
         */}
        <h2 id="testimonial-title" className="eyebrow lg:col-span-5 lg:self-start">
          {testimonial.title}
        </h2>
        <figure className="max-w-3xl lg:col-span-7">
          <Quote aria-hidden className="mt-6 size-10 text-navy-300 lg:mt-0" />
          <blockquote className="mt-4 font-display text-[1.375rem] leading-snug text-navy-950 sm:text-3xl lg:text-4xl">
            {testimonial.quote}
          </blockquote>
          <figcaption className="mt-6 text-ink-700">
            <span className="font-bold text-navy-950">{testimonial.author}</span> · {testimonial.location}
            <span className="mt-1 block text-xs text-ink-500">{testimonial.sample}</span>
          </figcaption>
        </figure>
      </Reveal>
    </section>
  )
}
