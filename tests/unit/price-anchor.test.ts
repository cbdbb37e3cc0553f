import { describe, expect, it } from 'vitest'
import { estimateBudget } from '../../app/calculator/estimate'
import { inputFromSearch, parseCalculatorSearch } from '../../app/calculator/search'
import { homeCopy } from '../../app/home/home-copy.server'
import { priceAnchor } from '../../app/services/price-anchor'
import { serviceCopy } from '../../app/services/service-copy.server'

describe('the service pages’ price anchors (SPEC §9.1 formula)', () => {
  it('full renovations: the hero’s case (80 m², one bathroom, no kitchen), from each finish’s low end to the thousand', () => {
    const anchor = priceAnchor('integral')
    expect(anchor?.kind).toBe('finishes')
    if (anchor?.kind !== 'finishes') return
    // 80 × 600 + 4500 = 52.500 → 44.625 → 45.000 (the hero's figure); × 900 → 76.500 → 65.025 → 65.000;
    // × 1200 → 100.500 → 85.425 → 85.000.
    expect(anchor.rows.map((row) => [row.type, row.fromEuros])).toEqual([
      ['basic', 45_000],
      ['standard', 65_000],
      ['premium', 85_000],
    ])
    expect(anchor.rows.map((row) => row.search)).toEqual(
      ['basic', 'standard', 'premium'].map((type) => ({ m2: 80, rooms: 3, baths: 1, kitchen: 0, type })),
    )
  })

  it('each link opens the calculator on values whose range holds the figure shown, within 500 € of its low end', () => {
    const anchor = priceAnchor('integral')
    if (anchor?.kind !== 'finishes') throw new Error('expected finishes')
    for (const row of anchor.rows) {
      const search = parseCalculatorSearch(
        Object.fromEntries(Object.entries(row.search).map(([k, v]) => [k, String(v)])),
      )
      const { min, max } = estimateBudget(inputFromSearch(search))
      expect(Math.abs(row.fromEuros - min)).toBeLessThanOrEqual(500)
      expect(row.fromEuros).toBeLessThanOrEqual(max)
      expect(row.fromEuros % 1000).toBe(0)
    }
  })

  it('the basic figure is the home hero’s, in its words, in every language', () => {
    const anchor = priceAnchor('integral')
    if (anchor?.kind !== 'finishes') throw new Error('expected finishes')
    for (const locale of ['es', 'en', 'fr', 'de', 'ru'] as const) {
      const basic = serviceCopy('integral', locale).price?.rows[0]
      expect(basic?.from.text).toBe(homeCopy(locale).hero.captionPrice)
    }
  })

  it('kitchens and bathrooms: the formula’s line at 85 %, linked to an estimate that shows that line', () => {
    const kitchen = priceAnchor('kitchen')
    const bathroom = priceAnchor('bathroom')
    expect(kitchen).toMatchObject({ kind: 'line', lineEuros: 8000, fromEuros: 6800 })
    expect(bathroom).toMatchObject({ kind: 'line', lineEuros: 4500, fromEuros: 3825 })
    if (kitchen?.kind !== 'line' || bathroom?.kind !== 'line') return
    expect(estimateBudget(inputFromSearch(kitchen.search)).breakdown.kitchen).toBe(8000)
    expect(estimateBudget(inputFromSearch(bathroom.search)).breakdown.bathrooms).toBe(4500)
  })

  it('building rehabilitation has none: the calculator prices homes', () => {
    expect(priceAnchor('buildings')).toBeNull()
  })
})
