import { QuoteButton } from '../quote/QuoteButton'
import { FeatureList } from '../ui/FeatureList'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

/**
 * Only for visitors reading in English, French, German or Russian (SPEC §2.4). The page's one navy
 * band, opened like every section (its label, heading, lead and, from `sm`, its button on the
 * right); its five points are the home page's one feature list at body size, two over three from
 * `lg` (design round 12: no empty cell).
 */
export function InternationalClients({ copy }: { copy: HomeCopy['international'] }) {
  return (
    <section id="international" aria-labelledby="international-title" className="bg-navy-950 py-12 text-white sm:py-24">
      <Reveal className="container-site">
        <SectionHeading
          id="international-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.subtitle}
          inverted
          className="[&_.eyebrow]:text-balance [&_.eyebrow]:text-clay-300!"
          actionsClassName="max-sm:hidden"
          actions={
            <QuoteButton place="international" size="lg">
              {copy.cta}
            </QuoteButton>
          }
        />
        <FeatureList items={copy.features} columns="two-over-three" inverted className="mt-6 sm:mt-12" />
        <QuoteButton place="international" size="lg" className="mt-4 w-full sm:hidden">
          {copy.cta}
        </QuoteButton>
      </Reveal>
    </section>
  )
}
