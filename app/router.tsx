import { createRouter } from '@tanstack/react-router'
import { ErrorPage } from './layout/ErrorPage'
import { NotFoundPage } from './layout/NotFoundPage'
import { deLocalizeUrl, localizeUrl } from './paraglide/runtime.js'
import { rememberCampaign } from './quote/campaign'
import { routeTree } from './routeTree.gen'
import { renderNonce } from './site/csp-nonce'
import { settleLandingUrl } from './site/landing-url'

export function getRouter() {
  settleLandingUrl({ rememberCampaign })
  return createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    // The render's nonce marks the scripts the site writes; the CSP allows only those (app/server.ts).
    ssr: { nonce: renderNonce() },
    // Routes live on the canonical Spanish paths; the URL a visitor sees is localized (SPEC §2.1).
    rewrite: {
      input: ({ url }) => deLocalizeUrl(url),
      output: ({ url }) => localizeUrl(url),
    },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
