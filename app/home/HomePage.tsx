import { getLocale } from '../i18n/locale'
import { CalculatorSection } from './CalculatorSection'
import { CaseStudies } from './CaseStudies'
import { Faq } from './Faq'
import { Financing } from './Financing'
import { Hero } from './Hero'
import type { HomeCopy } from './home-copy.server'
import { InternationalClients } from './InternationalClients'
import { Testimonials } from './Testimonials'
import { TurnkeyServices } from './TurnkeyServices'
import { WhyChooseUs } from './WhyChooseUs'

/**
 * SPEC §2.4, in order, but for two changes (issue 22): the process is the second half of the
 * turnkey section, one story on one band, and the international section comes after it; the case
 * studies' clients' words and video stand on their own navy band after the projects (round 13). The
 * bands alternate in every language (round 20: the international section on navy between the
 * steps' white and the financing's stone). The contact section and footer follow from the layout.
 */
export function HomePage({ copy }: { copy: HomeCopy }) {
  return (
    <>
      <Hero copy={copy.hero} trust={copy.trust} />
      <WhyChooseUs copy={copy.why} />
      <CalculatorSection copy={copy.calculator} />
      <TurnkeyServices copy={copy.turnkey} process={copy.process} common={copy.common} />
      {getLocale() !== 'es' && <InternationalClients copy={copy.international} />}
      <Financing copy={copy.financing} common={copy.common} />
      <CaseStudies copy={copy.cases} common={copy.common} />
      <Testimonials copy={copy.cases} common={copy.common} />
      <Faq copy={copy.faq} />
    </>
  )
}
