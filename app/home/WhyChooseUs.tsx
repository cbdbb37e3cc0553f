import { Reveal } from '../ui/Reveal'
import type { HomeCopy } from './home-copy.server'

/**
 * The page's quiet text section (design round 15): no label, no ruled grid. The heading is a
 * statement with room around it, at the section headings' size in a lighter weight (round 16: it
 * was larger than the page's H1); under one hairline, the lead on the left (four columns) and the
 * four points on the right as plain text, two by two, their titles small and bold. Stacked on
 * phones. No figures here: the hero's proof band carries the numbers.
 */
export function WhyChooseUs({ copy }: { copy: HomeCopy['why'] }) {
  return (
    <section id="why-choose-us" aria-labelledby="why-title" className="bg-white py-14 sm:py-24 lg:py-32">
      <Reveal className="container-site">
        <h2 id="why-title" className="max-w-3xl text-h2 font-semibold">
          {copy.title}
        </h2>
        <div className="mt-8 grid gap-x-12 gap-y-6 border-t border-navy-200 pt-6 sm:mt-12 sm:pt-10 lg:mt-16 lg:grid-cols-12">
          <p className="text-lg text-navy-700 lg:col-span-4 lg:text-xl">{copy.subtitle}</p>
          <ul className="grid gap-x-12 gap-y-5 sm:grid-cols-2 sm:gap-y-10 lg:col-span-7 lg:col-start-6">
            {copy.advantages.map(({ key, title, text }) => (
              <li key={key}>
                <h3 className="text-lg leading-snug">{title}</h3>
                <p className="mt-1.5 text-navy-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </Reveal>
    </section>
  )
}
