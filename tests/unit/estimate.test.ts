import { describe, expect, it } from 'vitest'
import { defaultEstimateInput, type EstimateInput, estimateBudget } from '../../app/calculator/estimate'
import { inputFromSearch, parseCalculatorSearch } from '../../app/calculator/search'
import { fillTemplate, formatEuros } from '../../app/i18n/format'

const input = (patch: Partial<EstimateInput>): EstimateInput => ({ ...defaultEstimateInput, ...patch })

describe('estimateBudget (SPEC §9.1)', () => {
  it.each([
    // type, m², kitchen, bathrooms → subtotal, min, max
    ['basic', 30, false, 1, 22500, 19125, 25875],
    ['basic', 200, true, 4, 146000, 124100, 167900],
    ['standard', 80, true, 1, 84500, 71825, 97175],
    ['standard', 30, false, 4, 45000, 38250, 51750],
    ['premium', 200, true, 1, 252500, 214625, 290375],
    ['premium', 30, false, 1, 40500, 34425, 46575],
    ['premium', 77, true, 3, 113900, 96815, 130985],
  ] as const)(
    '%s, %i m², kitchen %s, %i bathrooms: %i → %i to %i',
    (reformType, squareMeters, includeKitchen, bathrooms, subtotal, min, max) => {
      const estimate = estimateBudget(input({ reformType, squareMeters, includeKitchen, bathrooms }))
      expect(estimate.subtotal).toBe(subtotal)
      expect(estimate.min).toBe(min)
      expect(estimate.max).toBe(max)
    },
  )

  it('rounds the 15% band to whole euros, halves up, without float drift', () => {
    // 31 m² basic, no kitchen, 1 bathroom: 18600 + 4500 = 23100 → 19635 and 26565 exactly.
    expect(estimateBudget(input({ reformType: 'basic', squareMeters: 31, includeKitchen: false }))).toMatchObject({
      min: 19635,
      max: 26565,
    })
    // 33 m² standard, no kitchen, 1 bathroom: 34200 → 29070 and 39330.
    expect(estimateBudget(input({ squareMeters: 33, includeKitchen: false }))).toMatchObject({ min: 29070, max: 39330 })
    // A subtotal ending in 10 makes 0.5 euros: 22510 × 0.85 = 19133.5 → 19134; × 1.15 = 25886.5 → 25887.
    const halves = estimateBudget({
      ...defaultEstimateInput,
      squareMeters: 30,
      reformType: 'basic',
      includeKitchen: false,
      bathrooms: 1,
    })
    expect(Number.isInteger(halves.min) && Number.isInteger(halves.max)).toBe(true)
    for (let m2 = 30; m2 <= 200; m2++) {
      const { min, max, subtotal } = estimateBudget(input({ squareMeters: m2 }))
      expect(min).toBe(Math.round((subtotal * 85) / 100))
      expect(max).toBe(Math.round((subtotal * 115) / 100))
    }
  })

  it('lists the reform line, the kitchen line (8.000€) and the bathrooms line', () => {
    expect(estimateBudget(defaultEstimateInput).breakdown).toEqual({ reform: 72000, kitchen: 8000, bathrooms: 4500 })
    expect(estimateBudget(input({ includeKitchen: false })).breakdown.kitchen).toBe(0)
  })

  it('does not price rooms', () => {
    expect(estimateBudget(input({ rooms: 1 }))).toEqual(estimateBudget(input({ rooms: 5 })))
  })
})

describe('calculator search parameters', () => {
  const parse = parseCalculatorSearch

  it('means no estimate when none is given', () => {
    expect(parse({})).toEqual({})
    expect(parse({ utm_source: 'x' })).toEqual({})
  })

  it('reads a shared estimate', () => {
    expect(parse({ m2: 120, type: 'premium', rooms: 4, baths: 2, kitchen: 0 })).toEqual({
      m2: 120,
      type: 'premium',
      rooms: 4,
      baths: 2,
      kitchen: 0,
    })
  })

  it('clamps out-of-range values to the nearest limit', () => {
    expect(parse({ m2: 5, rooms: 99, baths: -3 })).toMatchObject({ m2: 30, rooms: 5, baths: 1 })
    expect(parse({ m2: 1e12 })).toMatchObject({ m2: 200 })
    expect(parse({ m2: 80.6 })).toMatchObject({ m2: 81 })
  })

  it('falls back to the defaults for malformed or unknown values', () => {
    expect(parse({ m2: 'abc', type: 'luxury', rooms: '{}', baths: null, kitchen: 'maybe' })).toEqual({
      m2: 80,
      type: 'standard',
      rooms: 3,
      baths: 1,
      kitchen: 1,
    })
    expect(parse({ m2: ['40', '150'], kitchen: ['0', '1'] })).toMatchObject({ m2: 150, kitchen: 1 })
    expect(parse({ m2: '60', kitchen: '0' })).toMatchObject({ m2: 60, kitchen: 0 })
  })

  it('turns parameters into the formula’s input', () => {
    expect(inputFromSearch({})).toEqual(defaultEstimateInput)
    expect(inputFromSearch({ m2: 50, type: 'basic', rooms: 2, baths: 3, kitchen: 0 })).toEqual({
      squareMeters: 50,
      reformType: 'basic',
      rooms: 2,
      bathrooms: 3,
      includeKitchen: false,
    })
  })
})

describe('money in the page language', () => {
  it('formats euros without decimals per locale', () => {
    expect(formatEuros(45000, 'es').replace(/\s/g, ' ')).toBe('45.000 €')
    expect(formatEuros(45000, 'en')).toBe('€45,000')
    expect(formatEuros(45000, 'de').replace(/\s/g, ' ')).toBe('45.000 €')
    expect(formatEuros(45000, 'fr').replace(/\s/g, ' ')).toBe('45 000 €')
    expect(formatEuros(71824.6, 'ru').replace(/\s/g, ' ')).toBe('71 825 €')
  })

  it('fills message templates', () => {
    expect(fillTemplate('Entre {min} y {max}', { min: '1 €', max: '2 €' })).toBe('Entre 1 € y 2 €')
    expect(fillTemplate('{x} {unknown}', { x: 1 })).toBe('1 {unknown}')
  })
})

describe('the kitchen line', () => {
  it('reads 8.000 € in Spanish, with the thousands separator', () => {
    expect(formatEuros(8000, 'es').replace(/\s/g, ' ')).toBe('8.000 €')
  })
})
