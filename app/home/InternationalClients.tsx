import { QuoteButton } from '../quote/QuoteButton'
import { FeatureList } from '../ui/FeatureList'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

/**
 * Only for visitors reading in English, French, German or Russian (SPEC §2.4). Design round 15:
 * on the white band (the navy is the clients' words' alone), under a hairline that closes the
 * turnkey story above it; from lg the heading (its label: who it is for), the lead and the button
 * on the left (five columns), the five points as the one feature list in two columns on the right
 * (seven), so every rule lines up with the one beside or above it. Stacked on phones, the button
 * last.
 */
export function InternationalClients({ copy }: { copy: HomeCopy['international'] }) {
  return (
    <section id="international" aria-labelledby="international-title" className="bg-white pb-12 sm:pb-24">
      <Reveal className="container-site">
        <div className="grid gap-x-12 border-t border-navy-200 pt-12 sm:pt-24 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <SectionHeading
              id="international-title"
              eyebrow={copy.eyebrow}
              title={copy.title}
              lead={copy.subtitle}
              className="[&_.eyebrow]:text-balance"
            />
            <QuoteButton place="international" size="lg" className="mt-8 max-lg:hidden">
              {copy.cta}
            </QuoteButton>
          </div>
          <FeatureList items={copy.features} columns="lg:grid-cols-2" className="mt-6 sm:mt-12 lg:col-span-7 lg:mt-0" />
          <QuoteButton
            place="international"
            size="lg"
            className="mt-4 w-full sm:w-auto sm:justify-self-start lg:hidden"
          >
            {copy.cta}
          </QuoteButton>
        </div>
      </Reveal>
    </section>
  )
}
