import { getRouteApi } from '@tanstack/react-router'
import type { ScreenRoute } from '../../app.config.ts'
import { getLocale } from '../i18n/locale'
import { pageHead } from '../seo/head'
import { LegalPage } from './LegalPage'
import { getLegalCopy } from './legal.functions'
import type { LegalCopy, LegalPageKey } from './legal-copy.server'

const routes = {
  notice: '/aviso-legal',
  privacy: '/privacidad',
  cookies: '/cookies',
} as const satisfies Record<LegalPageKey, ScreenRoute>

/** Loader, head and component of a legal page; each route file passes its page. */
export function legalRouteOptions(page: LegalPageKey) {
  const api = getRouteApi(routes[page])
  return {
    loader: () => getLegalCopy({ data: { page, locale: getLocale() } }),
    staleTime: Number.POSITIVE_INFINITY,
    head: ({ match, loaderData }: { match: { pathname: string }; loaderData?: LegalCopy }) =>
      pageHead({
        title: loaderData?.seoTitle ?? '',
        description: loaderData?.seoDescription ?? '',
        pathname: match.pathname,
        locale: getLocale(),
      }),
    component: function LegalRouteComponent() {
      return <LegalPage copy={api.useLoaderData() as LegalCopy} />
    },
  }
}
