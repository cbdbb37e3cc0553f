import { useRouterState } from '@tanstack/react-router'
import { locales } from '../../app.config.ts'
import { localizedHref } from '../i18n/locale'

/** The current screen in every language, keeping an article's slug, the query and the hash. */
export function useLanguageLinks() {
  const location = useRouterState({ select: (state) => state.location })
  const internalHref = location.pathname + location.searchStr + (location.hash ? `#${location.hash}` : '')
  return locales.map((locale) => ({ ...locale, href: localizedHref(internalHref, locale.code) }))
}
