import type { ScreenRoute } from '../../app.config.ts'

export type ServiceKey = 'integral' | 'buildings' | 'kitchen' | 'bathroom'

/** Per service: its route, and its pictures by name (app/images). */
export const serviceConfig = {
  integral: {
    route: '/reformas-integrales',
    featuresImage: 'flat-living-room',
    variantImage: 'phase-2-design',
  },
  buildings: {
    route: '/rehabilitacion-edificios',
    featuresImage: 'building-facade-after',
    variantImage: 'building-facade-before',
  },
  kitchen: {
    route: '/reformas-cocinas',
    featuresImage: 'kitchen-island-white',
    variantImage: 'kitchen-3d-design',
  },
  bathroom: {
    route: '/reformas-banos',
    featuresImage: 'bathroom-walk-in-shower',
    variantImage: 'bathroom-tub-to-shower',
  },
} as const satisfies Record<ServiceKey, { route: ScreenRoute; featuresImage: string; variantImage: string }>
