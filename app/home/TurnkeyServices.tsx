import { Check } from 'lucide-react'
import { QuoteButton } from '../quote/QuoteButton'
import { Carousel } from '../ui/Carousel'
import { Illustration } from '../ui/Illustration'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import { turnkeyPhases } from './content'
import type { HomeCopy } from './home-copy.server'

export function TurnkeyServices({ copy, common }: { copy: HomeCopy['turnkey']; common: HomeCopy['common'] }) {
  return (
    <section id="turnkey-services" aria-labelledby="turnkey-title" className="bg-white py-20 sm:py-28">
      <div className="container-site">
        <div className="grid gap-12 lg:grid-cols-12">
          <Reveal className="lg:col-span-5">
            <SectionHeading id="turnkey-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.subtitle} />
            <QuoteButton size="lg" className="mt-8">
              {copy.cta}
            </QuoteButton>
          </Reveal>
          <ul className="grid gap-5 sm:grid-cols-2 lg:col-span-7">
            {copy.benefits.map((benefit, index) => (
              <Reveal as="li" key={benefit.key} delayMs={index * 80} className="rounded-card bg-sand-50 p-6">
                <span className="flex size-9 items-center justify-center rounded-full bg-success-50 text-success-700">
                  <Check aria-hidden className="size-5" />
                </span>
                <h3 className="mt-4 text-lg">{benefit.title}</h3>
                <p className="mt-1.5 text-navy-700">{benefit.text}</p>
              </Reveal>
            ))}
          </ul>
        </div>
        <div className="mt-16">
          <Carousel
            label={copy.galleryLabel}
            previousLabel={common.previous}
            nextLabel={common.next}
            slides={turnkeyPhases.map((image, index) => {
              const phase = copy.phases[index]
              if (!phase) return null
              return (
                <figure key={phase.title} className="overflow-hidden rounded-card border border-navy-100 bg-white">
                  <Illustration
                    image={image}
                    alt={phase.alt}
                    sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                  />
                  <figcaption className="flex items-center gap-3 px-5 py-4 font-bold text-navy-950">
                    <span className="flex size-8 items-center justify-center rounded-full bg-clay-600 text-sm text-white">
                      {index + 1}
                    </span>
                    {phase.title}
                  </figcaption>
                </figure>
              )
            })}
          />
        </div>
      </div>
    </section>
  )
}
