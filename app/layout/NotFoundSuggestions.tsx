import { Link } from '@tanstack/react-router'
import { Calculator, ChevronRight, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { company } from '../../app.config.ts'
import { CalculatorLink } from '../calculator/CalculatorLink'
import { m } from '../paraglide/messages.js'
import { serviceLinks } from './navigation'
import { ServiceIcon } from './ServiceIcon'

// Design round 22 (both round-21 reviews: tiles without rules, chevrons far from their labels, the
// phone a tile of its own kind): on every screen the phone's ruled list. Each row is one link across
// its track: icon, label, chevron at the row's end, a navy-200 hairline under it (and over the first
// row), no box. One column at every width (max 42 rem; round 24: from lg on the head's right five
// columns, beside the message), so a row is never much wider than a phone's; a title holds in two
// lines at most in every language from 360 px. The phone is a row like the others:
// «Teléfono» and the number on the label's line, its chevron too.
const row =
  'group flex h-full min-h-16 items-center gap-3 border-b border-ink-200 py-3 text-left transition-colors hover:border-ink-400 sm:min-h-18 sm:gap-4'
const label =
  'min-w-0 flex-1 text-balance font-semibold text-navy-950 group-hover:underline underline-offset-4 decoration-ink-300'
const icon = 'size-6 shrink-0 text-ink-600'

function Chevron() {
  return (
    <ChevronRight
      aria-hidden
      className="size-4 shrink-0 text-ink-400 transition-transform group-hover:translate-x-0.5"
    />
  )
}

function Row({ children }: { children: ReactNode }) {
  // The first row carries the rule over it.
  return <li className="[&:first-child>*]:border-t">{children}</li>
}

/** What a lost visitor most likely wanted: the four services, the calculator and the phone (issue 22). */
export default function NotFoundSuggestions() {
  return (
    <>
      <h2 className="text-h3">{m.notfound_suggestions()}</h2>
      <ul data-testid="notfound-suggestions" className="mt-5 grid max-w-2xl auto-rows-fr">
        {serviceLinks().map((service) => (
          <Row key={service.key}>
            <Link to={service.route} className={row}>
              <ServiceIcon service={service.key} className={icon} />
              <span className={label}>{service.label}</span>
              <Chevron />
            </Link>
          </Row>
        ))}
        <Row>
          <CalculatorLink className={row}>
            <Calculator aria-hidden className={icon} />
            <span className={label}>{m.notfound_calculator()}</span>
            <Chevron />
          </CalculatorLink>
        </Row>
        <Row>
          <a href={`tel:${company.phone.tel}`} className={row}>
            <Phone aria-hidden className={icon} />
            <span className={label}>
              <span className="mr-2 font-normal text-ink-600">{m.common_phone()}</span>
              <span className="whitespace-nowrap">{company.phone.display}</span>
            </span>
            <Chevron />
          </a>
        </Row>
      </ul>
    </>
  )
}
