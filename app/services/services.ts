import type { ScreenRoute } from '../../app.config.ts'

export type ServiceKey = 'integral' | 'buildings' | 'kitchen' | 'bathroom'

/** Per service: its route, its pictures by name (app/images) and its schema.org service type. */
export const serviceConfig = {
  integral: {
    route: '/reformas-integrales',
    featuresImage: 'flat-living-room',
    variantImage: 'phase-2-design',
    serviceType: 'Home renovation',
  },
  buildings: {
    route: '/rehabilitacion-edificios',
    featuresImage: 'building-facade-after',
    variantImage: 'building-facade-before',
    serviceType: 'Building rehabilitation',
  },
  kitchen: {
    route: '/reformas-cocinas',
    featuresImage: 'kitchen-island-white',
    variantImage: 'kitchen-3d-design',
    serviceType: 'Kitchen remodeling',
  },
  bathroom: {
    route: '/reformas-banos',
    featuresImage: 'bathroom-walk-in-shower',
    variantImage: 'bathroom-tub-to-shower',
    serviceType: 'Bathroom remodeling',
  },
} as const satisfies Record<
  ServiceKey,
  { route: ScreenRoute; featuresImage: string; variantImage: string; serviceType: string }
>
