import { createServerFn } from '@tanstack/react-start'

export type QuoteConfig = { formId: string; scriptUrl: string }

/** Read when a visitor first asks for a quote, so one build can run with or without a form. */
export const getQuoteConfig = createServerFn({ method: 'GET' }).handler(async (): Promise<QuoteConfig> => {
  const { env } = await import('../site/env.server')
  return { formId: env.QUOTE_FORM_ID, scriptUrl: env.QUOTE_FORM_SCRIPT_URL }
})
