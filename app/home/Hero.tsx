import { BadgeCheck, Percent, ShieldCheck, Sparkles } from 'lucide-react'
import { partnerLogo } from '../images/images'
import { QuoteButton } from '../quote/QuoteButton'
import { Illustration } from '../ui/Illustration'
import { ProofPills } from '../ui/ProofPills'
import { heroImage, partners } from './content'
import type { HomeCopy } from './home-copy.server'

export function Hero({ copy }: { copy: HomeCopy['hero'] }) {
  const stats = [
    { icon: BadgeCheck, text: copy.stats.projects },
    { icon: ShieldCheck, text: copy.stats.warranty },
    { icon: Percent, text: copy.stats.financing },
  ]
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-sand-50 pt-28 pb-16 sm:pt-36 lg:pb-24">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 right-[-10%] size-[40rem] rounded-full bg-clay-100/60 blur-3xl"
      />
      <div className="container-site relative grid items-center gap-12 lg:grid-cols-12">
        <div className="lg:col-span-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-clay-200 bg-white px-3.5 py-1.5 text-sm font-semibold text-clay-700 shadow-soft">
            <Sparkles aria-hidden className="size-4" />
            {copy.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-[2.5rem] leading-[1.05] max-sm:[:lang(de)_&]:text-[2.125rem] max-sm:[:lang(ru)_&]:text-[2.125rem] sm:text-6xl lg:text-[3.5rem] xl:text-[3.9rem]"
          >
            <span className="block">{copy.title[0]}</span>
            <span className="block">{copy.title[1]}</span>
            <span className="block text-clay-600">{copy.title[2]}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-navy-700 sm:text-xl">{copy.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <QuoteButton size="lg">{copy.ctaCalculator}</QuoteButton>
            <QuoteButton size="lg" variant="outline">
              {copy.ctaVisit}
            </QuoteButton>
          </div>
          <ProofPills items={stats} />
        </div>
        <figure className="relative lg:col-span-6">
          <div className="relative overflow-hidden rounded-[1.5rem] shadow-lift">
            <Illustration image={heroImage} alt={copy.imageAlt} sizes="(min-width: 1024px) 600px, 100vw" priority />
            <span className="absolute left-4 top-4 rounded-full bg-navy-950/80 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
              {copy.before}
            </span>
            <span className="absolute right-4 top-4 rounded-full bg-clay-600 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
              {copy.after}
            </span>
          </div>
          {/* Below the picture on phones; on wider screens it hangs from the picture's lower edge. */}
          <figcaption className="relative mx-4 -mt-5 flex items-center justify-between gap-4 rounded-2xl bg-white px-5 py-4 shadow-lift sm:absolute sm:right-6 sm:-bottom-14 sm:mx-0 sm:mt-0 sm:w-[22rem]">
            <span className="min-w-0">
              <span className="block font-bold text-navy-950">{copy.captionTitle}</span>
              <span className="block text-xs text-navy-600">{copy.captionNote}</span>
            </span>
            <span className="shrink-0 text-2xl font-extrabold text-success-700">{copy.captionPrice}</span>
          </figcaption>
        </figure>
      </div>
      {/* Real suppliers' logos only: the row stays out until the company supplies them. */}
      {partners.length > 0 && (
        <div className="container-site relative mt-24">
          <p className="text-center text-sm font-semibold uppercase tracking-[0.14em] text-navy-600">
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
