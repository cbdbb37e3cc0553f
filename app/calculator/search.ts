import { defaultEstimateInput, type EstimateInput, limits, type ReformType, reformTypes } from './estimate'

/** An estimate as a link: /?m2=80&type=standard&rooms=3&baths=1&kitchen=1 */
export type CalculatorSearch = { m2?: number; type?: ReformType; rooms?: number; baths?: number; kitchen?: 0 | 1 }

const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value)

/** A whole number clamped to its range; anything that is not a number falls back to the default. */
function clampedInt(raw: unknown, range: { min: number; max: number }, fallback: number): number {
  const given = last(raw)
  const value = typeof given === 'string' ? Number.parseFloat(given) : given
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback
  return Math.min(range.max, Math.max(range.min, Math.round(value)))
}

const present = (raw: unknown) => raw !== undefined && raw !== null && raw !== ''

const falseKitchen: readonly unknown[] = [0, '0', false, 'false', 'no', 'off']

/**
 * Reads the calculator's search parameters. Out-of-range values go to the nearest limit,
 * malformed or unknown ones to the default; nothing here can fail. Without any of them there is
 * no estimate in the URL (the result panel stays hidden until the visitor calculates).
 * Plain TypeScript (no validation library in the browser); the route's `validateSearch` and the
 * server's page-cache key (app/site/page-url.ts) both read the query with this one function.
 */
export function parseCalculatorSearch(raw: Record<string, unknown>): CalculatorSearch {
  if (!['m2', 'type', 'rooms', 'baths', 'kitchen'].some((key) => present(raw[key]))) return {}
  const type = last(raw.type)
  const kitchen = last(raw.kitchen)
  return {
    m2: clampedInt(raw.m2, limits.squareMeters, defaultEstimateInput.squareMeters),
    type: reformTypes.includes(type as ReformType) ? (type as ReformType) : defaultEstimateInput.reformType,
    rooms: clampedInt(raw.rooms, limits.rooms, defaultEstimateInput.rooms),
    baths: clampedInt(raw.baths, limits.bathrooms, defaultEstimateInput.bathrooms),
    kitchen: kitchen === undefined ? 1 : falseKitchen.includes(kitchen) ? 0 : 1,
  }
}

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
