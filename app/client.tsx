import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

// The browser localizes URLs without URLPattern (app/i18n/runtime.client.ts, in place of
// Paraglide's runtime in the production build): no polyfill for browsers that lack it.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
