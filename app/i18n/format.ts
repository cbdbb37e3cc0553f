import type { Locale } from '../../app.config.ts'

const formatters = new Map<Locale, Intl.NumberFormat>()

/** Euros without decimals in the page's language: 45.000 € · €45,000 · 45 000 € (one way, site-wide). */
export function formatEuros(amount: number, locale: Locale): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      // 8.000 € as the spec writes it: Spanish would otherwise skip the separator below 10.000.
      useGrouping: 'always',
    })
    formatters.set(locale, formatter)
  }
  return formatter.format(amount)
}

/** Fills `{name}` placeholders of a message template sent from the server. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}
