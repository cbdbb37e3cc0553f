import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { buttonClass } from '../ui/button'

/** SPEC §2.8: '404', the title, the text and a way home, in the URL's language. */
export function NotFoundPage() {
  return (
    <section className="bg-sand-50 pb-24 pt-40">
      <div className="container-site max-w-2xl text-center">
        <p aria-hidden className="text-7xl font-extrabold tracking-tight text-clay-600 sm:text-8xl">
          404
        </p>
        <h1 className="mt-4 text-3xl sm:text-4xl">{m.notfound_title()}</h1>
        <p className="mt-4 text-lg text-navy-700">{m.notfound_text()}</p>
        <Link to="/" className={buttonClass({ size: 'lg', className: 'mt-8' })}>
          {m.notfound_back()}
        </Link>
      </div>
    </section>
  )
}
