import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { m } from '../paraglide/messages.js'
import { buttonClass } from '../ui/button'

// Only a lost visitor needs these links: their code is not in every page's bundle.
const NotFoundSuggestions = lazy(() => import('./NotFoundSuggestions'))

/**
 * SPEC §2.8: '404', the title, the text and a way home, in the URL's language; then what a lost
 * visitor most likely wanted: the four services, the calculator and the phone (issue 22).
 */
export function NotFoundPage() {
  return (
    <>
      {/* The head on the stone band every other page opens on (round 15), the suggestions on white under it. */}
      <section data-testid="notfound-head" className="bg-sand-100 pb-12 pt-32 sm:pb-16 sm:pt-40">
        <div className="container-site max-w-2xl text-center">
          {/* Round 21: in the headings' face and weight (Manrope bold, tight), not a heavier cut of its own. */}
          <p aria-hidden className="text-7xl font-bold tracking-tight text-clay-600 sm:text-8xl">
            404
          </p>
          <h1 className="mt-4 text-3xl sm:text-4xl">{m.notfound_title()}</h1>
          <p className="mt-4 text-lg text-navy-700">{m.notfound_text()}</p>
          <Link to="/" className={buttonClass({ size: 'lg', className: 'mt-8 max-sm:w-full' })}>
            {m.notfound_back()}
          </Link>
        </div>
      </section>
      <section className="bg-white py-14 sm:py-24">
        <div className="container-site max-w-2xl xl:max-w-[1240px]">
          <Suspense fallback={null}>
            <NotFoundSuggestions />
          </Suspense>
        </div>
      </section>
    </>
  )
}
