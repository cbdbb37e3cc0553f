import { bathroomPrice, estimateBudget, kitchenPrice, type ReformType, reformTypes } from '../calculator/estimate'
import { referenceCase, roundedFromEuros } from '../calculator/reference-case'
import type { CalculatorSearch } from '../calculator/search'
import { inputFromSearch } from '../calculator/search'
import type { ServiceKey } from './services'

/**
 * A service page's price anchor: «desde» figures from the calculator's own formula (SPEC §9.1),
 * each with the calculator values that show it. Never typed in by hand.
 *
 * - Full renovations: the home hero's case (80 m², one bathroom, no new kitchen) in each finish;
 *   «desde» is the low end of the calculator's range for it, rounded as the hero rounds it, so the
 *   basic figure is the hero's «desde 45.000 €».
 * - Kitchens and bathrooms: the formula's kitchen and bathroom lines (8.000 €, 4.500 € a bathroom)
 *   at the low end of the same ±15 % range; the link opens the calculator's default estimate,
 *   whose breakdown shows that line.
 * - Building rehabilitation: none; the calculator prices homes, not buildings.
 */
export type PriceAnchor =
  | { kind: 'finishes'; rows: { type: ReformType; fromEuros: number; search: CalculatorSearch }[] }
  | { kind: 'line'; fromEuros: number; lineEuros: number; search: CalculatorSearch }

const defaultCase = { m2: 80, type: 'standard', rooms: 3, baths: 1, kitchen: 1 } as const satisfies CalculatorSearch
const low = (euros: number) => Math.round((euros * 85) / 100)

export function priceAnchor(service: ServiceKey): PriceAnchor | null {
  switch (service) {
    case 'integral':
      return {
        kind: 'finishes',
        rows: reformTypes.map((type) => {
          const search = { ...referenceCase, type }
          return { type, fromEuros: roundedFromEuros(estimateBudget(inputFromSearch(search)).min), search }
        }),
      }
    case 'kitchen':
      return { kind: 'line', fromEuros: low(kitchenPrice), lineEuros: kitchenPrice, search: defaultCase }
    case 'bathroom':
      return { kind: 'line', fromEuros: low(bathroomPrice), lineEuros: bathroomPrice, search: defaultCase }
    case 'buildings':
      return null
  }
}
