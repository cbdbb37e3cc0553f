import { createFileRoute } from '@tanstack/react-router'
import { ServicePage } from '../services/ServicePage'
import { serviceRouteOptions } from '../services/service-route'

// The component is written here so the router splits it into this page's own chunk.
export const Route = createFileRoute('/reformas-integrales')({
  ...serviceRouteOptions('integral'),
  component: () => <ServicePage copy={Route.useLoaderData()} />,
})
