import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

// Paraglide localizes URLs with URLPattern. Browsers that have it (Chromium, Safari 26, Firefox
// 142) skip the polyfill's download; the build takes its static import out of the runtime
// (scripts/url-pattern-on-demand.ts, docs/decisions/010).
if (!('URLPattern' in globalThis)) await import('@inlang/paraglide-js/urlpattern-polyfill')

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
