import { createFileRoute } from '@tanstack/react-router'
import { listPosts } from '../../blog/blog.functions'
import { blogRead } from '../../blog/blog-reads'
import { ResourcesPage } from '../../blog/ResourcesPage'
import { parseResourcesSearch } from '../../blog/resources-search'
import { absoluteUrl, getLocale } from '../../i18n/locale'
import { m } from '../../paraglide/messages.js'
import { pageHead } from '../../seo/head'
import { feedPath } from '../../seo/rss'
import { breadcrumbJsonLd } from '../../seo/service-json-ld'

export const Route = createFileRoute('/recursos/')({
  validateSearch: parseResourcesSearch,
  loader: () => {
    const locale = getLocale()
    return blogRead(['posts', locale], () => listPosts({ data: { locale } }))
  },
  // The list is filtered in the page; typing must not refetch it.
  staleTime: 60_000,
  head: ({ match }) =>
    pageHead({
      title: m.seo_resources_title(),
      description: m.seo_resources_description(),
      keywords: m.seo_resources_keywords(),
      // The canonical of a filtered list is the unfiltered list.
      pathname: match.pathname,
      locale: getLocale(),
      feed: { title: m.resources_title(), href: feedPath(getLocale()) },
      jsonLd: [
        breadcrumbJsonLd([
          { name: m.nav_home(), url: absoluteUrl('/', getLocale()) },
          { name: m.nav_resources(), url: absoluteUrl('/recursos', getLocale()) },
        ]),
      ],
    }),
  component: function Resources() {
    return <ResourcesPage list={Route.useLoaderData()} search={Route.useSearch()} />
  },
})
