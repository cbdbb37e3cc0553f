import type { CalculatorSearch } from '../calculator/search'

/**
 * The case the hero's «desde 45.000 €» (SPEC §9.3) speaks of: 80 m² with a basic finish, one
 * bathroom and no new kitchen, where the calculator's range starts at 44.625 €. Its link opens
 * the calculator on these values.
 */
export const heroPriceCase = {
  m2: 80,
  type: 'basic',
  rooms: 3,
  baths: 1,
  kitchen: 0,
} as const satisfies CalculatorSearch
