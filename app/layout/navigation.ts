import { services } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'

/**
 * Home-page anchors in the header and mobile menu (SPEC §2.2–2.3): about, the calculator and the
 * projects. With the services, resources and contact that is six items (design round 11: eight read
 * as a crowded bar); the process and the FAQ are reached from the home page itself, and the
 * footer keeps the FAQ and the case studies among its anchors (SPEC §2.4).
 */
export function headerAnchors() {
  return [
    { hash: 'why-choose-us', label: m.nav_about() },
    { hash: 'calculator', label: m.nav_calculator() },
    { hash: 'case-studies', label: m.nav_case_studies() },
  ]
}

const serviceLabels = {
  integral: () => [m.nav_services_integral(), m.nav_services_integral_desc()],
  buildings: () => [m.nav_services_buildings(), m.nav_services_buildings_desc()],
  kitchen: () => [m.nav_services_kitchen(), m.nav_services_kitchen_desc()],
  bathroom: () => [m.nav_services_bathroom(), m.nav_services_bathroom_desc()],
} as const

/** The four services with their labels in the current language. */
export function serviceLinks() {
  return services.map((service) => {
    const [label = '', description = ''] = serviceLabels[service.key]()
    return { ...service, label, description }
  })
}

/** Navigation-menu delays of SPEC §9.2, in milliseconds. */
export const menuDelays = { open: 200, skip: 300, close: 150 } as const
