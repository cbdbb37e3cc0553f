import { ChevronLeft, ChevronRight } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { type CarouselHandle, slideWidthClass } from './carousel-shared'

const SwiperCarousel = lazy(() => import('./SwiperCarousel'))

/**
 * The one carousel: 1 slide per view on small screens, 2 at medium, 3 at large. The server renders
 * the slides as a scrollable row (usable without scripts); Swiper loads only when the carousel
 * comes near the viewport and takes over the same row, so nothing shifts.
 */
export function Carousel(props: {
  label: string
  slides: ReactNode[]
  loop?: boolean
  previousLabel: string
  nextLabel: string
}) {
  const root = useRef<HTMLDivElement>(null)
  const handle = useRef<CarouselHandle | null>(null)
  const row = useRef<HTMLUListElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = root.current
    if (!element || !('IntersectionObserver' in window)) return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  /** Before Swiper is there, the buttons scroll the plain row (and wrap when looping). */
  const move = (step: 1 | -1) => {
    if (handle.current) return step === 1 ? handle.current.next() : handle.current.previous()
    const list = row.current
    const slide = list?.firstElementChild as HTMLElement | null
    if (!list || !slide) return
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4
    const atStart = list.scrollLeft <= 4
    if (props.loop && step === 1 && atEnd) list.scrollTo({ left: 0 })
    else if (props.loop && step === -1 && atStart) list.scrollTo({ left: list.scrollWidth })
    else list.scrollBy({ left: step * (slide.offsetWidth + 24) })
  }

  const fallback = (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable row must be reachable by keyboard
    <ul ref={row} tabIndex={0} className="flex snap-x snap-mandatory gap-6 overflow-x-auto pb-5 [scrollbar-width:none]">
      {props.slides.map((slide, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list
        <li key={index} className={`${slideWidthClass} shrink-0 snap-start`}>
          {slide}
        </li>
      ))}
    </ul>
  )

  return (
    <section ref={root} aria-roledescription="carousel" aria-label={props.label} className="relative">
      {near ? (
        <Suspense fallback={fallback}>
          <SwiperCarousel slides={props.slides} loop={props.loop ?? false} label={props.label} handle={handle} />
        </Suspense>
      ) : (
        fallback
      )}
      <div className="mt-2 flex justify-end gap-3">
        <button
          type="button"
          onClick={() => move(-1)}
          className="flex size-12 items-center justify-center rounded-full border border-navy-200 bg-white text-navy-900 shadow-soft hover:border-clay-500 hover:text-clay-700"
        >
          <ChevronLeft aria-hidden className="size-5" />
          <span className="sr-only">{props.previousLabel}</span>
        </button>
        <button
          type="button"
          onClick={() => move(1)}
          className="flex size-12 items-center justify-center rounded-full border border-navy-200 bg-white text-navy-900 shadow-soft hover:border-clay-500 hover:text-clay-700"
        >
          <ChevronRight aria-hidden className="size-5" />
          <span className="sr-only">{props.nextLabel}</span>
        </button>
      </div>
    </section>
  )
}
