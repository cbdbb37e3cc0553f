import { ArrowUpRight } from 'lucide-react'
import { getLocale } from '../i18n/locale'
import { buttonClass } from '../ui/button'
import { FeatureList } from '../ui/FeatureList'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { financingUrl } from './financing-link'
import type { HomeCopy } from './home-copy.server'

/**
 * A white band that reads in order (round 10): the heading, its lead and the button on the left,
 * one worked example on the right (the monthly instalment of the representative loan, computed
 * from the config); the four points under both as the home page's one feature list; the legal example in full as the band's caption, across the whole width.
 */
export function Financing({ copy, common }: { copy: HomeCopy['financing']; common: HomeCopy['common'] }) {
  return (
    <section id="financing" aria-labelledby="financing-title" className="bg-white py-12 sm:py-24">
      <Reveal className="container-site">
        <div className="grid gap-10 lg:grid-cols-12 lg:items-center lg:gap-12">
          <div className="lg:col-span-6">
            <SectionHeading id="financing-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.subtitle} />
            <a
              href={financingUrl(getLocale())}
              target="_blank"
              rel="noopener"
              data-measure-link="financing"
              className={buttonClass({ size: 'lg', className: 'mt-8 max-sm:w-full' })}
            >
              {copy.cta}
              <ArrowUpRight aria-hidden className="size-5" />
              <span className="sr-only">{common.opensNewTab}</span>
            </a>
          </div>
          <figure className="rounded-card bg-sand-100 px-6 py-7 sm:px-10 sm:py-10 lg:col-span-5 lg:col-start-8">
            <figcaption className="font-semibold text-navy-700">{copy.example.label}</figcaption>
            <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-5xl font-extrabold tracking-tight text-navy-950 sm:text-6xl">
                {copy.example.monthly}
              </span>
              <span className="text-lg font-semibold text-navy-700">{copy.example.perMonth}</span>
            </p>
            <p className="mt-3 border-t border-navy-200 pt-3 text-sm text-navy-700">{copy.example.rates}</p>
          </figure>
        </div>
        <FeatureList items={copy.features} className="mt-6 sm:mt-14" />
        {/* The band's caption: the representative example the law requires, small, across the width. */}
        <p className="mt-6 border-t border-navy-100 pt-4 text-xs leading-relaxed text-navy-700 sm:mt-8">
          {copy.disclaimer}
        </p>
      </Reveal>
    </section>
  )
}
