import { QuoteButton } from '../quote/QuoteButton'
import { FeatureList } from '../ui/FeatureList'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

/**
 * The turnkey promise on its own navy band (design round 17: it shared one white band with the six
 * steps for about 1,500 px; round 21: the steps follow as their own section, after the international
 * band where it shows, in SPEC §2.4's order): the one section opening (its call to action on the right: the filled quote
 * button, round 18, the band's one action being the quote request), what it takes off the owner's hands (four points, none of them a step, the one
 * feature list on navy: navy-700 rules, white titles, navy-100 text). The six phase images SPEC §2.4
 * lists under the turnkey services are the steps' pictures (Process); the anchors
 * #turnkey-services, #our-process and #process stay. Round 23 (C): the quote button here is the outline
 * button on navy (the filled terracotta is the hero's, the calculator result's and the contact
 * panel's; six filled ones down the page stopped meaning «act here»).
 */
export function TurnkeyServices({ copy }: { copy: HomeCopy['turnkey'] }) {
  return (
    <section id="turnkey-services" aria-labelledby="turnkey-title">
      <div data-band="turnkey" className="bg-navy-950 py-12 text-white sm:py-24">
        <Reveal className="container-site">
          <SectionHeading
            id="turnkey-title"
            title={copy.title}
            lead={copy.subtitle}
            inverted
            actionsClassName="max-sm:hidden"
            actions={
              <QuoteButton place="turnkey" variant="outline" inverted size="lg">
                {copy.cta}
              </QuoteButton>
            }
          />
          {/* What the owner no longer does: the home page's one feature list, on navy. */}
          <FeatureList items={copy.benefits} inverted className="mt-6 sm:mt-12" />
          <QuoteButton place="turnkey" variant="outline" inverted size="lg" className="mt-4 w-full sm:hidden">
            {copy.cta}
          </QuoteButton>
        </Reveal>
      </div>
    </section>
  )
}
