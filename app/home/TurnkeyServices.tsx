import { QuoteButton } from '../quote/QuoteButton'
import { Reveal } from '../ui/Reveal'
import type { HomeCopy } from './home-copy.server'
import { Process } from './Process'

/**
 * One story on one band (issue 22, round 9): the turnkey promise, what it takes off the owner's
 * hands (four points, none of them a step), its one call to action, then the six steps, each with
 * its phase's picture on a band from edge to edge that closes the section. SPEC §2.4's turnkey
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
    <section id="turnkey-services" aria-labelledby="turnkey-title" className="bg-white pt-14 sm:pt-24">
      <Reveal className="container-site grid gap-x-12 gap-y-8 lg:grid-cols-12">
        <div className="lg:col-span-6">
          <h2 id="turnkey-title" className="text-3xl sm:text-4xl lg:text-[2.75rem]">
            {copy.title}
          </h2>
          <p className="mt-4 text-lg text-navy-700">{copy.subtitle}</p>
          <QuoteButton place="turnkey" size="lg" className="mt-8 max-sm:hidden">
            {copy.cta}
          </QuoteButton>
        </div>
        {/* Four points as ruled lines, two by two from sm: quiet, no cards, no icons. */}
        <ul className="grid gap-x-10 sm:grid-cols-2 lg:col-span-6 lg:self-end">
          {copy.benefits.map((benefit) => (
            <li key={benefit.key} className="border-t border-navy-200 py-4 sm:py-5">
              <h3 className="text-base">{benefit.title}</h3>
              <p className="mt-1 text-navy-700 sm:text-[0.95rem]">{benefit.text}</p>
            </li>
          ))}
        </ul>
        <QuoteButton place="turnkey" size="lg" className="w-full sm:hidden">
          {copy.cta}
        </QuoteButton>
      </Reveal>
      <Process copy={process} common={common} />
    </section>
  )
}
