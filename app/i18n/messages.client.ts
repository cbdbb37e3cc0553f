import { formatPattern } from './message-pattern'
import { pageMessagesSelector } from './page-messages'

let patterns: Record<string, string> | undefined

/**
 * The browser's `m`: the production build puts this module in place of Paraglide's messages
 * (scripts/client-messages.ts). Each message reads its one-language pattern from the page's
 * JSON, written by the server (app/i18n/page-messages.ts), and fills in its inputs.
 */
export const m = new Proxy({} as Record<string, (inputs?: Record<string, unknown>) => string>, {
  get: (_, key) => (inputs?: Record<string, unknown>) => {
    patterns ??= JSON.parse(document.querySelector(pageMessagesSelector)?.textContent ?? '{}') as Record<string, string>
    const pattern = typeof key === 'string' ? patterns[key] : undefined
    if (pattern === undefined) throw new Error(`Message ${String(key)} is not in the page's messages`)
    return formatPattern(pattern, inputs)
  },
})
