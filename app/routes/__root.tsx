/// <reference types="vite/client" />
import { createRootRoute, HeadContent, Scripts, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { ratePerSquareMeter } from '../calculator/estimate'
import { ContactSection } from '../contact/ContactSection'
import { getLocale } from '../i18n/locale'
import { pageMessagesAttribute, pageMessagesElementId, pageMessagesJson } from '../i18n/page-messages'
import { ErrorPage } from '../layout/ErrorPage'
import { Footer } from '../layout/Footer'
import { Header } from '../layout/Header'
import { NotFoundPage } from '../layout/NotFoundPage'
import { serviceLinks } from '../layout/navigation'
import { PageMeasurement } from '../measurement/PageMeasurement'
import { m } from '../paraglide/messages.js'
import { alternateOgLocales } from '../seo/head'
import { rootHead } from '../seo/root-head'
import appCss from '../styles.css?url'

export const Route = createRootRoute({
  head: ({ matches }) =>
    rootHead({
      matches,
      stylesheet: appCss,
      // The page's messages follow the footer: once they are in the document, all it shows is.
      firstFrameAfter: pageMessagesElementId,
      business: {
        serviceTypes: () => serviceLinks().map((service) => service.label),
        ratesPerSquareMeter: Object.values(ratePerSquareMeter),
      },
    }),
  shellComponent: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  const locale = getLocale()
  // An article's route renders its own contact section, opened by the article's closing block.
  const article = useRouterState({
    select: (state) =>
      state.matches.some((match) => match.routeId === '/recursos/blog/$slug' && match.status === 'success'),
  })
  // Hydration is done once this runs: `<html data-hydrated>` tells tests (and scripts) so.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
        {alternateOgLocales(locale).map((ogLocale) => (
          <meta key={ogLocale} property="og:locale:alternate" content={ogLocale} />
        ))}
      </head>
      <body id="top">
        <PageMeasurement />
        <a
          href="#main"
          className="sr-only z-[100] rounded-card bg-white px-4 py-3 font-semibold text-navy-950 shadow-lift focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {m.nav_skip_to_content()}
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        {!article && <ContactSection />}
        <Footer />
        <script
          id={pageMessagesElementId}
          {...{ [pageMessagesAttribute]: '' }}
          type="application/json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, never executed
          dangerouslySetInnerHTML={{ __html: pageMessagesJson(locale) }}
        />
        <Scripts />
      </body>
    </html>
  )
}
