import { Bath, Building2, CookingPot, House } from 'lucide-react'
import type { services } from '../../app.config.ts'

const icons = { integral: House, buildings: Building2, kitchen: CookingPot, bathroom: Bath } as const

export function ServiceIcon({ service, className }: { service: (typeof services)[number]['key']; className?: string }) {
  const Icon = icons[service]
  return <Icon aria-hidden className={className} />
}
