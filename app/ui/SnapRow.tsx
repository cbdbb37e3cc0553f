import type { ReactNode } from 'react'

/**
 * A set of cards that is a row to swipe on phones (each card most of the screen wide, the next one
 * peeking) and a grid from `sm` up. Shorter pages on phones without hiding anything; no script.
 * `columns` are the grid classes for wider screens.
 */
export function SnapRow(props: { label?: string; columns: string; className?: string; children: ReactNode }) {
  return (
    // Focusable, so a keyboard can scroll the row on a phone (a scrollable region must be reachable).
    <ul
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the row scrolls on phones
      tabIndex={0}
      aria-label={props.label}
      className={`-mx-5 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-5 px-5 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:overflow-visible sm:px-0 sm:pb-0 [&>li]:w-[82%] [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-auto ${props.columns} ${props.className ?? ''}`}
    >
      {props.children}
    </ul>
  )
}
