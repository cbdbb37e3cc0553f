import { CalendarCheck, FileCheck2, HardHat, ReceiptEuro } from 'lucide-react'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

const icons = { price: ReceiptEuro, manager: HardHat, permits: FileCheck2, deadline: CalendarCheck } as const

export function WhyChooseUs({ copy }: { copy: HomeCopy['why'] }) {
  return (
    <section id="why-choose-us" aria-labelledby="why-title" className="bg-white py-20 sm:py-28">
      <div className="container-site">
        <Reveal>
          <SectionHeading id="why-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.subtitle} />
        </Reveal>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.advantages.map((advantage, index) => {
            const Icon = icons[advantage.key]
            return (
              <Reveal
                as="li"
                key={advantage.key}
                delayMs={index * 80}
                className="rounded-card border border-navy-100 bg-sand-50 p-6"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-clay-600 text-white">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-5 text-xl">{advantage.title}</h3>
                <p className="mt-2 text-navy-700">{advantage.text}</p>
              </Reveal>
            )
          })}
        </ul>
        <Reveal className="mt-16 rounded-[1.5rem] bg-navy-900 p-8 text-white sm:p-12">
          <h3 className="text-2xl !text-white">{copy.featuresTitle}</h3>
          <dl className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {copy.features.map((feature) => (
              <div key={feature.key} className="border-l-2 border-clay-400 pl-5">
                <dt className="font-bold text-white">{feature.title}</dt>
                <dd className="mt-1.5 text-navy-100">{feature.text}</dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </div>
    </section>
  )
}
