/** The budget calculator's formula (SPEC §9.1). Pure: no React, no formatting. */
export const reformTypes = ['basic', 'standard', 'premium'] as const
export type ReformType = (typeof reformTypes)[number]

export const ratePerSquareMeter: Record<ReformType, number> = { basic: 600, standard: 900, premium: 1200 }
export const kitchenPrice = 8000
export const bathroomPrice = 4500

export const limits = {
  squareMeters: { min: 30, max: 200 },
  rooms: { min: 1, max: 5 },
  bathrooms: { min: 1, max: 4 },
} as const

export type EstimateInput = {
  squareMeters: number
  reformType: ReformType
  rooms: number
  bathrooms: number
  includeKitchen: boolean
}

export const defaultEstimateInput: EstimateInput = {
  squareMeters: 80,
  reformType: 'standard',
  rooms: 3,
  bathrooms: 1,
  includeKitchen: true,
}

export type Estimate = {
  min: number
  max: number
  subtotal: number
  breakdown: { reform: number; kitchen: number; bathrooms: number }
}

/**
 * subtotal = m² × rate (+ 8000 with the kitchen) + bathrooms × 4500; the range is 85% to 115%
 * of it, rounded to whole euros. Integer arithmetic until the one division, so no float drift.
 * Rooms are part of the estimate but not of the price: the formula has no rooms term.
 */
export function estimateBudget(input: EstimateInput): Estimate {
  const reform = input.squareMeters * ratePerSquareMeter[input.reformType]
  const kitchen = input.includeKitchen ? kitchenPrice : 0
  const bathrooms = input.bathrooms * bathroomPrice
  const subtotal = reform + kitchen + bathrooms
  return {
    min: Math.round((subtotal * 85) / 100),
    max: Math.round((subtotal * 115) / 100),
    subtotal,
    breakdown: { reform, kitchen, bathrooms },
  }
}
