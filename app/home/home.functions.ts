import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '../i18n/locale-schema'
import { validInput } from '../site/server-input'

/** The home page's copy in one language. */
export const getHomeCopy = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ locale: LocaleSchema })))
  .handler(async ({ data }) => {
    const { homeCopy } = await import('./home-copy.server')
    return homeCopy(data.locale)
  })
