import type { ScreenRoute } from '../../app.config.ts'

export type ServiceKey = 'integral' | 'buildings' | 'kitchen' | 'bathroom'

/** Per service: its route (its pictures: app/images/page-images.ts). */
export const serviceConfig = {
  integral: { route: '/reformas-integrales' },
  buildings: { route: '/rehabilitacion-edificios' },
  kitchen: { route: '/reformas-cocinas' },
  bathroom: { route: '/reformas-banos' },
} as const satisfies Record<ServiceKey, { route: ScreenRoute }>
