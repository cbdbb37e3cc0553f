import { describe, expect, it } from 'vitest'
import { estimateBudget } from '../../app/calculator/estimate'
import { inputFromSearch, parseCalculatorSearch } from '../../app/calculator/search'
import { priceAnchor } from '../../app/services/price-anchor'

describe('the service pages’ price anchors (SPEC §9.1 formula)', () => {
  it('full renovations: 80 m² with a kitchen and one bathroom, from the low end of each finish’s range', () => {
    const anchor = priceAnchor('integral')
    expect(anchor?.kind).toBe('finishes')
    if (anchor?.kind !== 'finishes') return
    // 80 × 600 + 8000 + 4500 = 60.500 → 51.425; × 900 → 84.500 → 71.825; × 1200 → 108.500 → 92.225.
    expect(anchor.rows.map((row) => [row.type, row.fromEuros])).toEqual([
      ['basic', 51_425],
      ['standard', 71_825],
      ['premium', 92_225],
    ])
  })

  it('each link opens the calculator on values whose range starts at the figure shown', () => {
    const anchor = priceAnchor('integral')
    if (anchor?.kind !== 'finishes') throw new Error('expected finishes')
    for (const row of anchor.rows) {
      const search = parseCalculatorSearch(
        Object.fromEntries(Object.entries(row.search).map(([k, v]) => [k, String(v)])),
      )
      expect(estimateBudget(inputFromSearch(search)).min).toBe(row.fromEuros)
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
