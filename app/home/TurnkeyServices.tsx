import { QuoteButton } from '../quote/QuoteButton'
import { FeatureList } from '../ui/FeatureList'
import { Illustration } from '../ui/Illustration'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { turnkeyImage } from './content'
import type { HomeCopy } from './home-copy.server'
import { longHeading } from './long-heading'

/**
 * The turnkey promise on its own navy band (design round 17), what it takes off the owner's hands
 * (four points, none of them a step: the one feature list on navy). The six phase images SPEC §2.4
 * lists under the turnkey services are the steps' pictures (Process); the anchors #turnkey-services,
 * #our-process and #process stay. Round 23 (C): the quote button is the outline button on navy.
 *
 * Round 24 (C), the home's one peak (reviews: eleven sections in one recipe, nothing big and quiet):
 * from lg the band opens as a picture from the screen's left edge to its middle, at least 40 rem tall,
 * no frame, and beside it only the promise, set larger than a section heading (the page's one
 * statement size), its line and the button, with air round them; the four points follow on the
 * container. Phones keep the band as it was (no picture: the page's height is capped).
 */
export function TurnkeyServices({ copy }: { copy: HomeCopy['turnkey'] }) {
  return (
    <section id="turnkey-services" aria-labelledby="turnkey-title">
      <div data-band="turnkey" className="bg-navy-950 py-12 text-white sm:py-24 lg:pt-0">
        <div data-part="peak" className="lg:grid lg:min-h-[40rem] lg:grid-cols-2">
          <div data-part="peak-picture" className="relative max-lg:hidden">
            <Illustration
              image={turnkeyImage}
              alt={copy.imageAlt}
              sizes="50vw"
              className="absolute inset-0 h-full [&_img]:h-full [&_img]:object-cover"
            />
          </div>
          <Reveal className="container-site lg:m-0 lg:flex lg:max-w-[40rem] lg:flex-col lg:justify-center lg:py-28 lg:pr-12 lg:pl-16 xl:pr-[3.25rem] xl:pl-24">
            <SectionHeading
              id="turnkey-title"
              title={copy.title}
              lead={copy.subtitle}
              inverted
              className={`${longHeading(copy.title)} lg:grid-cols-1 lg:gap-y-10 lg:[&_h2]:text-[3.25rem] lg:[&_h2]:leading-[1.1] lg:[&_h2]:font-normal lg:[&_p]:mt-6 lg:[&_p]:text-xl`}
              actionsClassName="max-sm:hidden lg:justify-self-start"
              actions={
                <QuoteButton place="turnkey" size="lg">
                  {copy.cta}
                </QuoteButton>
              }
            />
          </Reveal>
        </div>
        {/* What the owner no longer does: the home page's one feature list, on navy. Its quote button
            filled like every «Solicitar presupuesto gratuito» (round 26, reviews 25-D and 26-B: the
            same action outlined here and filled on the kitchens page's navy band). */}
        <Reveal className="container-site">
          <FeatureList items={copy.benefits} inverted className="mt-6 sm:mt-12 lg:mt-24" />
          <QuoteButton place="turnkey" size="lg" className="mt-4 w-full sm:hidden">
            {copy.cta}
          </QuoteButton>
        </Reveal>
      </div>
    </section>
  )
}
