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

/**
 * Euros without decimals in the page's language: 45.000 € · €45,000 · 45 000 € (one way,
 * site-wide). Intl binds the amount to its sign and groups the digits with no-break spaces.
 */
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

/** A count in the page's language: 1.840 · 1,840 · 1 840 (grouping with a no-break space where the language uses one). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat('number', locale, { maximumFractionDigits: 2 }).format(value)
}

/** The no-break space that binds a number to its unit. */
export const noBreakSpace = '\u00a0'

/**
 * A number with its unit, never split across lines: `80 m²`, `24 h`, `12 semanas`. The number is
 * formatted in the page's language; the unit is given as the language writes it.
 */
export function formatQuantity(value: number, unit: string, locale: Locale): string {
  return `${formatNumber(value, locale)}${noBreakSpace}${unit}`
}

/**
 * `Label: value` as the language punctuates it: French puts a no-break space before the colon
 * (`Pièces : 3`), the others none.
 */
export function formatLabelValue(label: string, value: string | number, locale: Locale): string {
  return `${label}${locale === 'fr' ? noBreakSpace : ''}: ${value}`
}

/** Fills `{name}` placeholders of a message template sent from the server. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}

/**
 * A day in the long form of the page's language: «8 de octubre de 2026» (SPEC §9.2), "8 October
 * 2026" (the English copy is British), « 8 octobre 2026 », „8. Oktober 2026“, «8 октября 2026 г.».
 * `isoDate` is a calendar day (YYYY-MM-DD), shown as that day whatever the server's time zone.
 */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  )
}
