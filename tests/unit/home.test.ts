import { describe, expect, it } from 'vitest'
import { estimateBudget } from '../../app/calculator/estimate'
import { inputFromSearch } from '../../app/calculator/search'
import { faqWithFallback, spanishFallbackFaq } from '../../app/home/faq'
import { financingUrl } from '../../app/home/financing-link'
import { heroPriceCase } from '../../app/home/hero-price-case'
import { faqItems, homeCopy } from '../../app/home/home-copy.server'
import { initialProcessState, processReducer, shouldAdvance } from '../../app/home/process-state'
import { wrapIndex } from '../../app/ui/carousel-state'

describe('the process section', () => {
  it('starts at step 1 and advances one step per tick, back to 1 after 6', () => {
    let state = initialProcessState
    expect(state.active).toBe(1)
    const seen = []
    for (let i = 0; i < 7; i++) {
      state = processReducer(state, { type: 'tick' })
      seen.push(state.active)
    }
    expect(seen).toEqual([2, 3, 4, 5, 6, 1, 2])
  })

  it('jumps to a chosen step and keeps it within 1–6', () => {
    expect(processReducer(initialProcessState, { type: 'select', step: 5 }).active).toBe(5)
    expect(processReducer(initialProcessState, { type: 'select', step: 9 }).active).toBe(6)
    expect(processReducer(initialProcessState, { type: 'select', step: 0 }).active).toBe(1)
  })

  it('advances only while visible, not hovered or focused, and never under reduced motion', () => {
    const visible = processReducer(initialProcessState, { type: 'visible', visible: true })
    expect(shouldAdvance(initialProcessState, false)).toBe(false)
    expect(shouldAdvance(visible, false)).toBe(true)
    expect(shouldAdvance(processReducer(visible, { type: 'pause', paused: true }), false)).toBe(false)
    expect(shouldAdvance(visible, true)).toBe(false)
  })
})

describe('carousels and the testimonial list', () => {
  it('wraps to the first item after the last, and to the last before the first', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0)
    expect(wrapIndex(0, -1, 3)).toBe(2)
    expect(wrapIndex(1, 1, 3)).toBe(2)
    expect(wrapIndex(0, 1, 0)).toBe(0)
  })
})

describe('the FAQ', () => {
  it('has six questions in every language, with their categories', () => {
    for (const locale of ['es', 'en', 'fr', 'de', 'ru'] as const) {
      const items = faqItems(locale)
      expect(items).toHaveLength(6)
      expect(items.map((i) => i.category)).toEqual(['prices', 'prices', 'services', 'company', 'timing', 'management'])
      expect(items.every((i) => i.question && i.answer)).toBe(true)
    }
    expect(faqItems('de')[3]?.question).toContain('Hogara Reformas')
  })

  it('falls back to the six built-in Spanish questions when a language has none', () => {
    const blank = faqItems('en').map((item) => ({ ...item, question: '', answer: ' ' }))
    const items = faqWithFallback(blank)
    expect(items).toBe(spanishFallbackFaq)
    expect(items.map((i) => i.categoryLabel)).toEqual([
      'Precios',
      'Precios',
      'Servicios',
      'Empresa',
      'Tiempos',
      'Gestión',
    ])
  })

  it('keeps a language’s own questions when it has them', () => {
    expect(faqWithFallback(faqItems('fr'))[0]?.question).not.toBe(spanishFallbackFaq[0]?.question)
  })
})

describe('home copy', () => {
  it('states the hero proof and the process steps in the page language', () => {
    const es = homeCopy('es')
    expect(es.hero.captionTitle).toBe('Reforma integral 80\u00a0m²')
    expect(es.hero.captionPrice).toBe('desde 45.000\u00a0€')
    expect(es.process.steps).toHaveLength(6)
    expect(homeCopy('ru').process.steps[0]?.label).not.toBe(es.process.steps[0]?.label)
  })

  it('prices the hero’s case as the calculator does: «desde 45.000 €» is within its range', () => {
    const estimate = estimateBudget(inputFromSearch(heroPriceCase))
    expect(estimate.min).toBe(44_625)
    expect(estimate.min).toBeLessThanOrEqual(45_000)
    expect(estimate.max).toBeGreaterThanOrEqual(45_000)
    // The card names the case in every language: the basic finish, one bathroom, no kitchen.
    for (const locale of ['es', 'en', 'fr', 'de', 'ru'] as const) {
      const hero = homeCopy(locale).hero
      expect(hero.captionPrice.replace(/\D/g, '')).toBe('45000')
      expect(hero.captionNote.toLowerCase()).toContain(homeCopy(locale).calculator.types.basic.label.toLowerCase())
    }
  })
})

describe('the financing link', () => {
  it('carries the campaign parameters and the language', () => {
    const url = new URL(financingUrl('de'))
    expect(url.searchParams.get('utm_source')).toBe('web')
    expect(url.searchParams.get('utm_medium')).toBe('referral')
    expect(url.searchParams.get('utm_campaign')).toBe('financiacion-reformas')
    expect(url.searchParams.get('utm_content')).toBe('home-de')
  })
})

describe('the sample testimonials', () => {
  it('write each author and place in the page language’s script', () => {
    for (const locale of ['es', 'en', 'fr', 'de', 'ru'] as const) {
      const testimonials = homeCopy(locale).cases.testimonials
      expect(testimonials).toHaveLength(3)
      for (const { quote, author, location } of testimonials) {
        expect(quote && author && location).toBeTruthy()
        if (locale === 'ru') expect(`${author} ${location}`).not.toMatch(/[A-Za-z]/)
      }
    }
    expect(homeCopy('ru').cases.testimonials[0]?.author).toBe('Марта Г.')
  })
})
