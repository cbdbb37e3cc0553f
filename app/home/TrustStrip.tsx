import { Check } from 'lucide-react'
import type { HomeCopy } from './home-copy.server'

/**
 * SPEC §2.4's six commitments, as a quiet ruled line at the foot of the hero's band rather than a
 * band of its own: two columns on phones, three on tablets, one line on a wide screen.
 */
export function TrustStrip({ copy }: { copy: HomeCopy['trust'] }) {
  return (
    <section aria-label={copy.label} className="bg-sand-100 pb-10 sm:pb-14">
      <div className="container-site">
        <ul className="grid grid-cols-2 gap-x-5 gap-y-2.5 border-t border-navy-200 pt-5 sm:grid-cols-3 sm:gap-x-10 lg:flex lg:flex-wrap lg:justify-between lg:gap-x-8 lg:pt-6">
          {copy.items.map((item) => (
            <li key={item} className="flex items-center gap-2 text-sm font-semibold text-navy-900 sm:text-[0.95rem]">
              <Check aria-hidden className="size-4 shrink-0 text-clay-600" strokeWidth={2.5} />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
