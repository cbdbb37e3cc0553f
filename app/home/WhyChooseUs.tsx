import { Illustration } from '../ui/Illustration'
import { Reveal } from '../ui/Reveal'
import { whyImage } from './content'
import type { HomeCopy } from './home-copy.server'

/**
 * The promise told with a picture (design round 20: it was a text band between the hero and the
 * calculator, one of several in a row). From lg the picture of the site manager and the owner over
 * the plans on five columns, and against it, top-aligned, on the other seven: the heading (section
 * size, lighter weight), the lead, and under one hairline the four points as plain text, two by
 * two, their titles small and bold. On phones the picture follows the heading at 16:9 (round 21: the phone's one wide ratio, as the steps' pictures and the video poster), so the
 * page grows by a short band only. No figures here: the hero's proof band carries the numbers.
 * Round 26 (H) (reviews 25-C and D: on the phone this and the navy turnkey band read as one long
 * stretch of ruled benefit text): each point opens with a clay numeral (01 to 04) beside its title
 * and the list keeps its one hairline, where the turnkey band rules every point in navy.
 */
export function WhyChooseUs({ copy }: { copy: HomeCopy['why'] }) {
  return (
    <section id="why-choose-us" aria-labelledby="why-title" className="bg-white py-12 sm:py-24 lg:py-32">
      <Reveal className="container-site grid gap-y-6 lg:grid-cols-12 lg:grid-rows-[auto_auto_1fr] lg:gap-x-12 lg:gap-y-0">
        <h2 id="why-title" className="text-h2 text-balance lg:col-span-7 lg:col-start-6 lg:row-start-1">
          {copy.title}
        </h2>
        {/* A photo replaces the drawing with no code change (app/images/photos/why-site-meeting.jpg):
            cropped to 16:9 on phones and to 4:5 from lg, from the middle of its 4:3 file. */}
        <Illustration
          image={whyImage}
          alt={copy.imageAlt}
          sizes="(min-width: 1280px) 470px, (min-width: 1024px) 37vw, 100vw"
          className="aspect-video rounded-card lg:col-span-5 lg:col-start-1 lg:row-span-3 lg:row-start-1 lg:aspect-[4/5] [&_img]:h-full [&_img]:object-cover"
        />
        <p className="text-lg text-ink-700 lg:col-span-7 lg:col-start-6 lg:row-start-2 lg:mt-6 lg:text-xl">
          {copy.subtitle}
        </p>
        <ul className="mt-2 grid gap-x-12 gap-y-5 border-t border-ink-200 pt-6 sm:grid-cols-2 sm:gap-y-10 sm:pt-10 lg:col-span-7 lg:col-start-6 lg:row-start-3 lg:mt-10">
          {copy.advantages.map(({ key, title, text }, index) => (
            <li key={key}>
              {/* Round 26 (H): a clay numeral before each title, so the four read as reasons counted, not as the turnkey band's ruled list. */}
              <div className="flex items-baseline gap-3">
                <span
                  aria-hidden
                  data-part="numeral"
                  className="shrink-0 text-lg leading-snug font-bold tabular-nums text-clay-600"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="min-w-0 text-lg leading-snug">{title}</h3>
              </div>
              <p className="mt-1.5 text-ink-700">{text}</p>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  )
}
