import { Link } from '@tanstack/react-router'
import { Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { company } from '../../app.config.ts'
import { getLocale } from '../i18n/locale'
import { m } from '../paraglide/messages.js'
import { LanguageLink } from './LanguageLink'
import { Logo } from './Logo'
import { useLanguageLinks } from './language-links'
import { serviceLinks } from './navigation'

/** Each network's name as the network spells it (a screen reader reads it). */
const networkNames: Record<keyof typeof company.social, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
}

const socialIcons: Record<keyof typeof company.social, ReactNode> = {
  instagram: (
    <path d="M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2Zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM21.9 7.2c-.1-1.6-.4-3-1.6-4.1-1.1-1.2-2.5-1.5-4.1-1.6-1.6-.1-6.6-.1-8.3 0-1.6.1-3 .4-4.1 1.6C2.7 4.2 2.4 5.6 2.3 7.2c-.1 1.6-.1 6.6 0 8.3.1 1.6.4 3 1.6 4.1 1.1 1.2 2.5 1.5 4.1 1.6 1.6.1 6.6.1 8.3 0 1.6-.1 3-.4 4.1-1.6 1.2-1.1 1.5-2.5 1.6-4.1.1-1.6.1-6.6 0-8.3Zm-2.1 10.1a3.3 3.3 0 0 1-1.9 1.9c-1.3.5-4.4.4-5.9.4s-4.6.1-5.9-.4a3.3 3.3 0 0 1-1.9-1.9c-.5-1.3-.4-4.4-.4-5.9s-.1-4.6.4-5.9a3.3 3.3 0 0 1 1.9-1.9c1.3-.5 4.4-.4 5.9-.4s4.6-.1 5.9.4a3.3 3.3 0 0 1 1.9 1.9c.5 1.3.4 4.4.4 5.9s.1 4.6-.4 5.9Z" />
  ),
  facebook: (
    <path d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12Z" />
  ),
  linkedin: (
    <path d="M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.3V9h3.4v1.6c.5-.9 1.6-1.8 3.4-1.8 3.6 0 4.3 2.4 4.3 5.5v6.2ZM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2Zm1.8 13.1H3.5V9h3.6v11.5ZM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0Z" />
  ),
}

/** The legal pages (LSSI-CE, GDPR, cookies), linked from every page. */
const legalLinks = [
  { to: '/aviso-legal', label: m.footer_legal_notice },
  { to: '/privacidad', label: m.footer_privacy },
  { to: '/cookies', label: m.footer_cookies },
] as const

export function Footer() {
  const locale = getLocale()
  const languages = useLanguageLinks()
  const year = new Date().getFullYear()
  const heading = 'text-sm font-semibold uppercase tracking-[0.14em] text-sand-300'
  const link = 'inline-flex min-h-6 items-center text-navy-100 hover:text-white hover:underline underline-offset-4'
  const { madrid } = company.offices

  return (
    <footer className="bg-navy-950 text-navy-100">
      {/*
       * Phones (round 23 C): one column; in two columns of about 155 px nearly every service wrapped
       * onto two lines («Reformas / integrales», ru in three). Round 25 (E): both link groups one a
       * line (the site's links were a wrapped row over the services one a line), then the phone and
       * the e-mail as 44 px targets. The description, which the hero has said, stays from sm: the
       * phone footer is a directory, and no taller than it was.
       */}
      <div className="container-site grid grid-cols-1 gap-x-6 gap-y-5 py-10 sm:gap-y-10 sm:py-16 md:grid-cols-2 md:gap-12 lg:grid-cols-12">
        {/* Round 26: on phones the networks stand beside the name (review 25-C: the page's end ran to
            four or five screens of contact and links); «Síguenos» then only for screen readers. */}
        <div className="max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 lg:col-span-3">
          <Link to="/" aria-label={m.nav_logo_label({ company: company.name })} className="inline-block">
            <Logo inverted />
          </Link>
          <p className="mt-5 max-w-sm text-navy-200 max-sm:hidden">{m.footer_description()}</p>
          <p className={`mt-6 ${heading} max-sm:sr-only`}>{m.footer_social_title()}</p>
          <ul className="flex gap-3 sm:mt-3 max-[22rem]:gap-2">
            {(Object.keys(company.social) as Array<keyof typeof company.social>).map((network) => (
              <li key={network}>
                <a
                  href={company.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-11 items-center justify-center rounded-card bg-navy-800 text-white hover:bg-clay-600"
                >
                  <svg aria-hidden viewBox="0 0 24 24" className="size-5 fill-current">
                    {socialIcons[network]}
                  </svg>
                  <span className="sr-only">
                    {networkNames[network]} {m.common_opens_new_tab()}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-nav" className="lg:col-span-3">
          <h2 id="footer-nav" className={heading}>
            {m.footer_nav_title()}
          </h2>
          <ul className="mt-3 space-y-1 md:mt-4 md:space-y-2.5">
            <li>
              <Link to="/" hash="turnkey-services" className={link}>
                {m.footer_services()}
              </Link>
            </li>
            <li>
              <Link to="/" hash="case-studies" className={link}>
                {m.footer_case_studies()}
              </Link>
            </li>
            <li>
              <Link to="/" hash="faq" className={link}>
                {m.footer_faq()}
              </Link>
            </li>
            <li>
              <Link to="/recursos" className={link}>
                {m.nav_resources()}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services" className="lg:col-span-3">
          <h2 id="footer-services" className={heading}>
            {m.footer_services_title()}
          </h2>
          <ul className="mt-3 space-y-1 md:mt-4 md:space-y-2.5">
            {serviceLinks().map((service) => (
              <li key={service.route}>
                <Link to={service.route} className={link}>
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Round 25 (E): on every page and width (phones had none); on phones the phone and e-mail 44 px tall. */}
        <div className="lg:col-span-3">
          <h2 className={heading}>{m.footer_contact_title()}</h2>
          <ul className="mt-1 sm:mt-4 sm:space-y-3">
            {/* SPEC §2.4's postcode and city at every width (reviews 26-C and D: phones had none). */}
            <li className="flex gap-3 max-sm:py-2">
              <MapPin aria-hidden className="mt-1 size-4 shrink-0 text-sand-300" />
              <span>
                {madrid.postalCode} {madrid.city}
                <span className="block text-sm text-navy-300">{m.footer_offices()}</span>
              </span>
            </li>
            <li className="flex items-center gap-3 sm:items-start">
              <Phone aria-hidden className="size-4 shrink-0 text-sand-300 sm:mt-1" />
              <a href={`tel:${company.phone.tel}`} className={`${link} max-sm:min-h-11`}>
                {company.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-3 sm:items-start">
              <Mail aria-hidden className="size-4 shrink-0 text-sand-300 sm:mt-1" />
              <a href={`mailto:${company.email.general}`} className={`${link} break-all max-sm:min-h-11`}>
                {company.email.general}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-navy-800">
        {/*
         * Two deliberate rows from md, in every language (design round 12; one row did not fit in
         * Russian at 1280): the copyright and the legal links, then the languages and the way back up
         * (app/styles.css, `.footer-bottom`).
         */}
        <div className="footer-bottom container-site">
          <p>{m.footer_rights({ year: String(year), company: company.name })}</p>
          <nav aria-label={m.footer_legal_title()}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalLinks.map(({ to, label }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="inline-flex min-h-6 items-center hover:text-white hover:underline underline-offset-4"
                  >
                    {label()}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={m.footer_languages_title()}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {languages.map((language) => (
                <li key={language.code}>
                  <LanguageLink
                    language={language}
                    current={language.code === locale}
                    className="inline-flex min-h-6 items-center hover:text-white aria-[current]:font-semibold aria-[current]:text-white"
                  >
                    {language.name}
                  </LanguageLink>
                </li>
              ))}
            </ul>
          </nav>
          {/* SPEC §2.4's "top" anchor: a small way back up, not an item of the navigation (design round 11). */}
          <a
            href="#top"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-white hover:underline underline-offset-4"
          >
            {/* The arrow as a glyph of the site's font (U+2191 is in its Latin subset): no icon module on the legal pages' budget. */}
            <span aria-hidden>↑</span>
            {m.footer_top()}
          </a>
        </div>
      </div>
    </footer>
  )
}
