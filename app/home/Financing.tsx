import { ArrowUpRight } from 'lucide-react'
import { getLocale } from '../i18n/locale'
import { buttonClass } from '../ui/button'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { financingUrl } from './financing-link'
import type { HomeCopy } from './home-copy.server'

/** A full-bleed warm band: the offer, its four points as a plain list, the legal example. */
export function Financing({ copy, common }: { copy: HomeCopy['financing']; common: HomeCopy['common'] }) {
  return (
    <section id="financing" aria-labelledby="financing-title" className="bg-clay-50 py-14 sm:py-24">
      <Reveal className="container-site">
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-5">
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
          <ul className="grid gap-x-10 sm:grid-cols-2 lg:col-span-7 lg:self-center">
            {copy.features.map((feature) => (
              <li key={feature.key} className="border-t border-clay-200 py-5">
                <h3 className="text-lg">{feature.title}</h3>
                <p className="mt-1 text-navy-700">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-8 text-xs leading-relaxed text-navy-700 sm:mt-10 sm:text-sm">{copy.disclaimer}</p>
      </Reveal>
    </section>
  )
}
