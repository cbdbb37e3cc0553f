import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { categories, isCategory, isSlug } from '../../app/blog/post-keys'
import { parseResourcesSearch } from '../../app/blog/resources-search'
import { SlugSchema } from '../../app/blog/schemas'
import { parseCalculatorSearch } from '../../app/calculator/search'
import { normalizedSearch } from '../../app/site/page-url'

// The query readers the routes use in the browser (plain functions, no validation library):
// the edge cases a pasted, edited or crafted link can carry.

describe('calculator query', () => {
  const defaults = { m2: 80, type: 'standard', rooms: 3, baths: 1, kitchen: 1 }

  it('is no estimate when every parameter is empty', () => {
    expect(parseCalculatorSearch({ m2: '', type: null, rooms: undefined })).toEqual({})
  })

  it('fills the missing parameters of a partial estimate with the defaults', () => {
    expect(parseCalculatorSearch({ rooms: 2 })).toStrictEqual({ ...defaults, rooms: 2 })
    expect(parseCalculatorSearch({ kitchen: 'off' })).toStrictEqual({ ...defaults, kitchen: 0 })
  })

  it('takes the last value of a repeated parameter', () => {
    expect(parseCalculatorSearch({ m2: [40, '120.4'], type: ['basic', 'premium'], rooms: [] })).toStrictEqual({
      ...defaults,
      m2: 120,
      type: 'premium',
    })
  })

  it('clamps numbers written as text, and rounds half up', () => {
    expect(parseCalculatorSearch({ m2: '1e3', rooms: '0', baths: '2.5' })).toMatchObject({
      m2: 200,
      rooms: 1,
      baths: 3,
    })
    expect(parseCalculatorSearch({ m2: ' 42 ', rooms: '4 rooms' })).toMatchObject({ m2: 42, rooms: 4 })
  })

  it('falls back to the defaults for what is not a finite number or a known type', () => {
    const odd = { m2: Number.POSITIVE_INFINITY, type: 'Premium', rooms: 'NaN', baths: true, kitchen: {} }
    expect(parseCalculatorSearch(odd)).toStrictEqual(defaults)
    expect(parseCalculatorSearch({ m2: { x: 1 }, rooms: [null], baths: 'Infinity' })).toStrictEqual(defaults)
  })

  it('leaves the kitchen in unless it is clearly switched off', () => {
    for (const off of [0, '0', false, 'false', 'no', 'off'])
      expect(parseCalculatorSearch({ kitchen: off }).kitchen).toBe(0)
    for (const on of [1, '1', true, 'yes', 'on', 'maybe', null, '']) {
      expect(parseCalculatorSearch({ m2: 60, kitchen: on }).kitchen).toBe(1)
    }
  })
})

describe('resources query', () => {
  it('takes the first value of a repeated parameter', () => {
    expect(parseResourcesSearch({ q: ['baño', 'cocina'], category: ['case-study', 'guide'] })).toStrictEqual({
      q: 'baño',
      category: 'case-study',
    })
  })

  it('reads a number as search text (the router parses ?q=12 as a number)', () => {
    expect(parseResourcesSearch({ q: 12 })).toStrictEqual({ q: '12' })
  })

  it('drops blank text, other types and unknown categories', () => {
    expect(parseResourcesSearch({ q: '   ', category: 'Guide' })).toStrictEqual({})
    expect(parseResourcesSearch({ q: true, category: ['spam', 'guide'] })).toStrictEqual({})
    expect(parseResourcesSearch({ q: [], category: null })).toStrictEqual({})
  })

  it('cuts the text to 100 characters before trimming', () => {
    expect(parseResourcesSearch({ q: `${' '.repeat(98)}abc` })).toStrictEqual({ q: 'ab' })
  })

  it('knows exactly the three categories', () => {
    expect(categories.filter(isCategory)).toEqual(['guide', 'case-study', 'best-practices'])
    expect(['', 'guides', 'best_practices', undefined].some(isCategory)).toBe(false)
  })
})

describe('article slug', () => {
  const cases: unknown[] = [
    'reforma-bano',
    'a1',
    'a'.repeat(200),
    'a'.repeat(201),
    'a--b',
    '-a',
    'a-',
    'Bano',
    'baño',
    '',
    7,
    null,
  ]

  it('accepts lowercase words joined by single hyphens, up to 200 characters', () => {
    expect(cases.map(isSlug)).toEqual([true, true, true, false, false, false, false, false, false, false, false, false])
  })

  it('agrees with the schema the server functions validate with', () => {
    for (const slug of cases) expect(isSlug(slug)).toBe(v.is(SlugSchema, slug))
  })
})

describe('page-cache key query', () => {
  it('is the route’s reading of the query, in the route’s order', () => {
    expect(normalizedSearch('/', '?kitchen=no&m2=500&utm_source=x')).toBe(
      '?m2=200&type=standard&rooms=3&baths=1&kitchen=0',
    )
    expect(normalizedSearch('/en/resources', '?category=guide&q=%20tiles%20&gclid=1')).toBe('?q=tiles&category=guide')
    expect(normalizedSearch('/recursos', '?category=spam')).toBe('')
    expect(normalizedSearch('/privacidad', '?q=x')).toBe('')
  })
})
