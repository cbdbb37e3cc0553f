import type { ScreenRoute } from '../../app.config.ts'

export type ServiceKey = 'integral' | 'buildings' | 'kitchen' | 'bathroom'

/** Per service: its route and its schema.org service type (its pictures: app/images/page-images.ts). */
export const serviceConfig = {
  integral: {
    route: '/reformas-integrales',
    serviceType: 'Home renovation',
  },
  buildings: {
    route: '/rehabilitacion-edificios',
    serviceType: 'Building rehabilitation',
  },
  kitchen: {
    route: '/reformas-cocinas',
    serviceType: 'Kitchen remodeling',
  },
  bathroom: {
    route: '/reformas-banos',
    serviceType: 'Bathroom remodeling',
  },
} as const satisfies Record<ServiceKey, { route: ScreenRoute; serviceType: string }>
