import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { partnerLogo } from '../images/images'
import { QuoteButton } from '../quote/QuoteButton'
import { Illustration } from '../ui/Illustration'
import { heroImage, partners } from './content'
import { heroPriceCase } from './hero-price-case'
import type { HomeCopy } from './home-copy.server'

/**
 * The promise, the picture and one clear action. On a phone the picture follows the headline, so
 * the first screen shows both; from lg the text and the picture stand side by side.
 */
export function Hero({ copy, trust }: { copy: HomeCopy['hero']; trust: HomeCopy['trust'] }) {
  const [badgePlace, badgeYears] = copy.badge.split(/\s*·\s*/)
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-sand-100 pt-32 pb-8 sm:pt-36 sm:pb-14 lg:pt-32"
    >
      {/*
       * Phones: headline, the description right under it (a short measure), the one action, the
       * picture and the whole price card (headline, action and picture on a 375 × 812 screen), then
       * the quieter visit link; the proof band follows. From lg the hero stands on the proof band's
       * grid (twelve columns, 32 px apart): the text on the first seven (the headline at the site's
       * H1 size needs them, design round 16), and the picture on the other five, running on past the
       * container to the screen's right edge (design round 17: the first screen's one container
       * break, the picture its largest thing). Round 23 (C): the eyebrow and the picture start on one
       * line, 128 px from the top, the same line as a service hero's (they were centred against each
       * other, the picture 104 px down here and 160 px on a service page); the picture is 504 px tall
       * at 1280 so the proof band still ends inside 1280 × 900. Cropped from the middle so the
       * before/after handle stays centred. --bleed is the distance from the container's inner edge
       * to the screen's (the bleed-right utility, no frame line on a picture that runs off the screen,
       * app/styles.css, the service pages' first picture too). The price card hangs from the picture's
       * lower left corner, half in the gutter beside the text (design round 22: over the "after"
       * half it hid the finished room, review 21-A), so the result shows whole.
       */}
      <div className="container-site relative grid gap-x-12 gap-y-5 sm:gap-y-6 lg:grid-cols-12 lg:grid-rows-[auto_auto_auto_1fr] lg:gap-x-8 lg:gap-y-0">
        <div className="lg:col-span-7 lg:col-start-1 lg:row-start-1">
          {/* Phones: the place, then the years on a line of their own, the «·» hidden; one line with it from sm. */}
          <p className="eyebrow text-balance text-xs max-sm:tracking-[0.08em] sm:text-sm">
            {badgeYears === undefined ? (
              copy.badge
            ) : (
              <>
                <span className="block sm:inline">{badgePlace}</span>
                <span className="max-sm:hidden">{'\u00a0· '}</span>
                <span className="block sm:inline">{badgeYears}</span>
              </>
            )}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-h1 sm:mt-4 max-sm:[:lang(de)_&]:text-[2.125rem] max-sm:[:lang(ru)_&]:text-[2.125rem] lg:max-xl:text-[3.125rem]"
          >
            <span className="block">{copy.title[0]}</span>
            <span className="block">{copy.title[1]}</span>
            <span className="block text-clay-600">{copy.title[2]}</span>
          </h1>
        </div>
        {/* A short measure on phones; French says it in twice the words: the container's width (first screen). */}
        <p className="order-1 -mt-2 max-w-[28ch] text-lg max-sm:[:lang(fr)_&]:max-w-none sm:-mt-1 text-ink-700 sm:max-w-xl sm:text-xl lg:order-none lg:col-span-6 lg:col-start-1 lg:row-start-2 lg:mt-6">
          {copy.description}
        </p>
        {/*
         * One button, and the second action as a quieter link, said once: beside the button from sm
         * (it wraps under it where a language runs long); on phones the row dissolves into the grid
         * (display: contents) and the link sits right under the button, on the stack's left edge (round
         * 24 C; round 16's reviews: it was 450 px away, under the picture and the price card).
         */}
        <div className="contents sm:order-2 sm:flex sm:flex-wrap sm:items-center sm:gap-x-6 sm:gap-y-1 lg:order-none lg:col-span-6 lg:col-start-1 lg:row-start-3 lg:mt-8 lg:self-start">
          <QuoteButton place="hero" size="lg" className="order-2 w-full sm:order-none sm:w-auto">
            {copy.ctaCalculator}
          </QuoteButton>
          <QuoteButton
            place="hero-secondary"
            variant="link"
            className="order-2 -mt-3 gap-1.5 justify-self-start text-[0.95rem] justify-start text-left sm:order-none sm:mt-0"
          >
            {copy.ctaVisit}
            <ArrowRight aria-hidden className="size-4" />
          </QuoteButton>
        </div>
        <figure className="relative order-3 lg:order-none lg:col-span-5 lg:col-start-8 lg:row-span-4 lg:row-start-1 lg:bleed-right">
          {/* On phones a wide crop of the 4:3 picture; the price card sits under it, never over it. */}
          <div className="relative overflow-hidden rounded-card max-sm:aspect-[16/10] lg:h-[30rem] lg:rounded-r-none xl:h-[31.5rem]">
            <Illustration
              image={heroImage}
              alt={copy.imageAlt}
              sizes="(min-width: 1280px) max(750px, calc(50vw - 120px)), (min-width: 1024px) 640px, 100vw"
              priority
              className="rounded-card max-sm:h-full max-sm:[&_img]:h-full max-sm:[&_img]:object-cover lg:h-full lg:[&_img]:h-full lg:[&_img]:object-cover"
            />
            <span className="absolute left-3 top-3 rounded-card bg-white/90 px-3 py-1 text-xs font-bold uppercase tracking-wider text-navy-950 sm:left-5 sm:top-5">
              {copy.before}
            </span>
            <span className="absolute right-3 top-3 rounded-card bg-white/90 px-3 py-1 text-xs font-bold uppercase tracking-wider text-navy-950 sm:right-5 sm:top-5 lg:right-[var(--bleed)]">
              {copy.after}
            </span>
          </div>
          {/* The price names its case, and opens the calculator on it (SPEC §9.3: the formula starts at 44.625 € there). */}
          {/*
           * The case on one line, the price on the next, in every language. From sm the card floats on
           * the picture's foot (sm: inside it, on the right; lg: on the "before" half's foot, 48 px
           * into the gutter and 32 px below the picture, so the "after" half shows whole and the
           * figures' rule stays 48 px under it). From lg the card is 15 rem, or as wide as the case's
           * name where a language runs longer (ru).
           */}
          <figcaption className="relative mt-3 rounded-card bg-white px-5 py-4 sm:absolute sm:bottom-5 sm:right-5 sm:mt-0 sm:w-[20rem] lg:-bottom-8 lg:right-auto lg:-left-12 lg:w-min lg:min-w-[13rem] xl:min-w-[15rem] lg:px-4 lg:py-3 sm:border sm:border-ink-200">
            <span className="block font-bold text-balance text-navy-950 lg:whitespace-nowrap">{copy.captionTitle}</span>
            <span className="block price-figure text-2xl text-navy-950 sm:text-[1.75rem] lg:text-2xl">
              {copy.captionPrice}
            </span>
            <span className="mt-1 block text-xs text-ink-600">{copy.captionNote}</span>
            <Link
              to="/"
              search={heroPriceCase}
              hash="calculator"
              className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold lg:whitespace-nowrap text-ink-900 underline decoration-ink-300 underline-offset-4 hover:decoration-ink-900"
            >
              {copy.captionLink}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </figcaption>
        </figure>
      </div>
      {/*
       * The proof band: the foot of the hero's stone band, SPEC §2.4's three pills and its trust strip
       * as one list, each claim said once. The three figures first, each numeral alone on the figures'
       * one baseline over its label (the qualifier in the label), on their own row of three equal
       * tracks across the container under a hairline (design round 14: no empty fourth cell). Then the
       * four commitments the figures do not say (the warranty and the financing are two of the
       * figures) as one quiet line of small type under a second hairline, separated by middots from
       * lg, two by two before. A screen reader hears the seven in that order. Round 26 (H) (reviews
       * 25-C and D: three cramped columns, every label wrapped, then a 2 × 2 ruled grid: two ruled
       * blocks): under sm the figures are three rows, each numeral (24 px) beside its label on one
       * line, and the four commitments a quiet unruled list of two columns.
       */}
      <section aria-label={trust.label} className="container-site relative mt-8 sm:mt-16 lg:mt-20">
        <ul className="flex flex-wrap border-t border-ink-200">
          {/* From lg each figure starts on a third of the hero's twelve columns (1, 5, 9): round 24 C. */}
          {copy.stats.map(({ figure, label }, index) => (
            <li
              key={figure}
              data-proof="figure"
              className={`${index < 2 ? 'lg:w-[calc((100%+2rem)/3)]' : 'lg:w-[calc((100%-4rem)/3)]'} flex w-full items-baseline gap-2.5 py-1.5 max-sm:first:pt-3 sm:block sm:w-1/3 sm:py-6 sm:pr-8 lg:py-5`}
            >
              <span className="block w-[5.25rem] shrink-0 whitespace-nowrap font-display text-2xl font-normal leading-none text-navy-950 sm:w-auto sm:text-4xl lg:text-5xl">
                {figure}
              </span>{' '}
              <span className="block min-w-0 text-sm leading-snug max-[359px]:text-xs font-semibold text-ink-700 break-words sm:mt-3">
                {label}
              </span>
            </li>
          ))}
          {trust.items.map((item) => (
            <li
              key={item}
              data-proof="commitment"
              className="w-1/2 py-1 pr-3 text-sm leading-snug font-medium text-ink-700 max-sm:nth-[4]:mt-3 max-sm:nth-[5]:mt-3 sm:border-t sm:border-ink-200 sm:py-3 sm:font-semibold sm:text-ink-800 lg:w-auto lg:whitespace-nowrap lg:py-4 lg:pr-0 lg:last:grow lg:[&+&]:before:px-3 lg:[&+&]:before:text-ink-400 lg:[&+&]:before:content-['·']"
            >
              {item}
            </li>
          ))}
        </ul>
      </section>
      {/* Real suppliers' logos only: the row stays out until the company supplies them. */}
      {partners.length > 0 && (
        <div className="container-site relative mt-24">
          <p className="text-center text-sm font-semibold uppercase tracking-[0.14em] text-ink-600">
            {copy.partnersLabel}
          </p>
          <ul className="mt-5 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
            {partners.map((partner) => (
              <li key={partner.name}>
                <img
                  src={partnerLogo(partner.logo)}
                  alt={partner.name}
                  width={partner.width}
                  height={partner.height}
                  loading="lazy"
                  decoding="async"
                  className="h-auto max-w-36 opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
