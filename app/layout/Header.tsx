import { Link } from '@tanstack/react-router'
import { Phone } from 'lucide-react'
import { useEffect, useState } from 'react'
import { company } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'
import { QuoteButton } from '../quote/QuoteButton'
import { LanguageSelector } from './LanguageSelector'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { headerAnchors } from './navigation'
import { ServicesMenu } from './ServicesMenu'

/** Past this many pixels of scroll the header turns solid (SPEC §9.2). */
export const headerScrollThreshold = 20

export function Header() {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > headerScrollThreshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  const navLink = 'rounded-card px-2 py-2 font-semibold text-ink-800 hover:bg-ink-50 hover:text-navy-950'
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        scrolled ? 'bg-white shadow-[0_4px_24px_-8px_rgb(13_22_38_/_0.18)]' : 'bg-transparent'
      }`}
    >
      <div className="container-site flex h-[72px] items-center gap-1 sm:gap-3">
        <Link
          to="/"
          aria-label={m.nav_logo_label({ company: company.name })}
          className="mr-auto flex min-h-11 min-w-11 shrink-0 items-center xl:mr-4"
        >
          <Logo compact />
        </Link>
        <nav aria-label={m.nav_main_label()} className="hidden xl:mr-auto xl:block">
          <ul className="flex items-center text-[0.95rem]">
            <li>
              <ServicesMenu />
            </li>
            {headerAnchors().map((anchor) => (
              <li key={anchor.hash}>
                <Link to="/" hash={anchor.hash} className={navLink}>
                  {anchor.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/recursos" className={navLink} activeProps={{ 'aria-current': 'page' }}>
                {m.nav_resources()}
              </Link>
            </li>
            <li>
              <QuoteButton
                place="header-call"
                variant="ghost"
                size="sm"
                className="!h-auto !px-2 !py-2 text-[0.95rem] text-ink-800"
              >
                {m.nav_contact()}
              </QuoteButton>
            </li>
          </ul>
        </nav>
        <div className="hidden sm:block">
          <LanguageSelector />
        </div>
        {/*
         * Tap to call: what a visitor in Spain expects on a phone. Round 23 (C): from lg the number
         * itself beside the quote button (it fits in all five languages at 1024 and 1280, measured:
         * 80 px or more stay free between the German nav and it at 1280).
         */}
        <a
          href={`tel:${company.phone.tel}`}
          aria-label={m.nav_call({ phone: company.phone.display })}
          data-part="header-phone"
          className="flex size-11 shrink-0 items-center justify-center gap-2 rounded-card text-ink-900 hover:bg-ink-50 lg:w-auto lg:px-2 lg:text-[0.95rem] lg:font-semibold lg:whitespace-nowrap lg:tabular-nums"
        >
          <Phone aria-hidden className="size-5 lg:size-4" />
          <span className="max-lg:hidden">{company.phone.display}</span>
        </a>
        <QuoteButton place="header" size="sm" className="!min-h-11 sm:!px-5">
          <span className="sm:hidden">{m.nav_quote_short()}</span>
          <span className="hidden sm:inline">{m.nav_quote()}</span>
        </QuoteButton>
        <div className="xl:hidden">
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
