import { ArrowUpRight } from 'lucide-react'
import { getLocale } from '../i18n/locale'
import { buttonClass } from '../ui/button'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { financingUrl } from './financing-link'
import type { HomeCopy } from './home-copy.server'

/**
 * A stone band that reads in order (design round 13: not the ruled grid of four again): on the left
 * the opening, then the four points as one short ruled list (each point's title beside its text
 * from sm) and the button; on the right, level with the heading's top, the one worked example (the
 * monthly instalment of the representative loan, computed from the config) on a white panel, the
 * legal representative example in small print inside it, under its rates (design round 14); from lg
 * the panel is sticky under the header, so it accompanies the list instead of ending over an empty
 * well. On phones: the opening, the example, the list, the button.
 */
export function Financing({ copy, common }: { copy: HomeCopy['financing']; common: HomeCopy['common'] }) {
  return (
    <section id="financing" aria-labelledby="financing-title" className="bg-sand-100 py-12 sm:py-24">
      <Reveal className="container-site">
        <div className="grid gap-x-12 gap-y-6 sm:gap-y-8 lg:grid-cols-12 lg:grid-rows-[auto_1fr]">
          <SectionHeading
            id="financing-title"
            eyebrow={copy.eyebrow}
            title={copy.title}
            lead={copy.subtitle}
            className="lg:col-span-6"
          />
          <figure className="rounded-card bg-white px-6 py-7 sm:px-10 sm:py-10 lg:sticky lg:top-28 lg:col-span-5 lg:col-start-8 lg:row-span-2 lg:self-start">
            <figcaption className="font-semibold text-navy-700">{copy.example.label}</figcaption>
            <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-5xl font-extrabold tracking-tight text-navy-950 sm:text-6xl">
                {copy.example.monthly}
              </span>
              <span className="text-lg font-semibold text-navy-700">{copy.example.perMonth}</span>
            </p>
            <p className="mt-3 border-t border-navy-200 pt-3 text-sm text-navy-700">{copy.example.rates}</p>
            {/* The representative example the law requires, in the card that illustrates it. */}
            <p className="mt-4 text-xs leading-relaxed text-navy-600">{copy.disclaimer}</p>
          </figure>
          <div className="lg:col-span-6 lg:row-start-2">
            <ul className="border-b border-navy-200">
              {copy.features.map(({ key, title, text }) => (
                <li
                  key={key}
                  className="grid gap-x-8 gap-y-1 border-t border-navy-200 py-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
                >
                  <h3 className="text-lg leading-snug text-balance">{title}</h3>
                  <p className="text-navy-700">{text}</p>
                </li>
              ))}
            </ul>
            <a
              href={financingUrl(getLocale())}
              target="_blank"
              rel="noopener"
              data-measure-link="financing"
              className={buttonClass({ variant: 'outline', size: 'lg', className: 'mt-6 max-sm:w-full sm:mt-8' })}
            >
              {copy.cta}
              <ArrowUpRight aria-hidden className="size-5" />
              <span className="sr-only">{common.opensNewTab}</span>
            </a>
          </div>
        </div>
      </Reveal>
    </section>
  )
}
