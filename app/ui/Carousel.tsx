import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { CarouselHeader } from './CarouselHeader'
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
  /** The section's header: the arrows sit beside it (one convention for every carousel). */
  header: ReactNode
}) {
  const root = useRef<HTMLDivElement>(null)
  const handle = useRef<CarouselHandle | null>(null)
  const row = useRef<HTMLUListElement>(null)
  const [near, setNear] = useState(false)
  const [current, setCurrent] = useState(0)

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
    <ul
      ref={row}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable row must be reachable by keyboard
      tabIndex={0}
      onScroll={(event) => {
        const list = event.currentTarget
        const slide = list.firstElementChild as HTMLElement | null
        if (slide) setCurrent(Math.round(list.scrollLeft / (slide.offsetWidth + 24)))
      }}
      className="flex snap-x snap-mandatory gap-6 overflow-x-auto pb-5 [scrollbar-width:none]"
    >
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
      <CarouselHeader
        header={props.header}
        position={{ current: current + 1, total: props.slides.length }}
        previous={{ label: props.previousLabel, onClick: () => move(-1) }}
        next={{ label: props.nextLabel, onClick: () => move(1) }}
      />
      <div className="mt-8 sm:mt-10">
        {near ? (
          <Suspense fallback={fallback}>
            <SwiperCarousel
              slides={props.slides}
              loop={props.loop ?? false}
              label={props.label}
              handle={handle}
              onChange={setCurrent}
            />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
    </section>
  )
}
