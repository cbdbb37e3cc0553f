import { services } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'

/** Home-page anchors in the header and mobile menu (SPEC §2.2–2.3). */
export function headerAnchors() {
  return [
    { hash: 'why-choose-us', label: m.nav_about() },
    { hash: 'calculator', label: m.nav_calculator() },
    { hash: 'process', label: m.nav_process() },
    { hash: 'case-studies', label: m.nav_case_studies() },
    { hash: 'faq', label: m.nav_faq() },
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
