import type { ReactNode } from 'react'
import type { QuoteButtonId } from '../measurement/events'
import { type ButtonSize, type ButtonVariant, buttonClass } from '../ui/button'
import { requestQuote } from './quote-action'

/**
 * A quote or contact button. It is a link to the contact section, so it works before the
 * scripts load and without them; with them it opens the quote form.
 */
export function QuoteButton(props: {
  /** Where it stands, for the count of quote actions by button (app/measurement/events.ts). */
  place: QuoteButtonId
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  /** On a navy band (the outline button only). */
  inverted?: boolean
  className?: string
  onRequested?: () => void
  hiddenFields?: Record<string, string>
  /** Styled by className alone, without the button look (a menu item, for example). */
  plain?: boolean
}) {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link to #contact without scripts, the quote form with them
    <a
      href="#contact"
      data-quote-button=""
      className={
        props.plain
          ? props.className
          : buttonClass({
              variant: props.variant,
              size: props.size,
              inverted: props.inverted,
              className: props.className,
            })
      }
      onClick={(event) => {
        event.preventDefault()
        props.onRequested?.()
        void requestQuote(props.place, props.hiddenFields)
      }}
    >
      {props.children}
    </a>
  )
}
