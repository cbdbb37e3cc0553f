import { QuoteButton } from '../quote/QuoteButton'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

/**
 * The turnkey promise and what it takes off the owner's hands, as ruled lines rather than another
 * grid of four, opened by the heading alone. A white band; the six steps follow on stone (Round 6:
 * bands alternate).
 */
export function TurnkeyServices({ copy }: { copy: HomeCopy['turnkey'] }) {
  return (
    <section id="turnkey-services" aria-labelledby="turnkey-title" className="bg-white py-14 sm:py-24">
      <div className="container-site grid gap-8 lg:grid-cols-12 lg:gap-12">
        <Reveal className="lg:col-span-6">
          <SectionHeading id="turnkey-title" title={copy.title} lead={copy.subtitle} />
          <QuoteButton place="turnkey" size="lg" className="mt-8 max-sm:hidden">
            {copy.cta}
          </QuoteButton>
        </Reveal>
        <Reveal as="ul" className="border-b border-navy-200 lg:col-span-6 lg:self-end">
          {copy.benefits.map((benefit) => (
            <li
              key={benefit.key}
              className="grid gap-1 border-t border-navy-200 py-4 sm:grid-cols-[11rem_1fr] sm:gap-6"
            >
              <h3 className="text-base">{benefit.title}</h3>
              <p className="text-navy-700 sm:text-[0.95rem]">{benefit.text}</p>
            </li>
          ))}
        </Reveal>
        <QuoteButton place="turnkey" size="lg" className="w-full sm:hidden">
          {copy.cta}
        </QuoteButton>
      </div>
    </section>
  )
}
