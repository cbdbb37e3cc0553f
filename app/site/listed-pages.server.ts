/**
 * The pages the site itself lists, by page-cache key: every sitemap URL and every category page.
 * A crawler reads them from the sitemap and asks for all of them at once; the render limit never
 * refuses their first render (app/site/render-limit.server.ts), so it gets each page, kept or
 * rendered for it, and never a 503 (issue 23). The set is the sitemap's: finite, and each page
 * renders once at a time (the page store), so this cannot grow the queue without end.
 */
const listedPages = new Set<string>()

export const isListedPage = (key: string) => listedPages.has(key)

/**
 * At start (scripts/serve.ts): reads the sitemap (which opens the blog store) and lists its URLs
 * and the extra pages a crawler finds by links (the category lists). Answers how many there are.
 */
export async function listSitePages(
  fetchPath: (path: string) => Promise<Response>,
  extraPaths: string[],
): Promise<number> {
  const sitemap = await fetchPath('/sitemap.xml')
  for (const path of [...sitemapPaths(await sitemap.text()), ...extraPaths]) listedPages.add(path)
  return listedPages.size
}

/** The path and query of every `<loc>` in a sitemap (its origin is the public one, not ours). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap(([, loc = '']) => {
    try {
      const url = new URL(loc.replaceAll('&amp;', '&'))
      return [url.pathname + url.search]
    } catch {
      return []
    }
  })
}
