import type { HomeCopy } from './home-copy.server'

/**
 * SPEC §2.4's six commitments, the last line of the hero's proof band (design round 11): under
 * the three large figures, one quiet row of small print under a hairline, no check marks; from
 * `sm` each item on one line of its own (it never breaks inside itself), spread across the
 * container from `lg`, wrapping between items below it; two columns on phones.
 */
export function TrustStrip({ copy }: { copy: HomeCopy['trust'] }) {
  return (
    <section aria-label={copy.label} className="bg-sand-100 pb-10 sm:pb-14">
      <div className="container-site">
        <ul className="grid grid-cols-2 gap-x-5 gap-y-2 border-t border-navy-200 pt-4 text-sm font-semibold text-navy-700 sm:flex sm:flex-wrap sm:gap-x-8 sm:pt-5 lg:justify-between lg:gap-x-6">
          {copy.items.map((item) => (
            <li key={item} className="sm:whitespace-nowrap">
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
