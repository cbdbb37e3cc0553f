import clientMessageKeys from 'virtual:client-message-keys'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { Locale } from '../../app.config.ts'
import { messagePattern } from './message-pattern'

/**
 * The messages the browser needs, in the page's language only (docs/decisions/010). The server
 * writes them into the page as JSON; in the browser `m` (app/i18n/messages.client.ts) reads them
 * there instead of shipping every language's strings in the JavaScript.
 */
export const pageMessagesElementId = 'page-messages'

/**
 * How the browser finds that element: by an attribute no post can carry (the sanitizer keeps no
 * `data-*` attribute and no script), as a direct child of <body>, so a heading whose id is
 * `page-messages` cannot stand in for it (issue 23).
 */
export const pageMessagesAttribute = 'data-page-messages'
export const pageMessagesSelector = `body > script[${pageMessagesAttribute}][type="application/json"]`

/**
 * The JSON of the page's <script type="application/json">: built on the server, and in the
 * browser the same text read back from the page, so hydration finds what the server wrote.
 */
export const pageMessagesJson = createIsomorphicFn()
  .server((locale: Locale) => {
    const patterns: Record<string, string> = {}
    for (const key of clientMessageKeys) {
      const pattern = messagePattern(key, locale)
      if (pattern !== undefined) patterns[key] = pattern
    }
    // `<` escaped so no message can close the script element.
    return JSON.stringify(patterns).replace(/</g, '\\u003c')
  })
  .client(() => document.querySelector(pageMessagesSelector)?.textContent ?? '{}')
