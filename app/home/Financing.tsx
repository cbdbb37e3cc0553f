import { ArrowUpRight } from 'lucide-react'
import { getLocale } from '../i18n/locale'
import { buttonClass } from '../ui/button'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { financingUrl } from './financing-link'
import type { HomeCopy } from './home-copy.server'

/**
 * A stone band that reads in order (design round 13: not the ruled grid of four again), the same
 * order on every screen and in the DOM (design round 15): the opening, the four points as one short
 * ruled list (each point's title beside its text from sm), then the one worked example (the monthly
 * instalment of the representative loan, computed from the config) on a white panel: the instalment
 * and its rates at its head, the rule between them at a fixed 16 px under «per month» in every
 * language (round 16), the representative example the law requires and the button at its foot.
 * Design round 21 (a 600 × 200 px dead corner beside the heading: the panel started level with the
 * list): from lg the opening and the list on the left, the panel on the right from the heading's
 * top, the button inside it (the example's own action); the small print navy-700 (13 px on phones,
 * 14 px from sm), the legal disclosure read, not glimpsed. Design round 22: the panel as tall as
 * what it says (stretched to the list's foot it had a 90 px hole between the rates and the print).
 * Round 26 (reviews 26-A, 26-B: eight lines of legal print outweighed the instalment): the button
 * under the rates, its own width, and the representative example at the card's foot under a rule.
 */
export function Financing({ copy, common }: { copy: HomeCopy['financing']; common: HomeCopy['common'] }) {
  return (
    <section id="financing" aria-labelledby="financing-title" className="bg-sand-100 py-12 sm:py-24">
      <Reveal className="container-site">
        <div className="grid gap-x-12 gap-y-6 sm:gap-y-8 lg:grid-cols-12 lg:grid-rows-[auto_1fr]">
          <SectionHeading id="financing-title" title={copy.title} lead={copy.subtitle} className="lg:col-span-6" />
          <ul className="self-start border-b border-ink-200 lg:col-span-6 lg:row-start-2">
            {copy.features.map(({ key, title, text }) => (
              <li
                key={key}
                className="grid gap-x-8 gap-y-1 border-t border-ink-200 py-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
              >
                <h3 className="text-lg leading-snug text-balance">{title}</h3>
                <p className="text-ink-700">{text}</p>
              </li>
            ))}
          </ul>
          <figure className="flex flex-col rounded-card bg-white px-6 py-7 sm:px-10 sm:py-10 lg:col-span-5 lg:col-start-8 lg:row-span-2 lg:row-start-1 lg:self-start">
            <figcaption className="font-semibold text-ink-700">{copy.example.label}</figcaption>
            <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span data-testid="financing-monthly" className="price-figure text-3xl text-navy-950 sm:text-4xl">
                {copy.example.monthly}
              </span>
              <span className="text-lg font-semibold text-ink-700">{copy.example.perMonth}</span>
            </p>
            <p className="mt-4 border-t border-ink-200 pt-3 text-sm text-ink-700 lg:pt-4">{copy.example.rates}</p>
            <a
              href={financingUrl(getLocale())}
              target="_blank"
              rel="noopener"
              data-measure-link="financing"
              className={buttonClass({ variant: 'outline', size: 'lg', className: 'mt-6 self-start' })}
            >
              {copy.cta}
              <ArrowUpRight aria-hidden className="size-5" />
              <span className="sr-only">{common.opensNewTab}</span>
            </a>
            {/* The representative example the law requires, in the card that illustrates it, as its
                foot's small print (round 26: set between the rates and the button it outweighed both). */}
            <p className="mt-6 border-t border-ink-200 pt-4 text-xs leading-normal text-ink-700 sm:text-sm sm:leading-relaxed">
              {copy.disclaimer}
            </p>
          </figure>
        </div>
      </Reveal>
    </section>
  )
}
