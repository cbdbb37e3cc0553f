import { useRouter } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { buttonClass } from '../ui/button'

/** The store is down (503): say so in the visitor's language and offer a retry. */
export function BlogUnavailable() {
  const router = useRouter()
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-card bg-white p-10 text-center ring-1 ring-ink-100">
      <h2 className="text-2xl">{m.resources_unavailable_title()}</h2>
      <p className="mt-3 text-ink-700">{m.resources_unavailable_text()}</p>
      {/* biome-ignore lint/a11y/useValidAnchor: reloads without scripts, refetches with them */}
      <a
        href=""
        onClick={(event) => {
          event.preventDefault()
          void router.invalidate()
        }}
        className={buttonClass({ size: 'lg', className: 'mt-6 max-sm:w-full' })}
      >
        {m.resources_retry()}
      </a>
    </div>
  )
}
