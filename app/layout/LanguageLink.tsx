import type { ReactNode } from 'react'
import type { Locale } from '../../app.config.ts'
import { rememberLocale } from '../i18n/locale-cookie'

/** A link to the current screen in another language; following it stores the choice (SPEC §2.1). */
export function LanguageLink(props: {
  language: { code: Locale; href: string }
  current: boolean
  className: string
  children: ReactNode
}) {
  return (
    <a
      href={props.language.href}
      hrefLang={props.language.code}
      lang={props.language.code}
      aria-current={props.current ? 'true' : undefined}
      onClick={() => rememberLocale(props.language.code)}
      className={props.className}
    >
      {props.children}
    </a>
  )
}
