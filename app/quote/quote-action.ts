import type { QuoteButtonId } from '../measurement/events'
import { measure } from '../measurement/measure'
import { getLocale } from '../paraglide/runtime.js'
import { campaignFields } from './campaign'
import { getQuoteConfig, type QuoteConfig } from './quote.functions'
import { tally } from './tally'

export const quoteUnavailableEvent = 'quote:unavailable'
export const provider = tally

let config: Promise<QuoteConfig> | undefined

export function loadConfig() {
  config ??= getQuoteConfig().catch((error: unknown) => {
    config = undefined
    throw error
  })
  return config
}

/**
 * The one action behind every quote and contact button (SPEC §1). Opens the provider's popup;
 * with no form configured, or when its script cannot load, it takes the visitor to the contact
 * section, whose phone and e-mail links always work. It never throws. Each call is counted with
 * the button it came from, then what it led to, and the provider's "sent" where it says so
 * (app/measurement/, issue 24).
 */
export async function requestQuote(
  button: QuoteButtonId,
  hiddenFields?: Record<string, string>,
): Promise<'popup' | 'contact'> {
  measure({ t: 'quote', button })
  const outcome = await openQuoteForm(button, hiddenFields)
  measure({ t: 'quote-outcome', button, outcome })
  return outcome
}

async function openQuoteForm(button: QuoteButtonId, hiddenFields?: Record<string, string>) {
  try {
    const { formId, scriptUrl } = await loadConfig()
    if (!formId) return showContact(false)
    await provider.load(scriptUrl)
    // The campaign that brought the visitor travels with the request (app/quote/campaign.ts).
    provider.openPopup(formId, {
      locale: getLocale(),
      hiddenFields: { ...campaignFields(), ...hiddenFields },
      onSubmit: () => measure({ t: 'quote-outcome', button, outcome: 'submitted' }),
    })
    return 'popup'
  } catch {
    return showContact(true)
  }
}

function showContact(providerFailed: boolean): 'contact' {
  const section = document.getElementById('contact')
  if (section) {
    const smooth = window.matchMedia('(prefers-reduced-motion: no-preference)').matches
    section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
    section.querySelector<HTMLElement>('[data-contact-focus]')?.focus({ preventScroll: true })
  }
  if (providerFailed) window.dispatchEvent(new CustomEvent(quoteUnavailableEvent))
  return 'contact'
}
