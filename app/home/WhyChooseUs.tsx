import { CalendarCheck, FileCheck2, HardHat, ReceiptEuro } from 'lucide-react'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { SnapRow } from '../ui/SnapRow'
import type { HomeCopy } from './home-copy.server'

const icons = { price: ReceiptEuro, manager: HardHat, permits: FileCheck2, deadline: CalendarCheck } as const

/** The four advantages as a quiet list, then the large-number stats row: each claim said once. */
export function WhyChooseUs({ copy }: { copy: HomeCopy['why'] }) {
  return (
    <section id="why-choose-us" aria-labelledby="why-title" className="bg-white py-14 sm:py-28">
      <div className="container-site">
        <Reveal>
          <SectionHeading id="why-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.subtitle} />
        </Reveal>
        <SnapRow columns="sm:grid-cols-2 sm:gap-x-10 sm:gap-y-10 lg:grid-cols-4" className="mt-10 sm:mt-14">
          {copy.advantages.map((advantage, index) => {
            const Icon = icons[advantage.key]
            return (
              <Reveal
                as="li"
                key={advantage.key}
                delayMs={index * 80}
                className="rounded-card bg-sand-50 p-6 sm:rounded-none sm:border-t-2 sm:border-navy-900 sm:bg-transparent sm:px-0 sm:pt-6 sm:pb-0"
              >
                <Icon aria-hidden className="size-7 text-clay-600" strokeWidth={1.6} />
                <h3 className="mt-4 text-xl">{advantage.title}</h3>
                <p className="mt-2 text-navy-700">{advantage.text}</p>
              </Reveal>
            )
          })}
        </SnapRow>
        <Reveal className="mt-12 rounded-[1.5rem] bg-sand-100 px-6 py-8 sm:mt-20 sm:px-10 sm:py-12">
          <h3 className="eyebrow">{copy.featuresTitle}</h3>
          <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-7 lg:grid-cols-4">
            {copy.features.map((feature) => (
              <div key={feature.key}>
                <dt className="font-bold leading-snug text-navy-950">
                  <span className="block text-5xl font-extrabold tracking-tight text-clay-600 lg:text-6xl">
                    {feature.figure}
                  </span>{' '}
                  <span className="mt-1 block">{feature.title}</span>
                </dt>
                <dd className="mt-2 text-sm text-navy-700 max-sm:hidden">{feature.text}</dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </div>
    </section>
  )
}
