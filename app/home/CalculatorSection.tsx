import { Calculator } from '../calculator/Calculator'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { HomeCopy } from './home-copy.server'

export function CalculatorSection({ copy }: { copy: HomeCopy['calculator'] }) {
  return (
    <section id="calculator" aria-labelledby="calculator-title" className="bg-sand-100 py-12 sm:py-24">
      <div className="container-site">
        <Reveal>
          <SectionHeading id="calculator-title" title={copy.title} lead={copy.subtitle} />
        </Reveal>
        <div className="mt-8 sm:mt-12">
          <Calculator copy={copy} />
        </div>
      </div>
    </section>
  )
}
