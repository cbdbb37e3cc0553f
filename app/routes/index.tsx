import { createFileRoute } from '@tanstack/react-router'
import { getLocale } from '../i18n/locale'
import { m } from '../paraglide/messages.js'
import { QuoteButton } from '../quote/QuoteButton'
import { pageHead } from '../seo/head'
import { PageHero } from '../ui/PageHero'

export const Route = createFileRoute('/')({
  head: ({ match }) =>
    pageHead({
      title: m.seo_home_title(),
      description: m.seo_home_description(),
      keywords: m.seo_home_keywords(),
      pathname: match.pathname,
      locale: getLocale(),
    }),
  component: HomePage,
})

function HomePage() {
  return (
    <PageHero title={m.seo_home_title()} lead={m.seo_home_description()}>
      <QuoteButton size="lg">{m.common_quote_cta()}</QuoteButton>
    </PageHero>
  )
}
