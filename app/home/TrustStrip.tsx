import { Check } from 'lucide-react'
import type { HomeCopy } from './home-copy.server'

/**
 * SPEC §2.4's six commitments, as a quiet ruled line at the foot of the hero's band rather than a
 * band of its own: two columns on phones, three on tablets, six equal columns on a wide screen (a long item wraps
 * inside its own column, never to a lone second row).
 */
export function TrustStrip({ copy }: { copy: HomeCopy['trust'] }) {
  return (
    <section aria-label={copy.label} className="bg-sand-100 pb-10 sm:pb-14">
      <div className="container-site">
        <ul className="grid grid-cols-2 gap-x-5 gap-y-2.5 border-t border-navy-200 pt-5 sm:grid-cols-3 sm:gap-x-10 lg:grid-cols-6 lg:gap-x-6 lg:pt-6">
          {copy.items.map((item) => (
            <li key={item} className="flex items-start gap-2 text-sm font-semibold text-navy-900 sm:text-[0.95rem]">
              <Check aria-hidden className="mt-[0.2em] size-4 shrink-0 text-clay-600" strokeWidth={2.5} />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
