import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { getLocale } from '../i18n/locale'
import { screenOf } from '../i18n/screens'
import type { PageId } from './events'
import { showPage } from './measure'

/**
 * Reports each page shown in the tab, the first one included (issue 24): its screen, not its
 * address, and its language. Renders nothing; it sits before the page in the root so that its
 * effect runs before those of the page it reports.
 */
export function PageMeasurement() {
  const lang = getLocale()
  // "<page> <pathname>" once the router has settled on a page: another article is another view.
  const shown = useRouterState({
    select: (state) => {
      const pathname = state.resolvedLocation?.pathname
      if (!pathname || state.status !== 'idle') return undefined
      const missing =
        state.matches.at(-1)?.routeId === '__root__' || state.matches.some((match) => match.status === 'notFound')
      const page: PageId = (!missing && screenOf(pathname)) || 'not-found'
      return `${page} ${pathname}`
    },
  })
  useEffect(() => {
    if (shown) showPage({ page: shown.split(' ')[0] as PageId, lang })
  }, [shown, lang])
  return null
}
