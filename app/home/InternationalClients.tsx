import { QuoteButton } from '../quote/QuoteButton'
import { FeatureList } from '../ui/FeatureList'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

/**
 * Only for visitors reading in English, French, German or Russian (SPEC §2.4). On the white band
 * (the navy is the clients' words' alone), under a hairline that closes the turnkey story above it.
 * Design round 16: the heading across the container (the ru heading took seven lines in a five-
 * column cell), the button on its right from lg, then the five points as the one feature list, two
 * over three, every item's rule on its row's top edge. Round 18 (ru at 1280 read misaligned): the
 * list's own subgrid rows, so the texts of a row start on one line whatever its titles' lengths.
 * Stacked on phones, the button last.
 */
export function InternationalClients({ copy }: { copy: HomeCopy['international'] }) {
  return (
    <section id="international" aria-labelledby="international-title" className="bg-white pb-12 sm:pb-24">
      <Reveal className="container-site">
        <div className="border-t border-navy-200 pt-12 sm:pt-24">
          <SectionHeading
            id="international-title"
            title={copy.title}
            lead={copy.subtitle}
            actionsClassName="max-lg:hidden"
            actions={
              <QuoteButton place="international" variant="outline" size="lg">
                {copy.cta}
              </QuoteButton>
            }
          />
          <FeatureList items={copy.features} columns="two-over-three" className="mt-6 sm:mt-12" />
          <QuoteButton place="international" variant="outline" size="lg" className="mt-4 w-full sm:w-auto lg:hidden">
            {copy.cta}
          </QuoteButton>
        </div>
      </Reveal>
    </section>
  )
}
