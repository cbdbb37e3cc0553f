import { CheckCircle2, type LucideIcon } from 'lucide-react'

/** The short proof points under a hero (warranty, timing, financing …) as white pills. */
export function ProofPills({ items }: { items: Array<string | { icon: LucideIcon; text: string }> }) {
  return (
    <ul className="mt-7 flex flex-wrap gap-2 sm:mt-8 sm:gap-2.5">
      {items.map((item) => {
        const { icon: Icon, text } = typeof item === 'string' ? { icon: CheckCircle2, text: item } : item
        return (
          <li
            key={text}
            className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-navy-900 shadow-soft sm:px-3.5 sm:py-2 sm:text-sm"
          >
            <Icon aria-hidden className="size-4 text-navy-600" />
            {text}
          </li>
        )
      })}
    </ul>
  )
}
