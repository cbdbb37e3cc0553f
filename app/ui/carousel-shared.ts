export type CarouselHandle = { next: () => void; previous: () => void }

/**
 * Slide widths of the plain row: on phones 82 % with the next slide peeking (every swipe row's
 * width, app/ui/SnapRow), from md equal to Swiper's 2 / 3 per view with 24 px gaps.
 */
export const slideWidthClass = 'w-[82%] md:w-[calc((100%-24px)/2)] lg:w-[calc((100%-48px)/3)]'

export const carouselBreakpoints = {
  768: { slidesPerView: 2 },
  1024: { slidesPerView: 3 },
} as const

/** A row that becomes a mosaic from lg (Carousel's `wide`): the cells size themselves there. */
export const wideSlideWidthClass = 'w-[82%] md:w-[calc((100%-24px)/2)] lg:w-auto'
