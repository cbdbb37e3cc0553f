import { createFileRoute } from '@tanstack/react-router'
import { serviceRouteOptions } from '../services/service-route'

export const Route = createFileRoute('/reformas-integrales')(serviceRouteOptions('integral'))
