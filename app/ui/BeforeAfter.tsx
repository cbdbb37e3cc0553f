import { ChevronsLeftRight } from 'lucide-react'
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'
import type { SiteImage } from '../images/images'
import { Illustration } from './Illustration'

/** Both pictures fill the frame alike, so a frame of another ratio crops them the same way. */
const cover = 'h-full [&_img]:h-full [&_img]:object-cover'
const clamp = (value: number) => Math.min(100, Math.max(0, value))
const keySteps: Record<string, (position: number) => number> = {
  ArrowLeft: (p) => p - 5,
  ArrowDown: (p) => p - 5,
  ArrowRight: (p) => p + 5,
  ArrowUp: (p) => p + 5,
  PageDown: (p) => p - 20,
  PageUp: (p) => p + 20,
  Home: () => 0,
  End: () => 100,
}

/**
 * One before/after pair in one frame, from one viewpoint: "before" under "after", split by a drag
 * handle (a 44 px slider, keyboard operable). The server renders the 50 % split, so both halves
 * show without scripts. With a mouse the whole frame drags; on touch only the handle does, so a
 * swipe across the picture still scrolls the row it sits in. Nothing animates (reduced motion).
 */
export function BeforeAfter(props: {
  before: SiteImage
  after: SiteImage
  alt: string
  labels: { before: string; after: string; compare: string }
  sizes: string
  /** The frame's own ratio where it differs from the pictures' (both crop alike, from the middle). */
  frameClassName?: string
}) {
  const [position, setPosition] = useState(50)
  const frame = useRef<HTMLDivElement>(null)
  const dragging = useRef(false)

  const moveTo = (clientX: number) => {
    const box = frame.current?.getBoundingClientRect()
    if (box && box.width > 0) setPosition(clamp(((clientX - box.left) / box.width) * 100))
  }
  const start = (event: PointerEvent<HTMLElement>) => {
    dragging.current = true
    event.currentTarget.setPointerCapture(event.pointerId)
    moveTo(event.clientX)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const step = keySteps[event.key]
    if (!step) return
    event.preventDefault()
    // Its arrows are the slider's, not the page's: the carousel's keyboard listener (on the
    // document, as React's own here) must not slide the projects too.
    event.stopPropagation()
    event.nativeEvent.stopImmediatePropagation()
    setPosition((p) => clamp(step(p)))
  }
  const handlers = {
    onPointerMove: (event: PointerEvent) => dragging.current && moveTo(event.clientX),
    onPointerUp: () => {
      dragging.current = false
    },
    onPointerCancel: () => {
      dragging.current = false
    },
  }

  return (
    <div
      ref={frame}
      className={`relative cursor-ew-resize touch-pan-y overflow-hidden rounded-card select-none ${props.frameClassName ?? ''}`}
      onPointerDown={(event) => event.pointerType === 'mouse' && start(event)}
      {...handlers}
    >
      <Illustration
        image={props.before}
        alt={`${props.alt}: ${props.labels.before}`}
        sizes={props.sizes}
        className={cover}
      />
      <div className="absolute inset-0" style={{ clipPath: `inset(0 0 0 ${position}%)` }}>
        <Illustration
          image={props.after}
          alt={`${props.alt}: ${props.labels.after}`}
          sizes={props.sizes}
          className={cover}
        />
      </div>
      <span className="absolute left-3 top-3 rounded-card bg-white/90 px-2.5 py-1 text-xs font-bold uppercase tracking-wider text-navy-950">
        {props.labels.before}
      </span>
      <span className="absolute right-3 top-3 rounded-card bg-white/90 px-2.5 py-1 text-xs font-bold uppercase tracking-wider text-navy-950">
        {props.labels.after}
      </span>
      <span
        aria-hidden
        className="absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white"
        style={{ left: `${position}%` }}
      />
      <div
        role="slider"
        tabIndex={0}
        aria-label={props.labels.compare}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(position)}
        aria-valuetext={`${props.labels.before} ${Math.round(position)} % · ${props.labels.after} ${100 - Math.round(position)} %`}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          event.stopPropagation()
          start(event)
        }}
        {...handlers}
        className="absolute top-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full bg-white text-ink-900 shadow-lift outline-offset-2"
        style={{ left: `${position}%` }}
      >
        <ChevronsLeftRight aria-hidden className="size-5" />
      </div>
    </div>
  )
}
