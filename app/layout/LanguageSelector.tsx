import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { Check, ChevronDown, Globe } from 'lucide-react'
import { getLocale, localeInfo } from '../i18n/locale'
import { rememberLocale } from '../i18n/locale-cookie'
import { m } from '../paraglide/messages.js'
import { useLanguageLinks } from './language-links'

/**
 * The header's language selector. Each choice is a real link to the same screen in that
 * language; choosing it also stores the preference for unprefixed URLs (SPEC §2.1).
 */
export function LanguageSelector() {
  const current = localeInfo(getLocale())
  const links = useLanguageLinks()
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={m.lang_switch_label({ language: current.name })}
        className="flex h-11 items-center gap-1.5 rounded-lg px-2.5 font-semibold text-navy-800 hover:bg-navy-50 hover:text-navy-950 data-open:bg-navy-50"
      >
        <Globe aria-hidden className="size-4.5" />
        <span className="uppercase">{current.code}</span>
        <ChevronDown aria-hidden className="size-4" />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-[60] w-52 rounded-2xl border border-navy-100 bg-white p-2 shadow-lift focus:outline-none"
      >
        {links.map((link) => (
          <MenuItem key={link.code}>
            <a
              href={link.href}
              hrefLang={link.code}
              lang={link.code}
              aria-current={link.code === current.code ? 'true' : undefined}
              onClick={() => rememberLocale(link.code)}
              className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-navy-900 data-focus:bg-sand-100"
            >
              <span aria-hidden className="text-lg leading-none">
                {link.flag}
              </span>
              <span className="flex-1 font-medium">{link.name}</span>
              {link.code === current.code && <Check aria-hidden className="size-4 text-clay-600" />}
            </a>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
