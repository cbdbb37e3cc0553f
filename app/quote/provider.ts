/** What the site needs of a form provider; Tally is the one configured (app.config.ts). */
export interface QuoteFormProvider {
  /** Loads the provider's script; rejects when it cannot (ad-blocker, no network, timeout). */
  load(scriptUrl: string): Promise<void>
  /** Opens the form in a popup; `onSubmit` runs when the visitor has sent it (where the provider says so). */
  openPopup(
    formId: string,
    options: { locale: string; hiddenFields?: Record<string, string>; onSubmit?: () => void },
  ): void
  /** The address of the form to embed inline in a page (SPEC §1), with its hidden fields. */
  embedUrl(formId: string, locale: string, hiddenFields?: Readonly<Record<string, string>>): string
  /** Lets the provider's script size and start the inline forms now in the page. */
  startEmbeds(): void
}

const pending = new Map<string, Promise<void>>()

/** Adds a script once per URL; a failed load is forgotten so a later click tries again. */
export function loadScriptOnce(src: string, timeoutMs = 8000): Promise<void> {
  const existing = pending.get(src)
  if (existing) return existing
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    const timer = window.setTimeout(() => fail(new Error(`Timed out loading ${src}`)), timeoutMs)
    function fail(error: Error) {
      window.clearTimeout(timer)
      script.remove()
      pending.delete(src)
      reject(error)
    }
    script.src = src
    script.async = true
    script.onload = () => {
      window.clearTimeout(timer)
      resolve()
    }
    script.onerror = () => fail(new Error(`Could not load ${src}`))
    document.head.append(script)
  })
  pending.set(src, loading)
  return loading
}
