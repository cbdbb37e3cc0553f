import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { representativeExample, representativeExampleInputs } from '../../app/home/financing-example'
import { formatEuros, formatLabelValue, formatLongDate, formatNumber, formatQuantity } from '../../app/i18n/format'
import { pluralForm } from '../../app/i18n/plural'
import { legalCopy } from '../../app/legal/legal-copy.server'
import { company, type Locale, locales } from '../../app.config.ts'

const nbsp = '\u00a0'
const narrowNbsp = '\u202f'
const codes = locales.map((l) => l.code)
const messages = (locale: Locale): Record<string, string> => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'))

/**
 * Where a plain space would let a line break split what belongs together: a number from its unit
 * or from the rest of its digits, and, in French, a word from the `: ; ! ?` after it or a
 * guillemet from its text.
 */
function typographyProblems(text: string, locale: Locale): string[] {
  const rules: Array<[string, RegExp]> = [
    ['number and unit', /\d (?:€|%|m²|m2\b|h\b|ч\b|Std\.|км\b|м²)/g],
    ['digit groups', /\b\d{1,3} \d{3}\b/g],
    ...(locale === 'fr'
      ? ([
          ['space before : ; ! ?', /[^\s\u00a0\u202f] ?[ ](?=[:;!?](?:\s|$))/g],
          ['no no-break space before : ; ! ?', /[\p{L}\d)»’*}](?=[;!?](?:\s|$))/gu],
          ['space inside « »', /« | »/g],
          ['no space inside « »', /«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/g],
        ] as Array<[string, RegExp]>)
      : []),
  ]
  return rules.flatMap(([name, rule]) =>
    [...text.matchAll(rule)].map(
      (match) => `${name}: "${text.slice(Math.max(0, match.index - 20), match.index + 10)}"`,
    ),
  )
}

describe('numbers and units', () => {
  it('binds a number to its unit with a no-break space, in every language', () => {
    expect(formatQuantity(80, 'm²', 'es')).toBe(`80${nbsp}m²`)
    expect(formatQuantity(24, 'h', 'fr')).toBe(`24${nbsp}h`)
    expect(formatQuantity(1200, 'm²', 'fr')).toBe(`1${narrowNbsp}200${nbsp}m²`)
    expect(formatQuantity(1200, 'м²', 'ru')).toBe(`1${nbsp}200${nbsp}м²`)
  })

  it('keeps euro amounts and their digit groups on one line', () => {
    expect(formatEuros(32_000, 'fr')).toBe(`32${narrowNbsp}000${nbsp}€`)
    expect(formatEuros(32_000, 'es')).toBe(`32.000${nbsp}€`)
    expect(formatEuros(32_000, 'de')).toBe(`32.000${nbsp}€`)
    expect(formatEuros(32_000, 'ru')).toBe(`32${nbsp}000${nbsp}€`)
    expect(formatNumber(1840, 'en')).toBe('1,840')
  })

  it('writes dates the long way of each language, British in English', () => {
    expect(formatLongDate('2026-10-08', 'es')).toBe('8 de octubre de 2026')
    expect(formatLongDate('2026-10-08', 'en')).toBe('8 October 2026')
    expect(formatLongDate('2026-10-08', 'fr')).toBe('8 octobre 2026')
    expect(formatLongDate('2026-10-08', 'de')).toBe('8. Oktober 2026')
    expect(formatLongDate('2026-10-08', 'ru')).toBe('8 октября 2026 г.')
    expect(formatLongDate('2026-10-08T23:30:00+00:00', 'es')).toBe('8 de octubre de 2026')
  })

  it('puts the French no-break space before a colon built in code', () => {
    expect(formatLabelValue('Pièces', 3, 'fr')).toBe(`Pièces${nbsp}: 3`)
    expect(formatLabelValue('Rooms', 3, 'en')).toBe('Rooms: 3')
  })
})

describe('the copy', () => {
  it.each(codes)('%s messages keep numbers, units and French punctuation together', (locale) => {
    const problems = Object.entries(messages(locale)).flatMap(([key, text]) =>
      // The error page's title is the framework's own English wording, in every language.
      key === '$schema' || key === 'error_title'
        ? []
        : typographyProblems(text, locale).map((problem) => `${key}: ${problem}`),
    )
    expect(problems).toEqual([])
  })

  it('the sample articles do too', () => {
    // Each published post has its 20 texts in this order: title, excerpt, content and meta
    // description, each in es, en, fr, de, ru. The French rules apply to the French ones.
    const seed = readFileSync('supabase/seed.sql', 'utf8')
    const posts = seed
      .split(/insert into public\.blog_posts/)
      .map((insert) => [...insert.matchAll(/\$md\$([\s\S]*?)\$md\$/g)].map((match) => match[1] ?? ''))
      .filter((texts) => texts.length === 20)
    expect(posts.length).toBe(9)
    for (const texts of posts) {
      texts.forEach((text, index) => {
        const locale = codes[index % 5] as Locale
        expect(typographyProblems(text, locale), `${locale}: ${text.slice(0, 40)}`).toEqual([])
      })
    }
  })
})

describe('plurals', () => {
  it('picks the CLDR form of each language', () => {
    expect([1, 2, 5, 21, 22, 25, 365].map((n) => pluralForm('ru', n))).toEqual([
      'one',
      'few',
      'many',
      'one',
      'few',
      'many',
      'many',
    ])
    expect([0, 1, 2].map((n) => pluralForm('fr', n))).toEqual(['one', 'one', 'other'])
    expect([1, 365].map((n) => pluralForm('es', n))).toEqual(['one', 'other'])
  })

  it.each([
    ['es', `365${nbsp}días`],
    ['en', `365${nbsp}days`],
    ['fr', `365${nbsp}jours`],
    ['de', `365${nbsp}Tage`],
    ['ru', `365${nbsp}дней`],
  ] as const)('the cookie policy gives the language cookie’s lifetime in %s as %s', (locale, duration) => {
    const table = legalCopy('cookies', locale).sections.find((section) => section.cookieTable)?.cookieTable
    expect(table?.rows[0]?.duration).toBe(duration)
  })

  it.each([
    ['es', 60, '60 meses', '60 cuotas mensuales'],
    ['es', 1, '1 mes', '1 cuota mensual'],
    ['en', 1, `1${nbsp}month`, '1 monthly payment'],
    ['de', 24, `24${nbsp}Monate`, '24 Monatsraten'],
    ['fr', 1, `1${nbsp}mois`, '1 mensualité'],
    ['ru', 60, `60${nbsp}мес.`, '60 ежемесячных платежей'],
    ['ru', 24, `24${nbsp}мес.`, '24 ежемесячных платежа'],
    ['ru', 21, `21${nbsp}мес.`, '21 ежемесячный платёж'],
  ] as const)('the loan example in %s over %i months reads “%s” and “%s”', (locale, months, term, payments) => {
    const example = representativeExample({ amountEuros: 12_000, months, nominalRatePercent: 7.95, openingFeeEuros: 0 })
    expect(representativeExampleInputs(example, 'Lender', locale)).toMatchObject({ term, payments })
  })

  it('has every plural form of the cookie lifetime in every language', () => {
    for (const locale of codes) {
      const copy = messages(locale)
      for (const form of ['one', 'few', 'many', 'other']) {
        expect(copy[`legal_cookies_locale_duration_${form}`], `${locale} ${form}`).toMatch(/^\{days\}\u00a0\S/)
      }
    }
    expect(messages('ru').legal_cookies_locale_duration_one).toBe(`{days}${nbsp}день`)
    expect(messages('ru').legal_cookies_locale_duration_few).toBe(`{days}${nbsp}дня`)
  })
})

describe('the business record’s hours', () => {
  it.each([
    ['es', ['9:00', '19:00']],
    ['en', ['9am', '7pm']],
    ['fr', [`9${nbsp}h`, `19${nbsp}h`]],
    ['de', [`9 bis 19${nbsp}Uhr`]],
    ['ru', ['9:00', '19:00']],
  ] as const)('are the hours the %s contact section states', (locale, times) => {
    expect(company.openingHours).toEqual({
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '19:00',
    })
    for (const time of times) expect(messages(locale).contact_phone_hours).toContain(time)
  })
})
