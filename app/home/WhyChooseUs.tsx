import { FeatureList } from '../ui/FeatureList'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

/**
 * The four advantages, the home page's one feature list (app/ui/FeatureList) under the one section
 * opening. No figures here: the hero's proof band carries the numbers (each claim one home).
 */
export function WhyChooseUs({ copy }: { copy: HomeCopy['why'] }) {
  return (
    <section id="why-choose-us" aria-labelledby="why-title" className="bg-white py-14 sm:py-24">
      <Reveal className="container-site">
        <SectionHeading id="why-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.subtitle} />
        <FeatureList items={copy.advantages} className="mt-6 sm:mt-12" />
      </Reveal>
    </section>
  )
}
