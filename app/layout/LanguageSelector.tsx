import { ChevronDown, Globe } from 'lucide-react'
import { useRef, useState } from 'react'
import type { Locale } from '../../app.config.ts'
import { getLocale, localeInfo } from '../i18n/locale'
import { m } from '../paraglide/messages.js'

export const languageButtonClass =
  'flex h-11 items-center gap-1.5 rounded-lg px-2.5 font-semibold text-navy-800 hover:bg-navy-50 hover:text-navy-950'
/** A language's code as its mark (ES, EN…): flag emoji show as empty boxes on Windows and Linux. */
export const languageCodeClass =
  'flex h-6 w-8 shrink-0 items-center justify-center rounded-md bg-navy-50 text-xs font-bold uppercase tracking-wide text-navy-700'

export function LanguageButtonFace({ code }: { code: Locale }) {
  return (
    <>
      <Globe aria-hidden className="size-4.5" />
      <span className="uppercase">{code}</span>
      <ChevronDown aria-hidden className="size-4" />
    </>
  )
}

type LanguageMenuModule = typeof import('./LanguageMenu')
let loading: Promise<LanguageMenuModule> | undefined
const loadMenu = () => {
  loading ??= import('./LanguageMenu')
  return loading
}

/**
 * The header's language selector. The page ships only its button; the menu (Headless UI) loads
 * on the first hover, focus or touch, and a click that comes before it opens it once it is there
 * (docs/decisions/010-javascript-before-interaction.md).
 */
export function LanguageSelector() {
  const current = localeInfo(getLocale())
  const [menu, setMenu] = useState<LanguageMenuModule>()
  const clicked = useRef(false)
  const button = useRef<HTMLButtonElement>(null)
  const load = (click: boolean) => {
    clicked.current ||= click
    loadMenu().then(setMenu)
  }
  if (menu) {
    const focused = button.current !== null && document.activeElement === button.current
    return <menu.LanguageMenu openOnMount={clicked.current} focusOnMount={focused} />
  }
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-label={m.lang_switch_label({ language: current.name })}
        onPointerEnter={() => load(false)}
        onTouchStart={() => load(false)}
        onFocus={() => load(false)}
        // A press counts as the click: the menu may replace this button between press and release.
        onPointerDown={() => load(true)}
        onClick={() => load(true)}
        className={languageButtonClass}
      >
        <LanguageButtonFace code={current.code} />
      </button>
    </div>
  )
}
