// Injected by vite.config.ts from SITE_URL (validated there by parseSiteUrl).
declare const __SITE_URL__: string

/** The public origin, without a trailing slash: canonicals, hreflang, sitemap, structured data. */
export const siteUrl: string = __SITE_URL__
