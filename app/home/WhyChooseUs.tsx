import { CalendarCheck, FileCheck2, HardHat, ReceiptEuro } from 'lucide-react'
import { ReasonRow } from '../ui/ReasonRow'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
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
        <ReasonRow
          items={copy.advantages.map((advantage) => ({ ...advantage, icon: icons[advantage.key] }))}
          cardClassName="bg-sand-50"
        />
        <Reveal className="mt-10 rounded-[1.5rem] bg-sand-100 px-6 py-8 sm:mt-20 sm:px-10 sm:py-12">
          <h3 className="eyebrow">{copy.featuresTitle}</h3>
          <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-7 lg:grid-cols-4">
            {copy.features.map((feature) => (
              <div key={feature.key}>
                <dt className="font-bold leading-snug text-navy-950">
                  <span className="block text-5xl font-extrabold tracking-tight text-navy-900 lg:text-6xl">
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
