import type { ReactNode } from 'react'

/**
 * The one way a section opens (design round 11): the heading, an optional lead, and the section's
 * actions (carousel arrows, a button) on the right, level with the foot of the heading block; on
 * phones the actions follow it, on the right too. A part of a section (the before/after pairs, the clients' words) opens the same way, as an
 * `h3`, under the part's hairline. No section opening carries a small label (an eyebrow): the site
 * keeps those for a page's H1 and a card's own label (design round 17, docs/design.md).
 */
export function SectionHeading(props: {
  id?: string
  title: string
  lead?: string
  level?: 'h2' | 'h3'
  inverted?: boolean
  actions?: ReactNode
  /** Where the actions show (a screen size may place its own copy of a button elsewhere). */
  actionsClassName?: string
  className?: string
}) {
  const Heading = props.level ?? 'h2'
  return (
    <div className={`grid gap-x-10 gap-y-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end ${props.className ?? ''}`}>
      <div className="max-w-3xl">
        <Heading id={props.id} className={`text-h2 ${props.inverted ? '!text-white' : ''}`}>
          {props.title}
        </Heading>
        {props.lead && (
          <p className={`mt-4 text-lg ${props.inverted ? 'text-navy-100' : 'text-ink-700'}`}>{props.lead}</p>
        )}
      </div>
      {props.actions && <div className={`justify-self-end ${props.actionsClassName ?? ''}`}>{props.actions}</div>}
    </div>
  )
}
