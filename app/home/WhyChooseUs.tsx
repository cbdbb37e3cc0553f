import { FeatureList } from '../ui/FeatureList'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

/**
 * The four advantages under the one section opening, but set apart from the other ruled grids
 * (design round 12): from lg the heading and lead on the left (five columns) and the four points as
 * a 2 × 2 list on the right (seven), level with the heading's top; stacked on phones. No figures
 * here: the hero's proof band carries the numbers (each claim one home).
 */
export function WhyChooseUs({ copy }: { copy: HomeCopy['why'] }) {
  return (
    <section id="why-choose-us" aria-labelledby="why-title" className="bg-white py-12 sm:py-24">
      <Reveal className="container-site grid gap-x-12 lg:grid-cols-12 lg:items-start">
        <SectionHeading
          id="why-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.subtitle}
          className="lg:col-span-5"
        />
        <FeatureList items={copy.advantages} columns="lg:grid-cols-2" className="mt-6 sm:mt-12 lg:col-span-7 lg:mt-0" />
      </Reveal>
    </section>
  )
}
