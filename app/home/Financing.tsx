import { ArrowUpRight } from 'lucide-react'
import { getLocale } from '../i18n/locale'
import { buttonClass } from '../ui/button'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { financingUrl } from './financing-link'
import type { HomeCopy } from './home-copy.server'

/**
 * A white band, opened by the heading alone (on the right from lg, so the page zig-zags after the
 * turnkey story's heading on the left), whose hero is one worked example (the monthly instalment of the
 * representative loan, computed from the config), not a grid: the four points follow it as small
 * print, then the legal example in full.
 */
export function Financing({ copy, common }: { copy: HomeCopy['financing']; common: HomeCopy['common'] }) {
  return (
    <section id="financing" aria-labelledby="financing-title" className="bg-white py-14 sm:py-24">
      <Reveal className="container-site">
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-5 lg:col-start-8 lg:row-start-1">
            <SectionHeading id="financing-title" title={copy.title} lead={copy.subtitle} />
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
          <div className="lg:col-span-7 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <figure className="rounded-[1.5rem] bg-sand-100 px-6 py-7 sm:px-10 sm:py-10">
              <figcaption className="font-semibold text-navy-700">{copy.example.label}</figcaption>
              <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-5xl font-extrabold tracking-tight text-navy-950 sm:text-6xl">
                  {copy.example.monthly}
                </span>
                <span className="text-lg font-semibold text-navy-700">{copy.example.perMonth}</span>
              </p>
              <p className="mt-3 border-t border-navy-200 pt-3 text-sm text-navy-700">{copy.example.rates}</p>
            </figure>
            <ul className="mt-8 grid gap-x-8 gap-y-3 sm:grid-cols-2">
              {copy.features.map((feature) => (
                <li key={feature.key} className="text-sm leading-relaxed text-navy-700">
                  <h3 className="inline text-sm font-bold text-navy-950">{feature.title}.</h3> {feature.text}
                </li>
              ))}
            </ul>
          </div>
          {/* Under the features on phones; on a wide screen the fine print sits under the button. */}
          <p className="max-w-[70ch] text-xs leading-relaxed text-navy-700 lg:col-span-5 lg:col-start-8 lg:row-start-2">
            {copy.disclaimer}
          </p>
        </div>
      </Reveal>
    </section>
  )
}
