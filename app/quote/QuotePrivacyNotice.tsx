import { Link } from '@tanstack/react-router'
import { quoteProvider } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'

/** The one line beside a quote button: who runs the form, that it loads on click, the policy. */
export function QuotePrivacyNotice({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm ${className}`}>
      {m.quote_privacy_notice({ provider: quoteProvider.label })}{' '}
      <Link to="/privacidad" className="font-semibold underline underline-offset-4">
        {m.quote_privacy_link()}
      </Link>
    </p>
  )
}
