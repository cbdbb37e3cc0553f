import { Link } from '@tanstack/react-router'
import { Menu as MenuIcon, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { company } from '../../app.config.ts'
import { getLocale } from '../i18n/locale'
import { m } from '../paraglide/messages.js'
import { QuoteButton } from '../quote/QuoteButton'
import { LanguageLink } from './LanguageLink'
import { languageCodeClass } from './LanguageSelector'
import { Logo } from './Logo'
import { useLanguageLinks } from './language-links'
import { headerAnchors, serviceLinks } from './navigation'
import { ServiceIcon } from './ServiceIcon'

/**
 * The small-screen menu: the header's links in a native modal <dialog> (focus kept inside,
 * Escape and the backdrop close it, focus returns to the toggle); choosing any link closes it.
 */
export function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const show = () => {
    dialog.current?.showModal()
    setOpen(true)
  }
  const close = () => dialog.current?.close()
  const languages = useLanguageLinks()
  const locale = getLocale()
  const itemClass = 'block rounded-card px-3 py-3 text-lg font-semibold text-ink-900 hover:bg-sand-100'

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="flex size-11 items-center justify-center rounded-card text-ink-900 hover:bg-ink-50"
      >
        <MenuIcon aria-hidden className="size-6" />
        <span className="sr-only">{m.nav_open_menu()}</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape is native */}
      <dialog
        ref={dialog}
        aria-label={m.nav_mobile_label()}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialog.current) close()
        }}
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-md flex-col overflow-y-auto bg-white p-0 text-ink-900 shadow-lift backdrop:bg-navy-950/40 open:flex"
      >
        <div className="flex h-[72px] shrink-0 items-center justify-between border-b px-5">
          <Link to="/" onClick={close} aria-label={m.nav_logo_label({ company: company.name })}>
            <Logo />
          </Link>
          <button
            type="button"
            onClick={close}
            className="flex size-11 items-center justify-center rounded-card text-ink-900 hover:bg-ink-50"
          >
            <X aria-hidden className="size-6" />
            <span className="sr-only">{m.nav_close_menu()}</span>
          </button>
        </div>
        {/* Its own name: the header's desktop <nav> is the "main navigation" landmark. */}
        <nav aria-label={m.nav_mobile_label()} className="flex-1 px-3 py-4">
          <p className="px-3 pb-1 text-sm font-semibold uppercase tracking-wider text-ink-500">{m.nav_services()}</p>
          <ul>
            {serviceLinks().map((service) => (
              <li key={service.route}>
                <Link to={service.route} onClick={close} className={`${itemClass} flex items-center gap-3`}>
                  <ServiceIcon service={service.key} className="size-5 text-ink-600" />
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
          <hr className="my-3" />
          <ul>
            {headerAnchors().map((anchor) => (
              <li key={anchor.hash}>
                <Link to="/" hash={anchor.hash} onClick={close} className={itemClass}>
                  {anchor.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/recursos" onClick={close} className={itemClass}>
                {m.nav_resources()}
              </Link>
            </li>
            <li>
              <QuoteButton place="mobile-menu" plain onRequested={close} className={itemClass}>
                {m.nav_contact()}
              </QuoteButton>
            </li>
          </ul>
          <hr className="my-3" />
          <p className="px-3 pb-2 text-sm font-semibold uppercase tracking-wider text-ink-500">{m.lang_label()}</p>
          <ul className="flex flex-wrap gap-2 px-3">
            {languages.map((language) => (
              <li key={language.code}>
                <LanguageLink
                  language={language}
                  current={language.code === locale}
                  className="flex h-11 items-center gap-2 rounded-card border px-3 font-medium text-ink-900 aria-[current]:border-clay-500 aria-[current]:bg-clay-50"
                >
                  <span aria-hidden className={languageCodeClass}>
                    {language.code}
                  </span>
                  {language.name}
                </LanguageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t p-5">
          <QuoteButton place="mobile-menu" size="lg" className="w-full" onRequested={close}>
            {m.nav_quote_mobile()}
          </QuoteButton>
        </div>
      </dialog>
    </>
  )
}
