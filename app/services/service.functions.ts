import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '../i18n/locale-schema'
import { validInput } from '../site/server-input'

/** A service landing page's copy in one language. */
export const getServiceCopy = createServerFn({ method: 'GET' })
  .validator(
    validInput(
      v.object({ service: v.picklist(['integral', 'buildings', 'kitchen', 'bathroom']), locale: LocaleSchema }),
    ),
  )
  .handler(async ({ data }) => {
    const { serviceCopy } = await import('./service-copy.server')
    return serviceCopy(data.service, data.locale)
  })
