import type { Locale } from '../../app.config.ts'
import { formatEuroCents, formatEuros, formatNumber, formatPercent } from '../i18n/format.ts'
import { type PluralForm, pluralForm } from '../i18n/plural.ts'
import { m } from '../paraglide/messages.js'

export type LoanTerms = {
  amountEuros: number
  months: number
  /** Fixed nominal annual rate (TIN), in percent. */
  nominalRatePercent: number
  /** Opening fee paid up front, in euros. */
  openingFeeEuros: number
}

export type RepresentativeExample = {
  amountEuros: number
  months: number
  nominalRatePercent: number
  /** TAE (APR): the effective annual rate including the opening fee, in percent, two decimals. */
  aprPercent: number
  /** Monthly instalment in cents (French amortisation, rounded to the cent). */
  monthlyCents: number
  /** Total amount owed: every instalment plus the opening fee, in cents. */
  totalCents: number
  /** Total cost of credit: what is paid beyond the amount borrowed, in cents. */
  costCents: number
}

/**
 * The figures consumer-credit advertising must show (Ley 16/2011 art. 9), computed from the
 * configured terms so the example can never contradict itself.
 */
export function representativeExample(terms: LoanTerms): RepresentativeExample {
  const { amountEuros, months, nominalRatePercent, openingFeeEuros } = terms
  const monthlyRate = nominalRatePercent / 100 / 12
  const monthly =
    monthlyRate === 0 ? amountEuros / months : (amountEuros * monthlyRate) / (1 - (1 + monthlyRate) ** -months)
  const monthlyCents = Math.round(monthly * 100)
  const totalCents = monthlyCents * months + Math.round(openingFeeEuros * 100)
  return {
    amountEuros,
    months,
    nominalRatePercent,
    aprPercent: Math.round(annualPercentageRate(amountEuros - openingFeeEuros, monthlyCents / 100, months) * 100) / 100,
    monthlyCents,
    totalCents,
    costCents: totalCents - amountEuros * 100,
  }
}

/**
 * The effective annual rate i that makes what the borrower receives equal to the present value of
 * the instalments, Σ payment / (1 + i)^(k/12) (Ley 16/2011, annex I), found by bisection.
 */
function annualPercentageRate(received: number, payment: number, months: number): number {
  const presentValue = (annual: number) => {
    let sum = 0
    for (let k = 1; k <= months; k++) sum += payment / (1 + annual) ** (k / 12)
    return sum
  }
  let low = 0
  let high = 10
  for (let step = 0; step < 200; step++) {
    const mid = (low + high) / 2
    if (presentValue(mid) > received) low = mid
    else high = mid
  }
  return ((low + high) / 2) * 100
}

/** The example's figures formatted for the `financing_example` message in one language. */
export function representativeExampleInputs(example: RepresentativeExample, lender: string, locale: Locale) {
  return {
    amount: formatEuros(example.amountEuros, locale),
    months: String(example.months),
    // The term and the number of payments, each in the plural form its number takes.
    term: byCount(termMessages, example.months, locale),
    payments: byCount(paymentMessages, example.months, locale),
    rate: formatPercent(example.nominalRatePercent, locale),
    apr: formatPercent(example.aprPercent, locale),
    monthly: formatEuroCents(example.monthlyCents, locale),
    total: formatEuroCents(example.totalCents, locale),
    cost: formatEuroCents(example.costCents, locale),
    lender,
  }
}

type CountMessage = (inputs: { count: string }, options: { locale: Locale }) => string
const termMessages: Record<PluralForm, CountMessage> = {
  one: m.financing_term_one,
  few: m.financing_term_few,
  many: m.financing_term_many,
  other: m.financing_term_other,
}
const paymentMessages: Record<PluralForm, CountMessage> = {
  one: m.financing_payments_one,
  few: m.financing_payments_few,
  many: m.financing_payments_many,
  other: m.financing_payments_other,
}

/** `60 meses`, `1 mes`, `22 ежемесячных платежа`: a count with its noun in the right plural. */
function byCount(messages: Record<PluralForm, CountMessage>, count: number, locale: Locale): string {
  return messages[pluralForm(locale, count)]({ count: formatNumber(count, locale) }, { locale })
}
