import { type ReactNode, useEffect, useState } from 'react'
import { getLocale } from '../i18n/locale'
import { measure } from '../measurement/measure'
import { buttonClass } from '../ui/button'
import { campaignFields } from './campaign'
import { QuotePrivacyNotice } from './QuotePrivacyNotice'
import { loadConfig, provider, requestQuote } from './quote-action'

/**
 * The contact panel's quote button, which embeds the form inline by its id (SPEC §1). Nothing is
 * fetched from the provider until the visitor clicks (privacy by design, next to a notice); with
 * no id, or when the provider's script cannot load, the shared quote action takes over and the
 * panel keeps the phone and e-mail links.
 */
export function InlineQuoteForm({ title, children }: { title: string; children: ReactNode }) {
  const [src, setSrc] = useState<string | null>(null)

  useEffect(() => {
    if (src) provider.startEmbeds()
  }, [src])

  async function open() {
    try {
      const { formId, scriptUrl } = await loadConfig()
      if (formId) {
        await provider.load(scriptUrl)
        setSrc(provider.embedUrl(formId, getLocale(), campaignFields()))
        // Counted as a quote action of the contact panel; an inline form has no popup to report.
        measure({ t: 'quote', button: 'contact' })
        return
      }
    } catch {
      // The shared action below shows the contact options and says why.
    }
    void requestQuote('contact')
  }

  if (src) {
    return (
      <div className="mt-8 rounded-card bg-white p-2">
        <iframe
          data-tally-src={src}
          src={src}
          title={title}
          width="100%"
          height="420"
          className="block w-full border-0"
        />
      </div>
    )
  }
  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a real link to #contact without scripts, the form with them */}
      <a
        href="#contact"
        data-quote-button=""
        className={buttonClass({
          size: 'lg',
          className: 'mt-8 w-full max-sm:px-3 max-[359px]:px-1! max-[359px]:text-[0.9375rem]',
        })}
        onClick={(event) => {
          event.preventDefault()
          void open()
        }}
      >
        {children}
      </a>
      <QuotePrivacyNotice className="mt-4 text-ink-600 [&_a]:text-ink-900" />
    </>
  )
}
