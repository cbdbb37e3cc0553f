import { Link } from '@tanstack/react-router'
import { Calculator, ChevronRight, Phone } from 'lucide-react'
import { company } from '../../app.config.ts'
import { CalculatorLink } from '../calculator/CalculatorLink'
import { m } from '../paraglide/messages.js'
import { serviceLinks } from './navigation'
import { ServiceIcon } from './ServiceIcon'

/** What a lost visitor most likely wanted: the four services, the calculator and the phone (issue 22). */
export default function NotFoundSuggestions() {
  // A title holds in two lines at most in every language from 360 px (round 17: ru «Ремонт и
  // реконструкция зданий» took three at 1280): one column up to xl, three across the whole container
  // from xl. Design round 20: the chevron on every screen (a phone visitor sees a link too). Round 21:
  // below sm a ruled list, not six tall boxes (a hairline under each row, no box, no side padding),
  // so the leading icon is back there and a title still holds in two lines at 360 px; tiles from sm.
  const row =
    'flex h-full min-h-16 items-center gap-3 border-b border-navy-200 py-3 text-left sm:min-h-18 sm:gap-4 sm:rounded-card sm:border-0 sm:bg-white sm:px-5 sm:ring-1 sm:ring-navy-200 sm:transition sm:hover:ring-navy-300'
  return (
    <>
      <h2 className="text-center text-h3">{m.notfound_suggestions()}</h2>
      <ul className="mt-4 grid auto-rows-fr border-t border-navy-200 sm:mt-5 sm:gap-3 sm:border-0 xl:grid-cols-3">
        {serviceLinks().map((service) => (
          <li key={service.key}>
            <Link to={service.route} className={row}>
              <ServiceIcon service={service.key} className="size-6 shrink-0 text-navy-600" />
              <span className="min-w-0 flex-1 text-balance font-semibold text-navy-950">{service.label}</span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-navy-400" />
            </Link>
          </li>
        ))}
        <li>
          <CalculatorLink className={row}>
            <Calculator aria-hidden className="size-6 shrink-0 text-navy-600" />
            <span className="min-w-0 flex-1 text-balance font-semibold text-navy-950">{m.notfound_calculator()}</span>
            <ChevronRight aria-hidden className="size-4 shrink-0 text-navy-400" />
          </CalculatorLink>
        </li>
        <li>
          <a href={`tel:${company.phone.tel}`} className={row}>
            <Phone aria-hidden className="size-6 shrink-0 text-navy-600" />
            <span className="min-w-0 flex-1">
              <span className="block text-sm text-navy-600">{m.common_phone()}</span>
              <span className="block font-semibold text-navy-950">{company.phone.display}</span>
            </span>
          </a>
        </li>
      </ul>
    </>
  )
}
