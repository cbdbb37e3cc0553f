import { Calculator } from 'lucide-react'
import { QuoteButton } from '../quote/QuoteButton'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

/** The calculator's place on the page (anchor #calculator); the calculator itself is its own feature. */
export function CalculatorSection({ copy }: { copy: HomeCopy['calculator'] }) {
  return (
    <section id="calculator" aria-labelledby="calculator-title" className="bg-sand-100 py-20 sm:py-28">
      <div className="container-site grid items-center gap-10 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <SectionHeading id="calculator-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.subtitle} />
        </div>
        <div className="lg:col-span-5">
          <div className="rounded-card bg-white p-8 shadow-lift">
            <Calculator aria-hidden className="size-10 text-clay-600" />
            <QuoteButton size="lg" className="mt-6 w-full">
              {copy.cta}
            </QuoteButton>
          </div>
        </div>
      </div>
    </section>
  )
}
