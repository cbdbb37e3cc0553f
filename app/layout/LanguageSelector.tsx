import { useRef, useState } from 'react'
import { getLocale, localeInfo } from '../i18n/locale'
import { m } from '../paraglide/messages.js'
import { LanguageButtonFace, languageButtonClass } from './language-button'

// The mobile menu reads the code mark's classes from here.
export { languageCodeClass } from './language-button'

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
