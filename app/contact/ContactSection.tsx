import { useEffect, useState } from 'react'
import { company } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'
import { InlineQuoteForm } from '../quote/InlineQuoteForm'
import { quoteUnavailableEvent } from '../quote/quote-action'

/**
 * The contact section (id "contact"): where every quote button lands when no form can open. The
 * same on every page, its panel's button the one quote-action style (filled, large). Under an
 * article the article's closing panel is the one quote request and this section shows only its
 * details (design round 11, app/styles.css `[data-article-cta]`).
 */
/** «Madrid (sede central)» → the city, then its qualifier for a small line of its own. */
export function officeName(name: string) {
  const [city, qualifier = ''] = name.split(' (')
  return { city, qualifier: qualifier.replace(')', '') }
}

export function ContactSection() {
  const [unavailable, setUnavailable] = useState(false)
  useEffect(() => {
    const show = () => setUnavailable(true)
    window.addEventListener(quoteUnavailableEvent, show)
    return () => window.removeEventListener(quoteUnavailableEvent, show)
  }, [])
  const mailto = `mailto:${company.email.general}?subject=${encodeURIComponent(m.contact_email_subject())}`
  const { madrid, miami } = company.offices
  // The list's rows, labels and offices are styled in app/styles.css (`.contact-list`): CSS, not script.

  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-sand-100 py-14 sm:py-24">
      {/*
       * Phones: the heading, then the quote card (the one action), then phone, e-mail and offices,
       * in reading and tab order.
       * From lg the heading and details share the left seven columns and the card spans both rows.
       */}
      <div className="container-site grid gap-8 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-0">
        <div className="contact-intro lg:col-span-7 lg:row-start-1">
          <p className="eyebrow">{m.contact_eyebrow()}</p>
          <h2
            id="contact-title"
            data-contact-focus=""
            tabIndex={-1}
            className="mt-3 text-3xl sm:text-4xl lg:text-[2.75rem]"
          >
            {m.contact_title()}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-navy-700">{m.contact_subtitle()}</p>
          <p
            role="status"
            className="mt-4 rounded-lg border border-clay-200 bg-white px-4 py-3 text-navy-900 empty:mt-0 empty:border-0 empty:p-0"
          >
            {unavailable ? m.quote_unavailable() : ''}
          </p>
        </div>
        {/*
         * From lg the card keeps its own height (a stretched card left an empty well above its button
         * that read as a form that failed to load) and stays in view while the column beside it is
         * read.
         */}
        <div
          className="contact-panel lg:col-span-5 lg:col-start-8 lg:row-span-2 lg:row-start-1"
          data-testid="contact-panel"
        >
          {/* A flat white panel on the stone band (design round 11): no shadow, no coloured rule. */}
          <div className="rounded-card border bg-white p-6 sm:p-10 lg:sticky lg:top-28">
            <h3 className="text-2xl">{m.contact_panel_title()}</h3>
            <p className="mt-4 text-navy-700">{m.contact_panel_text()}</p>
            <InlineQuoteForm title={m.contact_panel_title()}>{m.contact_panel_button()}</InlineQuoteForm>
          </div>
        </div>
        {/*
         * Phone, e-mail and offices as a quiet ruled list on the stone band, no cards or icons: the
         * label in a narrow column from sm, the value beside it.
         */}
        <div className="contact-list lg:col-span-7 lg:row-start-2">
          <ul data-testid="contact-details" className="divide-y border-y lg:mt-10">
            <li>
              <p>{m.common_phone()}</p>
              <div>
                <a
                  href={`tel:${company.phone.tel}`}
                  className="flex min-h-11 items-center text-lg font-bold text-navy-950 hover:text-navy-700"
                >
                  {company.phone.display}
                </a>
                <p className="text-sm text-navy-600">{m.contact_phone_hours()}</p>
              </div>
            </li>
            <li>
              <p>{m.common_email()}</p>
              <a
                href={mailto}
                className="flex min-h-11 items-center text-lg font-bold break-words text-navy-950 hover:text-navy-700 [overflow-wrap:anywhere]"
              >
                {company.email.general}
              </a>
            </li>
            <li>
              <p>{m.contact_offices_title()}</p>
              {/*
               * Two offices side by side from sm on three shared rows: the city, its qualifier on a
               * small line of its own, the address. Both addresses start on one line in every language.
               */}
              <div className="contact-offices">
                {[
                  { name: m.contact_office_madrid(), address: `${madrid.street}, ${madrid.postalCode} ${madrid.city}` },
                  { name: m.contact_office_miami(), address: `${miami.street}, ${miami.city}, ${miami.postalCode}` },
                ].map(({ name, address }) => {
                  const { city, qualifier } = officeName(name)
                  return (
                    <address key={address}>
                      <span>{city}</span>
                      <span>{qualifier}</span>
                      <span data-testid="office-address">{address}</span>
                    </address>
                  )
                })}
              </div>
            </li>
          </ul>
        </div>
      </div>
    </section>
  )
}
