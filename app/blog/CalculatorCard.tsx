import { Calculator } from 'lucide-react'
import type { ReactNode } from 'react'
import type { CalculatorCardCopy } from './calculator-card-copy'

/**
 * The calculator card, the site's next step after reading: the resources list's dark tile and the
 * card inside a long article (design round 15), there a light inset (round 25: `.calc-inset`,
 * app/styles.css, maps the dark card's colours to stone, navy and ink in CSS, no script). The label and the question on top; the formula's
 * rate per finish as three ruled lines (app/calculator/estimate.ts: no figure typed by hand); the
 * button at the foot. `subtitleClass` hides the subtitle where the card must stay short.
 */
export function CalculatorCard({
  copy,
  action,
  subtitleClass = '',
  wide = false,
  row = false,
}: {
  copy: CalculatorCardCopy
  /**
   * The button, a CalculatorLink as a large outline (round 26 I: the clay fill is the quote
   * request's only), full width on phones, passed in: this module is in a chunk two pages share, and the link imported here went
   * with it onto the service pages (2 KB over their budget).
   */
  action: ReactNode
  subtitleClass?: string
  /**
   * Inside an article: from sm the question on the left, the rates and the button on the right; from
   * lg, where the text column is 36 rem beside the rail (round 23, review 23-A: two columns squeezed
   * into 570 px), one column again.
   */
  wide?: boolean
  /**
   * In the resources grid (round 19): from lg no taller than the article cards of its row (their
   * 4:3 picture, two title lines, three excerpt lines), so the tile stretches to the row and ends
   * level with them: 24 px padding and gaps at lg, a 30 px question at lg (no subtitle there), 24 px from xl, rates 8 px apart, the subtitle 12 px under it;
   * the button as wide as the rates above it (round 20), so the tile's foot is one block. Round 21
   * (both round-20 reviews: an 80 px well between the subtitle and the rates): the label and the
   * question on the tile's top, the subtitle, the rates and the button one block at its foot, level
   * with the cards' text; what the row's height leaves over sits under the question, not inside the
   * block a visitor reads. Round 22 (review: still a 60 to 85 px well under the question at 1024
   * in ru and de): no slack sits anywhere; the subtitle (from xl) follows the question, and the
   * rates' ruled rows share what the row's height leaves over, so the list of figures runs from
   * 24 px under the question to the button, its hairlines evenly apart.
   */
  row?: boolean
}) {
  const fit = row ? 'lg:gap-6 lg:p-6' : ''
  return (
    <div
      className={`flex h-full flex-col gap-8 rounded-card bg-navy-950 p-6 text-white sm:p-8 ${fit} ${wide ? 'sm:grid sm:grid-cols-2 sm:gap-x-10 sm:gap-y-6 lg:flex lg:gap-8' : ''}`}
    >
      <div className={wide ? 'sm:row-span-2' : ''}>
        <p className="flex items-center gap-3 text-xs font-bold uppercase tracking-wider text-navy-300">
          <Calculator aria-hidden className="size-6 text-clay-300" strokeWidth={1.5} />
          {copy.eyebrow}
        </p>
        <p className="mt-5 max-w-md text-2xl font-bold leading-tight text-white">{copy.title}</p>
        <p className={`mt-4 max-w-md text-navy-200 ${subtitleClass}`}>{copy.subtitle}</p>
      </div>
      <ul
        data-testid="calculator-tile-rates"
        className={`border-b border-navy-800 mt-auto ${wide ? 'sm:mt-1 sm:self-start lg:mt-0 lg:self-stretch' : ''} ${row ? 'lg:flex lg:grow lg:flex-col' : ''}`}
      >
        {copy.rates.map((rate) => (
          <li
            key={rate.label}
            className={`flex items-baseline justify-between gap-4 border-t border-navy-800 py-2.5 ${row ? 'lg:grow lg:items-center lg:py-2' : ''}`}
          >
            <span className="text-navy-200">{rate.label}</span>
            <span className="font-bold text-white">{rate.price}</span>
          </li>
        ))}
      </ul>
      <div className={wide ? 'sm:self-end sm:[&>a]:w-full lg:self-stretch' : row ? '[&>a]:w-full' : ''}>{action}</div>
    </div>
  )
}
