import { Link } from '@tanstack/react-router'
import { ChevronRight, Home } from 'lucide-react'
import { Fragment } from 'react'
import type { ScreenRoute } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'

/** Home › (the given screens) › the current page, as on the article and legal pages. */
export function Breadcrumb({ trail = [], current }: { trail?: { to: ScreenRoute; label: string }[]; current: string }) {
  const separator = (
    <li aria-hidden>
      <ChevronRight className="size-4" />
    </li>
  )
  return (
    <nav aria-label={m.article_breadcrumb_label()}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-600">
        <li>
          {/* A 44 px target, its icon flush with the trail's left edge and as close to the chevron as the words are. */}
          <Link to="/" className="-ml-3.5 -mr-3 flex min-h-11 min-w-11 items-center justify-center hover:text-navy-950">
            <Home aria-hidden className="size-4" />
            <span className="sr-only">{m.nav_home()}</span>
          </Link>
        </li>
        {trail.map((step) => (
          <Fragment key={step.to}>
            {separator}
            <li>
              <Link to={step.to} className="inline-flex min-h-11 items-center hover:text-navy-950">
                {step.label}
              </Link>
            </li>
          </Fragment>
        ))}
        {separator}
        <li aria-current="page" className="line-clamp-1 font-semibold text-ink-900">
          {current}
        </li>
      </ol>
    </nav>
  )
}
