import { createFileRoute } from '@tanstack/react-router'
import { getLocale } from '../i18n/locale'
import { pageHead } from '../seo/head'
import { ServicePage, serviceSeo } from '../services/service-page'

export const Route = createFileRoute('/rehabilitacion-edificios')({
  head: ({ match }) => pageHead({ ...serviceSeo.buildings(), pathname: match.pathname, locale: getLocale() }),
  component: () => <ServicePage service="buildings" />,
})
