import type { CalculatorSearch } from './search'

/**
 * The one case the site quotes a «desde» price for (SPEC §9.3): 80 m² with a basic finish, one
 * bathroom and no new kitchen, where the calculator's range starts at 44.625 €. The home hero
 * shows it; the full-renovation page shows it in each finish. Links open the calculator on it.
 */
export const referenceCase = {
  m2: 80,
  type: 'basic',
  rooms: 3,
  baths: 1,
  kitchen: 0,
} as const satisfies CalculatorSearch

/**
 * A «desde» figure as the site shows it: the calculator's low end to the nearest thousand euros
 * (44.625 → 45.000 €), so no price reads like a spreadsheet cell. Every «desde» uses this one.
 */
export function roundedFromEuros(euros: number): number {
  return Math.round(euros / 1000) * 1000
}
