import { CalculatorLink } from '../calculator/CalculatorLink'
import { getLocale } from '../i18n/locale'
import { m } from '../paraglide/messages.js'
import { buttonClass } from '../ui/button'
import { CalculatorCard } from './CalculatorCard'
import { calculatorCardCopy } from './calculator-card-copy'

/** Which cells the tile fills: the holes a short last row leaves, at two and at three columns. */
export function calculatorTileCells(count: number, featured: boolean) {
  const atTwo = count % 2
  const atThree = (featured ? count - 1 : count) % 3
  return { atTwo: atTwo > 0, atThree: atThree === 0 ? 0 : 3 - atThree }
}

/**
 * The resources list's calculator tile. On phones (one column) it comes fourth, after three
 * articles (CSS order: ResourcesPage gives later rows order 2); from sm it ends the list and fills
 * the hole a short last row leaves, and stays out where the last row is full.
 */
export function CalculatorTile({ count, featured }: { count: number; featured: boolean }) {
  const { atTwo, atThree } = calculatorTileCells(count, featured)
  const cells = `${atTwo ? 'sm:block' : 'sm:hidden'} ${atThree === 0 ? 'lg:hidden' : atThree === 2 ? 'lg:col-span-2 lg:block' : 'lg:col-span-1 lg:block'}`
  const copy = calculatorCardCopy(
    {
      eyebrow: m.calculator_eyebrow(),
      title: m.calculator_title(),
      subtitle: m.calculator_subtitle(),
      button: m.calc_submit(),
      finish: { basic: m.calc_type_basic(), standard: m.calc_type_standard(), premium: m.calc_type_premium() },
      unit: m.calc_unit_area(),
    },
    getLocale(),
  )
  return (
    <li data-testid="calculator-tile" className={`max-sm:order-1 ${cells}`}>
      {/*
       * From sm the subtitle made the tile taller than the cards beside it (about 40 px at 1280, 150
       * at 1024, round 18 reviews): the question and the rates say enough; `row` tightens the rest.
       */}
      <CalculatorCard
        copy={copy}
        row
        subtitleClass="sm:max-xl:hidden"
        action={
          <CalculatorLink
            className={buttonClass({
              variant: 'outline',
              inverted: true,
              size: 'lg',
              className: 'max-sm:w-full max-sm:px-4',
            })}
          >
            {copy.button}
          </CalculatorLink>
        }
      />
    </li>
  )
}
