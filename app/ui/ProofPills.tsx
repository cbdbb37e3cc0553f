import { CheckCircle2, type LucideIcon } from 'lucide-react'

/** The short proof points under a hero (warranty, timing, financing …) as white pills. */
export function ProofPills({ items }: { items: Array<string | { icon: LucideIcon; text: string }> }) {
  return (
    <ul className="mt-8 flex flex-wrap gap-2.5">
      {items.map((item) => {
        const { icon: Icon, text } = typeof item === 'string' ? { icon: CheckCircle2, text: item } : item
        return (
          <li
            key={text}
            className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-2 text-sm font-semibold text-navy-900 shadow-soft"
          >
            <Icon aria-hidden className="size-4 text-success-600" />
            {text}
          </li>
        )
      })}
    </ul>
  )
}
