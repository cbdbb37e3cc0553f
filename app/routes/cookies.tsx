import { createFileRoute } from '@tanstack/react-router'
import { legalRouteOptions } from '../legal/legal-route'

export const Route = createFileRoute('/cookies')(legalRouteOptions('cookies'))
