import { Children, type ReactNode, useRef, useState } from 'react'

// The home carousels' arrows (app/ui/CarouselHeader, lucide's chevrons), written out: importing
// that module or the icons put the home's shared chunk on the service page, 2 KB over its budget.
function Chevron({ path }: { path: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      <path d={path} />
    </svg>
  )
}
// The one arrow, an outline ring on every band (app/styles.css `.carousel-arrow`).
const round = 'carousel-arrow'

/**
 * A set of cards that is a row to swipe on phones (each card most of the screen wide, the next one
 * peeking) and a grid from `sm` up. Shorter pages on phones without hiding anything.
 * `columns` are the grid classes for wider screens. `controls` (design round 13, the service
 * gallery): on phones the home carousels' arrows and «1 / 6» under the row, which follow the swipe;
 * without script the row still swipes and the arrows are not shown.
 */
export function SnapRow(props: {
  label?: string
  columns: string
  className?: string
  controls?: { previous: string; next: string }
  children: ReactNode
}) {
  const row = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)
  const total = Children.toArray(props.children).length
  // The item whose left edge is nearest the row's; the last one once the row is scrolled to its end.
  const follow = () => {
    const list = row.current
    const first = list?.firstElementChild as HTMLElement | null
    if (!list || !first) return
    const step = first.offsetWidth + Number.parseFloat(getComputedStyle(list).columnGap || '0')
    const end = list.scrollLeft >= list.scrollWidth - list.clientWidth - 2
    setCurrent(end ? total - 1 : Math.round(list.scrollLeft / step))
  }
  const go = (delta: number) => {
    // Round at both ends, as the home's carousels.
    const target = row.current?.children[(current + delta + total) % total]
    const smooth = window.matchMedia('(prefers-reduced-motion: no-preference)').matches
    target?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest', inline: 'start' })
  }
  return (
    <>
      {/* Focusable, so a keyboard can scroll the row on a phone (a scrollable region must be reachable). */}
      <ul
        ref={row}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the row scrolls on phones
        tabIndex={0}
        aria-label={props.label}
        onScroll={props.controls ? follow : undefined}
        className={`-mx-5 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-5 px-5 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:overflow-visible sm:px-0 sm:pb-0 [&>li]:w-[82%] [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-auto ${props.columns} ${props.className ?? ''}`}
      >
        {props.children}
      </ul>
      {props.controls && (
        <div className="snap-row-controls mt-4 flex items-center justify-end gap-3 sm:hidden">
          <button type="button" onClick={() => go(-1)} className={round}>
            <Chevron path="m15 18-6-6 6-6" />
            <span className="sr-only">{props.controls.previous}</span>
          </button>
          <p aria-hidden className="min-w-14 text-center text-sm font-semibold tabular-nums text-ink-700">
            {current + 1} / {total}
          </p>
          <button type="button" onClick={() => go(1)} className={round}>
            <Chevron path="m9 18 6-6-6-6" />
            <span className="sr-only">{props.controls.next}</span>
          </button>
        </div>
      )}
    </>
  )
}
