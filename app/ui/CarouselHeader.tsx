import { ChevronLeft, ChevronRight } from 'lucide-react'

type Control = { label: string; onClick: () => void }

// A control, not a card: a hairline ring, no shadow (the flat system).
// The one arrow, an outline ring on every band (app/styles.css `.carousel-arrow`).
const round = 'carousel-arrow'

/**
 * The one carousel control convention (design round 14): under the row, on the right, the arrows
 * with "2 / 6" between them, at every width (design round 16: the projects said where they were on
 * phones only; on the navy band in navy-100) (app/ui/SnapRow draws the
 * same pattern for the service gallery without importing this, to keep its page's budget).
 */
export function CarouselControls(props: {
  position: { current: number; total: number }
  previous: Control
  next: Control
  className?: string
}) {
  return (
    <div className={`flex items-center gap-3 ${props.className ?? ''}`}>
      <button type="button" onClick={props.previous.onClick} className={round}>
        <ChevronLeft aria-hidden className="size-5" />
        <span className="sr-only">{props.previous.label}</span>
      </button>
      <p
        aria-hidden
        className="min-w-14 text-center text-sm font-semibold tabular-nums text-ink-700 [:is(.bg-navy-950,.bg-navy-900)_&]:text-navy-100"
      >
        {props.position.current} / {props.position.total}
      </p>
      <button type="button" onClick={props.next.onClick} className={round}>
        <ChevronRight aria-hidden className="size-5" />
        <span className="sr-only">{props.next.label}</span>
      </button>
    </div>
  )
}
