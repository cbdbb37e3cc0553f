import { createFileRoute } from '@tanstack/react-router'
import { getLocale } from '../../i18n/locale'
import { m } from '../../paraglide/messages.js'
import { pageHead } from '../../seo/head'
import { PageHero } from '../../ui/PageHero'

export const Route = createFileRoute('/recursos/')({
  head: ({ match }) =>
    pageHead({
      title: m.seo_resources_title(),
      description: m.seo_resources_description(),
      keywords: m.seo_resources_keywords(),
      pathname: match.pathname,
      locale: getLocale(),
    }),
  component: () => <PageHero title={m.resources_title()} lead={m.resources_subtitle()} />,
})
