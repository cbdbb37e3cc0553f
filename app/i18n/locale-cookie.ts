import { type Locale, localeCookie, locales } from '../../app.config.ts'

/** Stores the language a visitor picked; the only cookie the site sets (docs/cookies). */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: a one-line functional cookie needs no library
  document.cookie = `${localeCookie.name}=${locale}; Path=/; Max-Age=${localeCookie.maxAgeSeconds}; SameSite=Lax${secure}`
}

/** The stored language in a Cookie header, if it names one of ours. */
export function localeFromCookieHeader(header: string | null): Locale | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === localeCookie.name) return locales.find((l) => l.code === value)?.code
  }
  return undefined
}
