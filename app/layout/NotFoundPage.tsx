import { Link, lazyRouteComponent } from '@tanstack/react-router'
import { Suspense } from 'react'
import { m } from '../paraglide/messages.js'
import { buttonClass } from '../ui/button'

// Only a lost visitor needs these links: their code is not in every page's bundle.
const NotFoundSuggestions = lazyRouteComponent(() => import('./NotFoundSuggestions'))
// The server loads them as it starts, so that its first 404 already holds them. With React's lazy
// the first render suspended and sent them in a hidden block that a script revealed a frame
// later: a 0.23 layout shift on a phone (the contact band jumped 560 px).
if (import.meta.env.SSR) void NotFoundSuggestions.preload?.()

/**
 * SPEC §2.8: '404', the title, the text and a way home, in the URL's language; then what a lost
 * visitor most likely wanted: the four services, the calculator and the phone (issue 22).
 */
export function NotFoundPage() {
  return (
    <>
      {/* Round 22: the inner pages' hero (PageHero): the stone band, on the container's left edge, at
          every width; the numeral in the H1's size and face, in clay, as the line over it. Round 24
          (review 23-D: the head left the right half of a 1280 screen blank): from lg the suggestions
          stand beside the message on the band, one ruled column; below lg they follow it on white,
          from edge to edge. */}
      {/* Round 26 (I) (review: the stone head and the stone contact band read as one shapeless block):
          the whole section on white, the contact band's stone under it; the way home an outline (the
          clay fill is the quote request's only). */}
      <section data-testid="notfound-head" className="bg-white pt-32 sm:pt-40 lg:pb-24">
        <div className="container-site grid lg:grid-cols-12 lg:gap-x-8">
          <div className="lg:col-span-6">
            <p aria-hidden className="text-h1 tracking-tight text-clay-600">
              404
            </p>
            <h1 className="mt-1 max-w-4xl text-h1">{m.notfound_title()}</h1>
            <p className="mt-5 max-w-2xl text-lg text-ink-700 sm:text-xl">{m.notfound_text()}</p>
            <Link to="/" className={buttonClass({ variant: 'outline', size: 'lg', className: 'mt-8 max-sm:w-full' })}>
              {m.notfound_back()}
            </Link>
          </div>
          <div data-testid="notfound-more" className="py-14 sm:py-24 lg:col-span-5 lg:col-start-8 lg:pt-3 lg:pb-0">
            <Suspense fallback={null}>
              <NotFoundSuggestions />
            </Suspense>
          </div>
        </div>
      </section>
    </>
  )
}
