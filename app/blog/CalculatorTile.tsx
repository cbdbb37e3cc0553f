import { Link } from '@tanstack/react-router'
import { Calculator } from 'lucide-react'
import { m } from '../paraglide/messages.js'
import { buttonClass } from '../ui/button'

/** Which cells the tile fills: the holes a short last row leaves, at two and at three columns. */
export function calculatorTileCells(count: number, featured: boolean) {
  const atTwo = count % 2
  const atThree = (featured ? count - 1 : count) % 3
  return { atTwo: atTwo > 0, atThree: atThree === 0 ? 0 : 3 - atThree }
}

/**
 * The resources grid's last cell, where its final row would leave a hole: the calculator, the
 * site's next step after reading. Not on phones (one column, no hole).
 */
export function CalculatorTile({ count, featured }: { count: number; featured: boolean }) {
  const { atTwo, atThree } = calculatorTileCells(count, featured)
  if (!atTwo && atThree === 0) return null
  const cells = `${atTwo ? 'sm:block' : 'sm:hidden'} ${atThree === 0 ? 'lg:hidden' : atThree === 2 ? 'lg:col-span-2 lg:block' : 'lg:col-span-1 lg:block'}`
  return (
    <li data-testid="calculator-tile" className={`hidden ${cells}`}>
      {/* The label on top, the question and its button at the foot, level with the cards' meta lines. */}
      <div className="flex h-full flex-col justify-between gap-10 rounded-card bg-navy-950 p-8 text-white sm:p-10">
        <p className="flex items-center gap-3 text-xs font-bold uppercase tracking-wider text-navy-300">
          <Calculator aria-hidden className="size-6 text-clay-300" strokeWidth={1.5} />
          {m.calculator_eyebrow()}
        </p>
        <div>
          <p className="max-w-md text-2xl font-bold leading-tight tracking-tight text-white sm:text-3xl">
            {m.calculator_title()}
          </p>
          <p className="mt-4 max-w-md text-navy-200">{m.calculator_subtitle()}</p>
          <Link to="/" hash="calculator" className={buttonClass({ className: 'mt-8' })}>
            {m.calc_submit()}
          </Link>
        </div>
      </div>
    </li>
  )
}
