import { FileText, Globe2, Landmark, MonitorSmartphone, Scale } from 'lucide-react'
import { QuoteButton } from '../quote/QuoteButton'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { SnapRow } from '../ui/SnapRow'
import type { HomeCopy } from './home-copy.server'

const icons = { manager: Globe2, legal: Scale, remote: MonitorSmartphone, docs: FileText, financing: Landmark } as const

/**
 * Only for visitors reading in English, French, German or Russian (SPEC §2.4). The page's one navy
 * band: between the process (stone) and the financing (white).
 */
export function InternationalClients({ copy }: { copy: HomeCopy['international'] }) {
  return (
    <section id="international" aria-labelledby="international-title" className="bg-navy-950 py-14 text-white sm:py-24">
      <div className="container-site">
        <Reveal>
          <SectionHeading id="international-title" title={copy.title} lead={copy.subtitle} inverted />
        </Reveal>
        <SnapRow columns="sm:grid-cols-2 sm:gap-5 lg:grid-cols-5" className="mt-10 sm:mt-12">
          {copy.features.map((feature, index) => {
            const Icon = icons[feature.key]
            return (
              <Reveal
                as="li"
                key={feature.key}
                delayMs={index * 80}
                className="rounded-card border border-navy-700 bg-navy-900 p-6 lg:p-5"
              >
                <Icon aria-hidden className="size-7 text-sand-300" />
                <h3 className="mt-4 text-lg !text-white lg:text-base">{feature.title}</h3>
                <p className="mt-2 text-sm text-navy-100">{feature.text}</p>
              </Reveal>
            )
          })}
        </SnapRow>
        <QuoteButton place="international" size="lg" className="mt-10 max-sm:w-full">
          {copy.cta}
        </QuoteButton>
      </div>
    </section>
  )
}
