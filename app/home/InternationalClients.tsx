import { QuoteButton } from '../quote/QuoteButton'
import { FeatureList } from '../ui/FeatureList'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

/**
 * Only for visitors reading in English, French, German or Russian (SPEC §2.4). Design round 20: on
 * navy, so the bands keep alternating (it sat white on the steps' white band, under a hairline):
 * after the turnkey promise's navy and the steps' white, before the financing's stone. Round 16:
 * the heading across the container, the quote button on its right from lg, then the five points as
 * the one feature list on navy, two over three (round 18: the list's own subgrid rows, so the texts
 * of a row start on one line whatever its titles' lengths). Stacked on phones, the button last.
 */
export function InternationalClients({ copy }: { copy: HomeCopy['international'] }) {
  return (
    <section id="international" aria-labelledby="international-title" className="bg-navy-950 py-12 text-white sm:py-24">
      <Reveal className="container-site">
        <SectionHeading
          id="international-title"
          title={copy.title}
          lead={copy.subtitle}
          inverted
          actionsClassName="max-lg:hidden"
          actions={
            <QuoteButton place="international" size="lg">
              {copy.cta}
            </QuoteButton>
          }
        />
        <FeatureList items={copy.features} columns="two-over-three" inverted className="mt-6 sm:mt-12" />
        <QuoteButton place="international" size="lg" className="mt-4 w-full sm:w-auto lg:hidden">
          {copy.cta}
        </QuoteButton>
      </Reveal>
    </section>
  )
}
