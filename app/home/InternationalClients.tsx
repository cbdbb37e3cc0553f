import { QuoteButton } from '../quote/QuoteButton'
import { FeatureList } from '../ui/FeatureList'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'
import { longHeading } from './long-heading'

/**
 * Only for visitors reading in English, French, German or Russian (SPEC §2.4), in the spec's place:
 * right after the turnkey promise, before the six steps. Design round 21 (both round-20 reviewers: four
 * navy masses were too heavy): on stone between the turnkey navy and the steps' white, so the bands
 * still alternate. One grid that lines up (the five points sat two over three, their columns not
 * meeting): from lg the opening (heading, lead, the quote button) on five of twelve columns, the five
 * points as one ruled list on the other seven, each title beside its text. Stacked on phones, the
 * button last. Round 23 (C): the house's outline button (the three filled ones are the hero's, the
 * calculator result's and the contact panel's).
 */
export function InternationalClients({ copy }: { copy: HomeCopy['international'] }) {
  return (
    <section id="international" aria-labelledby="international-title" className="bg-sand-100 py-12 sm:py-24">
      <Reveal className="container-site grid gap-y-6 sm:gap-y-12 lg:grid-cols-12 lg:gap-x-12">
        <div className="lg:sticky lg:top-28 lg:col-span-6 lg:self-start">
          <SectionHeading
            id="international-title"
            title={copy.title}
            lead={copy.subtitle}
            className={longHeading(copy.title)}
          />
          <QuoteButton place="international" variant="outline" size="lg" className="mt-8 max-lg:hidden">
            {copy.cta}
          </QuoteButton>
        </div>
        <FeatureList items={copy.features} columns="rows" className="lg:col-span-6" />
        <QuoteButton
          place="international"
          variant="outline"
          size="lg"
          className="w-full sm:w-auto sm:justify-self-start lg:hidden"
        >
          {copy.cta}
        </QuoteButton>
      </Reveal>
    </section>
  )
}
