import * as v from 'valibot'
import { type Locale, locales } from '../../app.config.ts'

export const LocaleSchema = v.picklist(
  locales.map((l) => l.code) as [Locale, ...Locale[]],
  'must be es, en, fr, de or ru',
)
