import type { Locale } from '../../app.config.ts'
import { formatEuroCents, formatEuros, formatPercent } from '../i18n/format.ts'

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
    rate: formatPercent(example.nominalRatePercent, locale),
    apr: formatPercent(example.aprPercent, locale),
    monthly: formatEuroCents(example.monthlyCents, locale),
    total: formatEuroCents(example.totalCents, locale),
    cost: formatEuroCents(example.costCents, locale),
    lender,
  }
}
