import 'swiper/css'
import type { ReactNode, RefObject } from 'react'
import { A11y, Keyboard } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import { type CarouselHandle, carouselBreakpoints } from './carousel-shared'

/** Swiper behind the Carousel; loaded on demand (see Carousel). */
export default function SwiperCarousel(props: {
  slides: ReactNode[]
  loop: boolean
  label: string
  handle: RefObject<CarouselHandle | null>
  onChange: (index: number) => void
}) {
  const reduced = typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  return (
    <Swiper
      className="!pb-5 [&_.swiper-wrapper]:items-stretch"
      modules={[A11y, Keyboard]}
      slidesPerView={1}
      slidesPerGroup={1}
      spaceBetween={24}
      breakpoints={carouselBreakpoints}
      loop={props.loop}
      speed={reduced ? 0 : 400}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ enabled: true, containerMessage: props.label }}
      onSwiper={(swiper) => {
        props.handle.current = { next: () => swiper.slideNext(), previous: () => swiper.slidePrev() }
      }}
      onSlideChange={(swiper) => props.onChange(swiper.realIndex)}
      onDestroy={() => {
        props.handle.current = null
      }}
    >
      {props.slides.map((slide, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list
        <SwiperSlide key={index} className="!h-auto">
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
