import * as v from 'valibot'
import { defaultEstimateInput, type EstimateInput, limits, type ReformType, reformTypes } from './estimate'

/** An estimate as a link: /?m2=80&type=standard&rooms=3&baths=1&kitchen=1 */
export type CalculatorSearch = { m2?: number; type?: ReformType; rooms?: number; baths?: number; kitchen?: 0 | 1 }

const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value)

/** A whole number clamped to its range; anything that is not a number falls back to the default. */
const clampedInt = (range: { min: number; max: number }, fallback: number) =>
  v.pipe(
    v.unknown(),
    v.transform((raw) => {
      const value = typeof last(raw) === 'string' ? Number.parseFloat(last(raw) as string) : last(raw)
      if (typeof value !== 'number' || !Number.isFinite(value)) return fallback
      return Math.min(range.max, Math.max(range.min, Math.round(value)))
    }),
  )

const present = (raw: unknown) => raw !== undefined && raw !== null && raw !== ''

/**
 * Validates the calculator's search parameters. Out-of-range values go to the nearest limit,
 * malformed or unknown ones to the default; nothing here can fail. Without any of them there is
 * no estimate in the URL (the result panel stays hidden until the visitor calculates).
 */
export const CalculatorSearchSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((raw): CalculatorSearch => {
    if (!['m2', 'type', 'rooms', 'baths', 'kitchen'].some((key) => present(raw[key]))) return {}
    const type = last(raw.type)
    const kitchen = last(raw.kitchen)
    return {
      m2: v.parse(clampedInt(limits.squareMeters, defaultEstimateInput.squareMeters), raw.m2),
      type: reformTypes.includes(type as ReformType) ? (type as ReformType) : defaultEstimateInput.reformType,
      rooms: v.parse(clampedInt(limits.rooms, defaultEstimateInput.rooms), raw.rooms),
      baths: v.parse(clampedInt(limits.bathrooms, defaultEstimateInput.bathrooms), raw.baths),
      kitchen: kitchen === undefined ? 1 : [0, '0', false, 'false', 'no', 'off'].includes(kitchen as never) ? 0 : 1,
    }
  }),
)

export function inputFromSearch(search: CalculatorSearch): EstimateInput {
  return {
    squareMeters: search.m2 ?? defaultEstimateInput.squareMeters,
    reformType: search.type ?? defaultEstimateInput.reformType,
    rooms: search.rooms ?? defaultEstimateInput.rooms,
    bathrooms: search.baths ?? defaultEstimateInput.bathrooms,
    includeKitchen: search.kitchen === undefined ? defaultEstimateInput.includeKitchen : search.kitchen === 1,
  }
}

export function searchFromInput(input: EstimateInput): Required<CalculatorSearch> {
  return {
    m2: input.squareMeters,
    type: input.reformType,
    rooms: input.rooms,
    baths: input.bathrooms,
    kitchen: input.includeKitchen ? 1 : 0,
  }
}

export const hasEstimate = (search: CalculatorSearch) => search.m2 !== undefined
