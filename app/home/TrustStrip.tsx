import { CheckCircle2 } from 'lucide-react'
import type { HomeCopy } from './home-copy.server'

export function TrustStrip({ copy }: { copy: HomeCopy['trust'] }) {
  return (
    <section aria-label={copy.label} className="border-y border-navy-800 bg-navy-900 text-white">
      <ul className="container-site grid grid-cols-2 gap-x-6 gap-y-4 py-6 sm:grid-cols-3 sm:gap-x-10">
        {copy.items.map((item) => (
          <li
            key={item}
            className="flex items-center gap-2.5 text-sm font-semibold sm:text-[0.95rem] lg:whitespace-nowrap"
          >
            <CheckCircle2 aria-hidden className="size-5 shrink-0 text-sand-300" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}
