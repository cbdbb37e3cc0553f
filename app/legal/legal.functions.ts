import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '../i18n/locale-schema'
import { validInput } from '../site/server-input'

/** A legal page's text in one language, with the company's facts filled in. */
export const getLegalCopy = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ page: v.picklist(['notice', 'privacy', 'cookies']), locale: LocaleSchema })))
  .handler(async ({ data }) => {
    const { legalCopy } = await import('./legal-copy.server')
    return legalCopy(data.page, data.locale)
  })
