import { Check } from 'lucide-react'
import type { HomeCopy } from './home-copy.server'

/**
 * The commitments the hero does not already state (Round 6: each claim one home): the warranty and
 * the financing are the hero's pills, the free site visit its second button. A quiet ruled line at
 * the foot of the hero's band, not a band of its own.
 */
export function TrustStrip({ copy }: { copy: HomeCopy['trust'] }) {
  return (
    <section aria-label={copy.label} className="bg-sand-100 pb-10 sm:pb-14">
      <div className="container-site">
        <ul className="flex flex-wrap gap-x-8 gap-y-2 border-t border-navy-200 pt-5 sm:gap-x-12 lg:pt-6">
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
