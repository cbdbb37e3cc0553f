import type { Locale } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'

export type MessageKey = keyof typeof m

/**
 * Message lookup for copy that is built on the server and sent to the page as loader data, so
 * long copy ships in one language instead of all five in the JavaScript bundle.
 */
export function translator(locale: Locale) {
  return (key: MessageKey, inputs: Record<string, string> = {}): string =>
    (m[key] as (inputs: Record<string, string>, options: { locale: Locale }) => string)(inputs, { locale })
}
