import { ratePerSquareMeter, reformTypes } from '../calculator/estimate'
import { formatEuros } from '../i18n/format'
import type { Locale } from '../i18n/locale'

/** What the dark calculator card says: the calculator's own strings and the formula's rates. */
export type CalculatorCardCopy = {
  eyebrow: string
  title: string
  subtitle: string
  rates: { label: string; price: string }[]
  button: string
}

/** The calculator's own messages the card shows, in one language. */
export type CalculatorCardStrings = Omit<CalculatorCardCopy, 'rates'> & {
  finish: Record<(typeof reformTypes)[number], string>
  unit: string
}

/**
 * The card's copy in one language. The resources list builds it in the browser (its bundle has these
 * messages); an article gets it from the server with the post (app/blog/blog.functions.ts), so the
 * article's scripts carry none of it.
 */
export function calculatorCardCopy(strings: CalculatorCardStrings, locale: Locale): CalculatorCardCopy {
  const { finish, unit, ...text } = strings
  return {
    ...text,
    rates: reformTypes.map((type) => ({
      label: finish[type],
      price: `${formatEuros(ratePerSquareMeter[type], locale)}/${unit}`,
    })),
  }
}
