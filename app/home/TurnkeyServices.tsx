import { QuoteButton } from '../quote/QuoteButton'
import { FeatureList } from '../ui/FeatureList'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'
import { Process } from './Process'

/**
 * One story on one band (issue 22, round 9): the turnkey promise under the one section opening
 * (its call to action on the right), what it takes off the owner's hands (four points, none of
 * them a step, the one feature list), then, under a hairline and their own h3 (round 15), the six
 * steps, each with its phase's picture, that close the section. SPEC §2.4's turnkey
 * elements (four benefits, a call to action, six phase images) and process (six steps) are all here;
 * the anchors #turnkey-services, #our-process and #process stay.
 */
export function TurnkeyServices({
  copy,
  process,
  common,
}: {
  copy: HomeCopy['turnkey']
  process: HomeCopy['process']
  common: HomeCopy['common']
}) {
  return (
    <section id="turnkey-services" aria-labelledby="turnkey-title" className="bg-white py-12 sm:py-24">
      <Reveal className="container-site">
        <SectionHeading
          id="turnkey-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.subtitle}
          actionsClassName="max-sm:hidden"
          actions={
            <QuoteButton place="turnkey" variant="outline" size="lg">
              {copy.cta}
            </QuoteButton>
          }
        />
        {/* What the owner no longer does: the home page's one feature list. */}
        <FeatureList items={copy.benefits} className="mt-6 sm:mt-12" />
        <QuoteButton place="turnkey" variant="outline" size="lg" className="mt-4 w-full sm:hidden">
          {copy.cta}
        </QuoteButton>
      </Reveal>
      <Process copy={process} common={common} />
    </section>
  )
}
