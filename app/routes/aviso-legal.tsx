import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../legal/LegalPage'
import { legalRouteOptions } from '../legal/legal-route'

// The component is written here so the router splits it into this page's own chunk.
export const Route = createFileRoute('/aviso-legal')({
  ...legalRouteOptions('notice'),
  component: () => <LegalPage copy={Route.useLoaderData()} />,
})
