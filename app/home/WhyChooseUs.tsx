import { CalendarCheck, FileCheck2, HardHat, ReceiptEuro } from 'lucide-react'
import { ReasonRow } from '../ui/ReasonRow'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

const icons = { price: ReceiptEuro, manager: HardHat, permits: FileCheck2, deadline: CalendarCheck } as const

/**
 * The four advantages as a quiet ruled list, opened by the heading alone. No figures here: the
 * hero's pills carry the numbers (Round 6: each claim one home).
 */
export function WhyChooseUs({ copy }: { copy: HomeCopy['why'] }) {
  return (
    <section id="why-choose-us" aria-labelledby="why-title" className="bg-white py-14 sm:py-24">
      <div className="container-site">
        <Reveal>
          <SectionHeading id="why-title" title={copy.title} lead={copy.subtitle} />
        </Reveal>
        <ReasonRow
          items={copy.advantages.map((advantage) => ({ ...advantage, icon: icons[advantage.key] }))}
          cardClassName="bg-sand-100"
        />
      </div>
    </section>
  )
}
