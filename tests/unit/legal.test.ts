import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { representativeExample, representativeExampleInputs } from '../../app/home/financing-example'
import { legalCopy } from '../../app/legal/legal-copy.server'
import { legalInlines, parseLegalText } from '../../app/legal/legal-text'
import { locales } from '../../app.config.ts'

describe('legal text', () => {
  it('reads paragraphs and "- " lists', () => {
    expect(parseLegalText('Intro line\ncontinues.\n\n- one\n- two\n\nEnd.')).toEqual([
      { kind: 'paragraph', text: 'Intro line continues.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'End.' },
    ])
  })

  it('links e-mail and https addresses, leaving trailing punctuation outside', () => {
    expect(legalInlines('Write to privacidad@hogarareformas.es or see https://www.aepd.es.')).toEqual([
      { kind: 'text', text: 'Write to ' },
      { kind: 'link', text: 'privacidad@hogarareformas.es', href: 'mailto:privacidad@hogarareformas.es' },
      { kind: 'text', text: ' or see ' },
      { kind: 'link', text: 'https://www.aepd.es', href: 'https://www.aepd.es' },
      { kind: 'text', text: '.' },
    ])
    expect(legalInlines('No links here')).toEqual([{ kind: 'text', text: 'No links here' }])
  })

  it('keeps the structure of the Spanish source in every translation', () => {
    const source = JSON.parse(readFileSync('messages/es.json', 'utf8')) as Record<string, string>
    const shape = (text: string) => parseLegalText(text).map((b) => (b.kind === 'list' ? b.items.length : 'p'))
    for (const { code } of locales) {
      const translated = JSON.parse(readFileSync(`messages/${code}.json`, 'utf8')) as Record<string, string>
      for (const key of Object.keys(source).filter((k) => k.startsWith('legal_') && k.endsWith('_body'))) {
        expect(shape(translated[key] ?? ''), `${code} ${key}`).toEqual(shape(source[key] ?? ''))
      }
    }
  })

  it('fills every company fact and leaves no placeholder, in every language', () => {
    for (const { code } of locales) {
      for (const page of ['notice', 'privacy', 'cookies'] as const) {
        const text = JSON.stringify(legalCopy(page, code))
        expect(text, `${code} ${page}`).not.toMatch(/\{\w+\}/)
      }
      expect(JSON.stringify(legalCopy('notice', code))).toContain('B87654321')
      expect(JSON.stringify(legalCopy('cookies', code))).toContain('"name":"locale"')
    }
  })
})

describe('audience measurement in the privacy policy (issue 24)', () => {
  // What is measured, what is not, Global Privacy Control, 90 days, and why no consent is needed.
  const facts = ['Global Privacy Control', '90', 'www.google.com', 'AEPD', 'CNIL', 'Core Web Vitals', 'WhatsApp', 'IP']
  it('says what is counted and what is not, in every language', () => {
    for (const { code } of locales) {
      const section = legalCopy('privacy', code).sections.find((s) => s.id === 'measurement')
      const text = JSON.stringify(section?.blocks ?? [])
      for (const fact of facts) expect(text, `${code} ${fact}`).toContain(fact)
      // Six things counted, then what is not done, the signal and the retention, the consent.
      expect(section?.blocks.map((b) => b.kind)).toEqual(['paragraph', 'list', 'paragraph', 'paragraph', 'paragraph'])
      expect(section?.blocks[1]?.kind === 'list' && section.blocks[1].items).toHaveLength(6)
      // Where the data, purposes and retention lists end, they point to it.
      const privacy = JSON.stringify(legalCopy('privacy', code))
      expect(privacy.match(/90/g)?.length, code).toBeGreaterThanOrEqual(2)
    }
  })
})

describe('financing representative example', () => {
  it('computes the instalment, APR, total and cost of a loan without fees', () => {
    const example = representativeExample({
      amountEuros: 12_000,
      months: 60,
      nominalRatePercent: 7.95,
      openingFeeEuros: 0,
    })
    expect(example.monthlyCents).toBe(24_303)
    // Without fees the APR is the compounded nominal rate: (1 + 7.95 % / 12)^12 - 1 = 8.246 %.
    expect(example.aprPercent).toBe(8.25)
    expect(example.totalCents).toBe(1_458_180)
    expect(example.costCents).toBe(258_180)
  })

  it('counts an opening fee in the APR and the total', () => {
    const example = representativeExample({
      amountEuros: 10_000,
      months: 36,
      nominalRatePercent: 6,
      openingFeeEuros: 300,
    })
    expect(example.monthlyCents).toBe(30_422)
    expect(example.totalCents).toBe(30_422 * 36 + 30_000)
    expect(example.costCents).toBe(30_422 * 36 + 30_000 - 1_000_000)
    // The fee is paid up front: 9,700 € received against 36 × 304.22 € is 8.36 % a year.
    expect(example.aprPercent).toBe(8.36)
  })

  it('handles an interest-free offer', () => {
    const example = representativeExample({ amountEuros: 6_000, months: 12, nominalRatePercent: 0, openingFeeEuros: 0 })
    expect(example).toMatchObject({ monthlyCents: 50_000, aprPercent: 0, totalCents: 600_000, costCents: 0 })
  })

  it('formats the figures in the page language', () => {
    const example = representativeExample({
      amountEuros: 12_000,
      months: 60,
      nominalRatePercent: 7.95,
      openingFeeEuros: 0,
    })
    const spaced = (inputs: Record<string, string>) =>
      Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, v.replace(/\u00a0/g, ' ')]))
    expect(spaced(representativeExampleInputs(example, 'Lender', 'es'))).toMatchObject({
      amount: '12.000 €',
      rate: '7,95 %',
      apr: '8,25 %',
      monthly: '243,03 €',
      total: '14.581,80 €',
    })
    expect(representativeExampleInputs(example, 'Lender', 'en')).toMatchObject({ monthly: '€243.03', apr: '8.25%' })
  })
})
