import { loadScriptOnce, type QuoteFormProvider } from './provider'

type TallyApi = {
  openPopup(formId: string, options?: Record<string, unknown>): void
  loadEmbeds(): void
}

declare global {
  interface Window {
    Tally?: TallyApi
  }
}

/** Tally's popup (https://tally.so/help/popup-options), loaded from its widget script. */
export const tally: QuoteFormProvider = {
  async load(scriptUrl) {
    if (window.Tally) return
    await loadScriptOnce(scriptUrl)
    if (!window.Tally) throw new Error('The Tally script loaded but did not start')
  },
  embedUrl(formId, locale, hiddenFields = {}) {
    // Hidden fields of an embed are query parameters of its address (https://tally.so/help/hidden-fields).
    const params = new URLSearchParams({
      ...hiddenFields,
      alignLeft: '1',
      hideTitle: '1',
      transparentBackground: '1',
      dynamicHeight: '1',
      language: locale,
    })
    return `https://tally.so/embed/${encodeURIComponent(formId)}?${params}`
  },
  startEmbeds() {
    window.Tally?.loadEmbeds()
  },
  openPopup(formId, { locale, hiddenFields, onSubmit }) {
    window.Tally?.openPopup(formId, {
      layout: 'modal',
      width: 640,
      autoClose: 4000,
      hiddenFields: { language: locale, ...hiddenFields },
      onSubmit,
    })
  },
}
