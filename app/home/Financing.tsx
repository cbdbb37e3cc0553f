import { ArrowUpRight, BadgePercent } from 'lucide-react'
import { getLocale } from '../i18n/locale'
import { buttonClass } from '../ui/button'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { financingUrl } from './financing-link'
import type { HomeCopy } from './home-copy.server'

export function Financing({ copy, common }: { copy: HomeCopy['financing']; common: HomeCopy['common'] }) {
  return (
    <section id="financing" aria-labelledby="financing-title" className="bg-white py-20 sm:py-28">
      <div className="container-site">
        <Reveal className="overflow-hidden rounded-[1.75rem] bg-clay-50 p-8 ring-1 ring-clay-100 sm:p-12 lg:p-16">
          <div className="grid gap-12 lg:grid-cols-12">
            <div className="lg:col-span-5">
              <BadgePercent aria-hidden className="size-12 text-clay-600" />
              <div className="mt-6">
                <SectionHeading id="financing-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.subtitle} />
              </div>
              <a
                href={financingUrl(getLocale())}
                target="_blank"
                rel="noopener"
                className={buttonClass({ size: 'lg', className: 'mt-8' })}
              >
                {copy.cta}
                <ArrowUpRight aria-hidden className="size-5" />
                <span className="sr-only">{common.opensNewTab}</span>
              </a>
            </div>
            <ul className="grid gap-5 sm:grid-cols-2 lg:col-span-7">
              {copy.features.map((feature) => (
                <li key={feature.key} className="rounded-card bg-white p-6 shadow-soft">
                  <h3 className="text-lg">{feature.title}</h3>
                  <p className="mt-1.5 text-navy-700">{feature.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <p className="mt-10 border-t border-clay-200 pt-6 text-sm text-navy-700">{copy.disclaimer}</p>
        </Reveal>
      </div>
    </section>
  )
}
