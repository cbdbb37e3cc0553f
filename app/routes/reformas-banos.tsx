import { createFileRoute } from '@tanstack/react-router'
import { getLocale } from '../i18n/locale'
import { pageHead } from '../seo/head'
import { ServicePage, serviceSeo } from '../services/service-page'

export const Route = createFileRoute('/reformas-banos')({
  head: ({ match }) => pageHead({ ...serviceSeo.bathroom(), pathname: match.pathname, locale: getLocale() }),
  component: () => <ServicePage service="bathroom" />,
})
