import { Calculator } from 'lucide-react'
import { CalculatorLink } from '../calculator/CalculatorLink'
import { ratePerSquareMeter, reformTypes } from '../calculator/estimate'
import { formatEuros } from '../i18n/format'
import { getLocale } from '../i18n/locale'
import { m } from '../paraglide/messages.js'
import { buttonClass } from '../ui/button'

/** Which cells the tile fills: the holes a short last row leaves, at two and at three columns. */
export function calculatorTileCells(count: number, featured: boolean) {
  const atTwo = count % 2
  const atThree = (featured ? count - 1 : count) % 3
  return { atTwo: atTwo > 0, atThree: atThree === 0 ? 0 : 3 - atThree }
}

/**
 * The resources list's calculator tile, the site's next step after reading. On phones (one column)
 * it comes fourth, after three articles (CSS order: ResourcesPage gives later rows order 2); from
 * sm it ends the list and fills the hole a short last row leaves, and stays out where the last row is full.
 */
const finishLabel = { basic: m.calc_type_basic, standard: m.calc_type_standard, premium: m.calc_type_premium }

export function CalculatorTile({ count, featured }: { count: number; featured: boolean }) {
  const { atTwo, atThree } = calculatorTileCells(count, featured)
  const locale = getLocale()
  const cells = `${atTwo ? 'sm:block' : 'sm:hidden'} ${atThree === 0 ? 'lg:hidden' : atThree === 2 ? 'lg:col-span-2 lg:block' : 'lg:col-span-1 lg:block'}`
  return (
    <li data-testid="calculator-tile" className={`max-sm:order-1 ${cells}`}>
      {/*
       * The label and the question on top; the formula's rate per finish as three ruled lines (what a
       * square metre costs, from app/calculator/estimate.ts: no figure typed by hand), so the tile
       * is as full as the cards beside it; the button at the foot, level with the cards' meta lines.
       */}
      <div className="flex h-full flex-col gap-8 rounded-card bg-navy-950 p-6 text-white sm:p-8">
        <div>
          <p className="flex items-center gap-3 text-xs font-bold uppercase tracking-wider text-navy-300">
            <Calculator aria-hidden className="size-6 text-clay-300" strokeWidth={1.5} />
            {m.calculator_eyebrow()}
          </p>
          <p className="mt-5 max-w-md text-2xl font-bold leading-tight tracking-tight text-white sm:text-3xl">
            {m.calculator_title()}
          </p>
          {/* At two columns (sm to lg) the subtitle made the tile taller than the cards beside it: the rates say enough. */}
          <p className="mt-4 max-w-md text-navy-200 sm:max-lg:hidden">{m.calculator_subtitle()}</p>
        </div>
        <ul data-testid="calculator-tile-rates" className="mt-auto border-b border-navy-800">
          {reformTypes.map((type) => (
            <li key={type} className="flex items-baseline justify-between gap-4 border-t border-navy-800 py-2.5">
              <span className="text-navy-200">{finishLabel[type]()}</span>
              <span className="font-bold text-white">
                {formatEuros(ratePerSquareMeter[type], locale)}/{m.calc_unit_area()}
              </span>
            </li>
          ))}
        </ul>
        <div>
          {/* The one primary action's look (filled, large, full width on phones), as the article's closing panel. */}
          <CalculatorLink className={buttonClass({ size: 'lg', className: 'max-sm:w-full max-sm:px-4' })}>
            {m.calc_submit()}
          </CalculatorLink>
        </div>
      </div>
    </li>
  )
}
