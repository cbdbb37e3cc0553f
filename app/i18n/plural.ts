import type { Locale } from '../../app.config.ts'

export type PluralForm = 'one' | 'few' | 'many' | 'other'

/** The plural form of a count in a language (Russian has one, few and many; CLDR rules). */
export function pluralForm(locale: Locale, count: number): PluralForm {
  const form = new Intl.PluralRules(locale).select(count)
  return form === 'one' || form === 'few' || form === 'many' ? form : 'other'
}
