import { createFileRoute } from '@tanstack/react-router'
import { legalRouteOptions } from '../legal/legal-route'

export const Route = createFileRoute('/privacidad')(legalRouteOptions('privacy'))
