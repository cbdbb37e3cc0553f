import { defaultSiteUrl } from '../../app.config.ts'

// Injected by vite.config.ts from SITE_URL (validated there by parseSiteUrl).
declare const __SITE_URL__: string

/** The origin the build was made for (SITE_URL when it was built). */
export const builtSiteUrl: string = __SITE_URL__

/** Where a demo page says which origin it was rendered for (only when it differs from the build's). */
export const demoSiteUrlMeta = 'site-url'

/**
 * The demo's origin (`npm start`, `npm run dev`): the port it serves on, so `PORT=3005 npm start`
 * shows http://localhost:3005 in its canonicals. SITE_URL set in the environment wins (the
 * end-to-end servers pretend to be on 3000); scripts/serve.ts ignores a SITE_URL that only .env
 * sets, which is for a deployment. In the browser, the origin the server rendered with.
 */
function demoSiteUrl(): string | undefined {
  if (typeof window !== 'undefined') {
    return document.querySelector<HTMLMetaElement>(`meta[name="${demoSiteUrlMeta}"]`)?.content || undefined
  }
  // The browser build has no server branch (Vite sets SSR false there and the minifier drops the rest).
  if (!import.meta.env.SSR || typeof process === 'undefined' || process.env.SITE_DEMO !== '1') return undefined
  const origin = process.env.SITE_URL || `${defaultSiteUrl.replace(/:\d+$/, '')}:${process.env.PORT || 3000}`
  return /^https?:\/\/[^/]+$/.test(origin.replace(/\/+$/, '')) ? origin.replace(/\/+$/, '') : undefined
}

/** The public origin, without a trailing slash: canonicals, hreflang, sitemap, structured data. */
export const siteUrl: string = demoSiteUrl() ?? builtSiteUrl
