import { createFileRoute } from '@tanstack/react-router'
import { getLocale } from '../i18n/locale'
import { pageHead } from '../seo/head'
import { ServicePage, serviceSeo } from '../services/service-page'

export const Route = createFileRoute('/reformas-cocinas')({
  head: ({ match }) => pageHead({ ...serviceSeo.kitchen(), pathname: match.pathname, locale: getLocale() }),
  component: () => <ServicePage service="kitchen" />,
})
