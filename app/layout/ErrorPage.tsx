import { Link, useRouter } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { buttonClass } from '../ui/button'

/** An uncaught rendering error (SPEC §2.8): a calm, localized page and no stack trace. */
export function ErrorPage() {
  const router = useRouter()
  return (
    <section className="bg-white pb-24 pt-40">
      <div className="container-site max-w-2xl text-center">
        <h1 className="text-3xl sm:text-4xl">{m.error_heading()}</h1>
        <p className="mt-4 text-lg text-ink-700">{m.error_text()}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClass({ size: 'lg' })} onClick={() => router.invalidate()}>
            {m.error_retry()}
          </button>
          <Link to="/" className={buttonClass({ size: 'lg', variant: 'outline' })}>
            {m.error_back()}
          </Link>
        </div>
      </div>
    </section>
  )
}
