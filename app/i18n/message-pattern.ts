import type { Locale } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'

/** A message with its placeholders left as `{name}`, as the browser fills them in (server only). */
export function messagePattern(key: string, locale: Locale): string | undefined {
  const message = (m as unknown as Record<string, ((inputs: object, options: object) => string) | undefined>)[key]
  if (typeof message !== 'function') return undefined
  const placeholders = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? `{${name}}` : undefined) })
  return message(placeholders, { locale })
}

/** `{name}` filled from the inputs, as Paraglide's compiled messages do. */
export function formatPattern(pattern: string, inputs: Record<string, unknown> = {}): string {
  return pattern.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => String(inputs[name]))
}
