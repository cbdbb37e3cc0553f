import { type ReactNode, useEffect, useState } from 'react'
import { company } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'
import { InlineQuoteForm } from '../quote/InlineQuoteForm'
import { quoteUnavailableEvent } from '../quote/quote-action'

/**
 * The contact section (id "contact"): where every quote button lands when no form can open. One
 * module on every page (design round 14): on the left the opening, then the contact details as a
 * quiet ruled list under it; on the right the action panel, its button the one quote-action style
 * (filled, large). Under an article the article passes SPEC §2.7's heading and text as `closing`,
 * with the panel whose button is the spec's: the same module, still one action.
 */
/** «Madrid (sede central)» → the city, then its qualifier for a small line of its own. */
export function officeName(name: string) {
  const [city, qualifier = ''] = name.split(' (')
  return { city, qualifier: qualifier.replace(')', '') }
}

export function ContactSection({ closing }: { closing?: { title: string; text: string; action: ReactNode } }) {
  const [unavailable, setUnavailable] = useState(false)
  useEffect(() => {
    const show = () => setUnavailable(true)
    window.addEventListener(quoteUnavailableEvent, show)
    return () => window.removeEventListener(quoteUnavailableEvent, show)
  }, [])
  const mailto = `mailto:${company.email.general}?subject=${encodeURIComponent(m.contact_email_subject())}`
  const { madrid, miami } = company.offices
  // Layout, rows, labels and offices are styled in app/styles.css (`.contact-grid`, `.contact-list`):
  // CSS, not script, so every page's bundle stays small.
  /*
   * Phone, e-mail and offices as a quiet ruled list, no cards or icons: the label in a narrow
   * column from sm, the value beside it. Two offices side by side from sm on three shared rows:
   * the city, its qualifier on a small line of its own, the address.
   */
  const details = (
    <div className="contact-list">
      <ul data-testid="contact-details" className="divide-y border-y">
        <li>
          <p>{m.common_phone()}</p>
          <div>
            <a href={`tel:${company.phone.tel}`} className="contact-value">
              {company.phone.display}
            </a>
            <p className="text-sm text-ink-600">{m.contact_phone_hours()}</p>
          </div>
        </li>
        <li>
          <p>{m.common_email()}</p>
          <a href={mailto} className="contact-value [overflow-wrap:anywhere]">
            {company.email.general}
          </a>
        </li>
        <li>
          <p>{m.contact_offices_title()}</p>
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
  )

  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-sand-100 py-14 sm:py-24">
      {/*
       * The heading over the module (no eyebrow: design round 17); under it on the left the lead and directly
       * under it the details, on the right the panel, its top level with the heading's (round 25 E: it
       * started on the lead's line, under an empty corner beside the heading). Phones stack the lead, the panel, then the details (the action first, round
       * 14's review), which is also the tab order (app/styles.css `.contact-grid`). Under an article the whole module is SPEC §2.7's block (`article-cta`).
       */}
      <div
        className="container-site contact-grid"
        data-testid={closing ? 'article-cta' : undefined}
        data-article-cta={closing ? '' : undefined}
      >
        <div className="lg:col-span-7">
          <h2 id="contact-title" data-contact-focus="" tabIndex={-1} className="text-h2">
            {closing?.title ?? m.contact_title()}
          </h2>
        </div>
        <div className="contact-intro">
          <p className="contact-lead">{closing?.text ?? m.contact_subtitle()}</p>
          <p role="status" className="contact-status">
            {unavailable ? m.quote_unavailable() : ''}
          </p>
        </div>
        {/*
         * A flat white card on the stone band: no shadow, no coloured rule. On phones on the page's
         * gutter and with the site's 24 px card padding (round 16); under 360 px the button, not the
         * card, gives way (4 px side padding, 15 px type), so the spec's longest label (es «Solicitar
         * Presupuesto Gratuito», ru, 232 px at 16 px) keeps one line at 320 px.
         */}
        {/* Round 25 (E): from lg in rows 1–3, its top level with the heading's (it began on the lead's row). Its own height: stretched to the details' last rule it left 100–150 px of blank white under the button in en and under an article (review 25-B). */}
        <div
          className="mt-10 lg:col-span-5 lg:col-start-8 lg:row-span-3 lg:row-start-1 lg:mt-0 lg:self-start"
          data-testid="contact-panel"
        >
          <div className="rounded-card bg-white p-6 sm:p-10">
            {closing?.action ?? (
              <>
                <h3 className="text-xl font-bold sm:text-2xl">{m.contact_panel_title()}</h3>
                {/* What happens next, in three short steps (design round 22, review 22-A: a paragraph
                    in a box was the site's least designed element at its most important point). */}
                <ol className="mt-4 list-decimal space-y-2 pl-5 text-ink-800 marker:font-bold marker:text-ink-500 max-sm:text-base">
                  <li>{m.contact_panel_step_1()}</li>
                  <li>{m.contact_panel_step_2()}</li>
                  <li>{m.contact_panel_step_3()}</li>
                </ol>
                <InlineQuoteForm title={m.contact_panel_title()}>{m.contact_panel_button()}</InlineQuoteForm>
              </>
            )}
          </div>
        </div>
        <div className="contact-details">{details}</div>
      </div>
    </section>
  )
}
