import { staticScreens } from '../../app.config.ts'
import { alternateUrls } from '../i18n/locale'

// Injected by vite.config.ts (app/seo/build-date.ts).
declare const __BUILD_DATE__: string

/** The day this build was made: the last modification of the screens, whose copy ships with it. */
export const siteBuildDate: string = __BUILD_DATE__

export type SitemapEntry = { internalPath: string; lastModified: string }

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

/** The screens, last modified when the site was built. */
export const staticSitemapEntries = (): SitemapEntry[] =>
  staticScreens.map((internalPath) => ({ internalPath, lastModified: siteBuildDate }))

/** One <url> per page and language, each with its lastmod and all languages as xhtml:link alternates. */

export function buildSitemap(entries: SitemapEntry[] = staticSitemapEntries()): string {
  const urls = entries.flatMap(({ internalPath, lastModified }) => {
    const alternates = alternateUrls(internalPath)
    const links = alternates
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('')
    const lastmod = `<lastmod>${escapeXml(lastModified)}</lastmod>`
    return alternates
      .filter((a) => a.hreflang !== 'x-default')
      .map((a) => `<url><loc>${escapeXml(a.href)}</loc>${lastmod}${links}</url>`)
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /_serverFn/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
