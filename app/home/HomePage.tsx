import { getLocale } from '../i18n/locale'
import { CalculatorSection } from './CalculatorSection'
import { CaseStudies } from './CaseStudies'
import { Faq } from './Faq'
import { Financing } from './Financing'
import { Hero } from './Hero'
import type { HomeCopy } from './home-copy.server'
import { InternationalClients } from './InternationalClients'
import { Process } from './Process'
import { Testimonials } from './Testimonials'
import { TurnkeyServices } from './TurnkeyServices'
import { WhyChooseUs } from './WhyChooseUs'

/**
 * SPEC §2.4, in order (design round 21: the international section back in the spec's place, between
 * the turnkey promise and the process); the case studies' clients' words and video stand on their
 * own navy band after the projects (round 13). The bands alternate in every language: calculator
 * stone, turnkey navy, international stone (not in es), steps white, financing stone. The contact
 * section and footer follow from the layout.
 */
export function HomePage({ copy }: { copy: HomeCopy }) {
  return (
    <>
      <Hero copy={copy.hero} trust={copy.trust} />
      <WhyChooseUs copy={copy.why} />
      <CalculatorSection copy={copy.calculator} />
      <TurnkeyServices copy={copy.turnkey} />
      {getLocale() !== 'es' && <InternationalClients copy={copy.international} />}
      <Process copy={copy.process} />
      <Financing copy={copy.financing} common={copy.common} />
      <CaseStudies copy={copy.cases} common={copy.common} />
      <Testimonials copy={copy.cases} common={copy.common} />
      <Faq copy={copy.faq} />
    </>
  )
}
