import { Check } from 'lucide-react'
import { QuoteButton } from '../quote/QuoteButton'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

/**
 * The turnkey promise in four lines and a call to action. The process section right after it, on
 * the same band, tells the six steps with their pictures: one story (issue 22).
 */
export function TurnkeyServices({ copy }: { copy: HomeCopy['turnkey'] }) {
  return (
    <section id="turnkey-services" aria-labelledby="turnkey-title" className="bg-sand-50 pt-16 pb-12 sm:pt-28 sm:pb-16">
      <div className="container-site grid gap-10 lg:grid-cols-12 lg:gap-12">
        <Reveal className="lg:col-span-5">
          <SectionHeading id="turnkey-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.subtitle} />
          <QuoteButton place="turnkey" size="lg" className="mt-8 max-sm:w-full">
            {copy.cta}
          </QuoteButton>
        </Reveal>
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:col-span-7 lg:self-center">
          {copy.benefits.map((benefit, index) => (
            <Reveal as="li" key={benefit.key} delayMs={index * 80} className="flex gap-4">
              <Check aria-hidden className="mt-1 size-5 shrink-0 text-clay-600" strokeWidth={2.5} />
              <div>
                <h3 className="text-lg">{benefit.title}</h3>
                <p className="mt-1 text-navy-700">{benefit.text}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
