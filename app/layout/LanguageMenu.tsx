import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { Check } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { getLocale, localeInfo } from '../i18n/locale'
import { rememberLocale } from '../i18n/locale-cookie'
import { m } from '../paraglide/messages.js'
import { LanguageButtonFace, languageButtonClass, languageCodeClass } from './language-button'
import { useLanguageLinks } from './language-links'

/**
 * The language selector's menu (Headless UI), loaded on the visitor's first intent. Each choice is
 * a real link to the same screen in that language; choosing it also stores the preference for
 * unprefixed URLs (SPEC §2.1). `openOnMount` opens it when the visitor clicked before it loaded.
 */
export function LanguageMenu({ openOnMount, focusOnMount }: { openOnMount: boolean; focusOnMount: boolean }) {
  const current = localeInfo(getLocale())
  const links = useLanguageLinks()
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusOnMount || openOnMount) button.current?.focus({ preventScroll: true })
    if (openOnMount) button.current?.click()
  }, [openOnMount, focusOnMount])
  return (
    <Menu as="div" className="relative">
      <MenuButton
        ref={button}
        aria-label={m.lang_switch_label({ language: current.name })}
        className={`${languageButtonClass} data-open:bg-ink-50`}
      >
        <LanguageButtonFace code={current.code} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-[60] w-52 rounded-card border border-ink-100 bg-white p-2 shadow-lift focus:outline-none"
      >
        {links.map((link) => (
          <MenuItem key={link.code}>
            <a
              href={link.href}
              hrefLang={link.code}
              lang={link.code}
              aria-current={link.code === current.code ? 'true' : undefined}
              onClick={() => rememberLocale(link.code)}
              className="flex items-center gap-3 rounded-card px-3 py-2.5 text-ink-900 data-focus:bg-sand-100"
            >
              <span aria-hidden className={languageCodeClass}>
                {link.code}
              </span>
              <span className="flex-1 font-medium">{link.name}</span>
              {link.code === current.code && <Check aria-hidden className="size-4 text-ink-600" />}
            </a>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
