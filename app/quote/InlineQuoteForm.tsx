import { useEffect, useRef, useState } from 'react'
import { getLocale } from '../i18n/locale'
import { loadConfig, provider } from './quote-action'

/**
 * The quote form embedded in the contact panel by its id (SPEC §1), when one is configured.
 * Nothing is fetched until the section comes near the viewport; with no id, or when the
 * provider's script cannot load, the panel keeps its button and the phone and e-mail links.
 */
export function InlineQuoteForm({ title }: { title: string }) {
  const root = useRef<HTMLDivElement>(null)
  const [src, setSrc] = useState<string | null>(null)

  useEffect(() => {
    const element = root.current
    if (!element || !('IntersectionObserver' in window)) return
    let cancelled = false
    const observer = new IntersectionObserver(
      async (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        try {
          const { formId, scriptUrl } = await loadConfig()
          if (!formId || cancelled) return
          await provider.load(scriptUrl)
          if (!cancelled) setSrc(provider.embedUrl(formId, getLocale()))
        } catch {
          // The panel's button and the contact links still work.
        }
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [])

  useEffect(() => {
    if (src) provider.startEmbeds()
  }, [src])

  return (
    <div ref={root} className={src ? 'mt-8 rounded-xl bg-white p-2' : ''}>
      {src && (
        <iframe
          data-tally-src={src}
          src={src}
          title={title}
          loading="lazy"
          width="100%"
          height="420"
          className="block w-full border-0"
        />
      )}
    </div>
  )
}
