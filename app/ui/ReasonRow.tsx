import type { LucideIcon } from 'lucide-react'
import { Reveal } from './Reveal'
import { SnapRow } from './SnapRow'

/**
 * Reasons to choose us, said quietly: a ruled list from `sm` (a rule, an icon, a title, a line),
 * a row of cards to swipe on phones, all as tall as the row (the copy is kept to a few lines, so
 * no card stands far above the others). From `sm` every title holds two lines, so the texts of a
 * row start on one line. The home page and the service pages share it.
 */
export function ReasonRow(props: {
  items: { key: string; icon: LucideIcon; title: string; text: string }[]
  /** The phone card's background, to stand out from the section's. */
  cardClassName: string
  iconClassName?: string
}) {
  return (
    <SnapRow columns="sm:grid-cols-2 sm:gap-x-10 sm:gap-y-10 lg:grid-cols-4" className="mt-10 sm:mt-12 sm:items-start">
      {props.items.map(({ key, icon: Icon, title, text }, index) => (
        <Reveal
          as="li"
          key={key}
          delayMs={index * 80}
          className={`rounded-card p-6 sm:rounded-none sm:border-t-2 sm:border-navy-900 sm:bg-transparent sm:px-0 sm:pt-6 sm:pb-0 ${props.cardClassName}`}
        >
          <Icon aria-hidden className={`text-navy-600 ${props.iconClassName ?? 'size-7'}`} strokeWidth={1.6} />
          <h3 className="mt-4 text-xl sm:min-h-[2lh]">{title}</h3>
          <p className="mt-2 text-navy-700">{text}</p>
        </Reveal>
      ))}
    </SnapRow>
  )
}
