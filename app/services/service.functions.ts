import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '../i18n/locale-schema'
import { validInput } from '../site/server-input'

/**
 * A service landing page's copy in one language, and the URL path of its hero picture (for the
 * head's structured data): resolved here, so the map of every picture stays out of the JavaScript
 * every page loads.
 */
export const getServiceCopy = createServerFn({ method: 'GET' })
  .validator(
    validInput(
      v.object({ service: v.picklist(['integral', 'buildings', 'kitchen', 'bathroom']), locale: LocaleSchema }),
    ),
  )
  .handler(async ({ data }) => {
    const { serviceCopy } = await import('./service-copy.server')
    const { siteImage } = await import('../images/images')
    const { serviceImages } = await import('../images/page-images')
    const hero = siteImage(serviceImages[data.service].hero, 800, 600)
    const heroImagePath = hero.kind === 'photo' ? hero.picture.img.src : hero.src
    return { ...serviceCopy(data.service, data.locale), heroImagePath }
  })
