import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { CarouselControls } from './CarouselHeader'
import { type CarouselHandle, slideWidthClass, wideSlideWidthClass } from './carousel-shared'
import { wrapIndex } from './carousel-state'
import { SectionHeading } from './SectionHeading'

const SwiperCarousel = lazy(() => import('./SwiperCarousel'))

/** The distance from one slide to the next (its width and the gap). */
function pitch(list: HTMLElement) {
  const first = list.firstElementChild as HTMLElement | null
  const second = first?.nextElementSibling as HTMLElement | null
  return first && second ? second.offsetLeft - first.offsetLeft : 0
}

/**
 * The one carousel. Below md it is the site's one swipe row (as app/ui/SnapRow): a native
 * scroll-snap row, each card 82 % of the screen and the next one peeking, with "2 / 4" and the
 * arrows under it, on the right (every row's controls, app/ui/SnapRow too); Swiper is not loaded there. From md (2 slides per view, 3 from lg) Swiper loads
 * when the carousel comes near the viewport and takes over the same row, so nothing shifts. The
 * server renders the row, usable without scripts.
 */
export function Carousel(props: {
  label: string
  slides: ReactNode[]
  loop?: boolean
  previousLabel: string
  nextLabel: string
  /** The section's opening (app/ui/SectionHeading); the arrows and the counter go under the row. */
  heading: Omit<Parameters<typeof SectionHeading>[0], 'actions'>
  /**
   * From lg, a mosaic instead of Swiper (design round 14: the projects): the row's classes there and
   * the cells of the first (large), the next two and the rest (hidden). Previous / next turn the
   * mosaic round (looping): the current slide takes the large cell, the next two the others. Each
   * slide carries `data-pos` (big, small, rest) for its own look there.
   */
  wide?: { list: string; cells: { big: string; small: string; rest: string } }
}) {
  const root = useRef<HTMLDivElement>(null)
  const handle = useRef<CarouselHandle | null>(null)
  const row = useRef<HTMLUListElement>(null)
  const [near, setNear] = useState(false)
  const [current, setCurrent] = useState(0)
  const [mosaic, setMosaic] = useState(false)

  useEffect(() => {
    if (!props.wide) return
    const query = window.matchMedia('(min-width: 1024px)')
    const update = () => setMosaic(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [props.wide])

  useEffect(() => {
    const element = root.current
    // Phones keep the native swipe row, the next card peeking: Swiper is for two and three per view.
    if (!window.matchMedia('(min-width: 768px)').matches) return
    // A mosaic from lg is the plain row's grid: no Swiper there either.
    if (props.wide && window.matchMedia('(min-width: 1024px)').matches) return
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
  }, [props.wide])

  /** Before Swiper is there, the buttons scroll the plain row (and wrap when looping). */
  const move = (step: 1 | -1) => {
    if (mosaic) return setCurrent((index) => wrapIndex(index, step, props.slides.length))
    if (handle.current) return step === 1 ? handle.current.next() : handle.current.previous()
    const list = row.current
    if (!list) return
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4
    const atStart = list.scrollLeft <= 4
    if (props.loop && step === 1 && atEnd) list.scrollTo({ left: 0 })
    else if (props.loop && step === -1 && atStart) list.scrollTo({ left: list.scrollWidth })
    else list.scrollBy({ left: step * pitch(list) })
  }

  const fallback = (
    <ul
      ref={row}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable row must be reachable by keyboard
      tabIndex={0}
      onScroll={(event) => {
        const list = event.currentTarget
        const step = pitch(list)
        // The last card cannot reach the row's start: the row's end is the last position.
        const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4
        if (step) setCurrent(atEnd ? props.slides.length - 1 : Math.round(list.scrollLeft / step))
      }}
      className={`-mx-5 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth scroll-px-5 px-5 pb-5 [scrollbar-width:none] motion-reduce:scroll-auto sm:-mx-8 sm:scroll-px-8 sm:px-8 md:mx-0 md:gap-6 md:scroll-px-0 md:px-0 ${props.wide?.list ?? ''}`}
    >
      {props.slides.map((slide, index) => {
        // The slide's place in the mosaic (lg only; on phones and md the row keeps its order).
        const position = (index - current + props.slides.length) % props.slides.length
        const pos = position === 0 ? 'big' : position < 3 ? 'small' : 'rest'
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list
            key={index}
            data-pos={props.wide ? pos : undefined}
            style={props.wide ? ({ '--pos': position } as CSSProperties) : undefined}
            className={`${props.wide ? `${wideSlideWidthClass} lg:[order:var(--pos)] ${props.wide.cells[pos]}` : slideWidthClass} shrink-0 snap-start`}
          >
            {slide}
          </li>
        )
      })}
    </ul>
  )

  return (
    <section ref={root} aria-roledescription="carousel" aria-label={props.label} className="relative">
      <SectionHeading {...props.heading} />
      <div className="mt-6 sm:mt-10">
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
      {/* The site's one control pattern (design round 14): «2 / 4» and the arrows under the row, on the right. */}
      <CarouselControls
        position={{ current: current + 1, total: props.slides.length }}
        previous={{ label: props.previousLabel, onClick: () => move(-1) }}
        next={{ label: props.nextLabel, onClick: () => move(1) }}
        className="mt-4 justify-end lg:mt-8"
      />
    </section>
  )
}
