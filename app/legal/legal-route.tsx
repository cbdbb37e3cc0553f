import { getLocale } from '../i18n/locale'
import { pageHead } from '../seo/head'
import { getLegalCopy } from './legal.functions'
import type { LegalCopy, LegalPageKey } from './legal-copy.server'

/** Loader and head of a legal page; each route file passes its page and names the component. */
export function legalRouteOptions(page: LegalPageKey) {
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
  }
}
