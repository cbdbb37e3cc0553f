import type { Locale } from '../../app.config.ts'

const formatters = new Map<string, Intl.NumberFormat>()

/** One Intl.NumberFormat per style and language, made on first use. */
function numberFormat(style: string, locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${style}:${locale}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options)
    formatters.set(key, formatter)
  }
  return formatter
}

/** Euros without decimals in the page's language: 45.000 € · €45,000 · 45 000 € (one way, site-wide). */
export function formatEuros(amount: number, locale: Locale): string {
  return numberFormat('euros', locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    // 8.000 € as the spec writes it: Spanish would otherwise skip the separator below 10.000.
    useGrouping: 'always',
  }).format(amount)
}

/** Euros with cents, from cents: 243,03 € · €243.03. */
export function formatEuroCents(cents: number, locale: Locale): string {
  return numberFormat('cents', locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    useGrouping: 'always',
  }).format(cents / 100)
}

/** A rate given in percent, with two decimals: 7,95 % · 7.95%. */
export function formatPercent(percent: number, locale: Locale): string {
  return numberFormat('percent', locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100)
}

/** Fills `{name}` placeholders of a message template sent from the server. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}
