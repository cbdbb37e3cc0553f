/**
 * The pages the site itself lists: every sitemap URL and every category page, by page-cache key.
 * Their renders are never refused by the render limit (app/site/render-limit.server.ts).
 */
const listedPages = new Set<string>()

export const isListedPage = (key: string) => listedPages.has(key)

/**
 * Right after the server listens (scripts/serve.ts), every URL of the sitemap and every extra page
 * (the blog's category lists) is rendered once and kept by the page cache, one after the other,
 * and marked as listed. A crawler that reads the sitemap right after a deploy never gets a 503
 * (issue 23): a listed page is either kept already, or waits for its render instead of being
 * refused. Later, an expired page that cannot be rendered in time is served from its expired
 * copy (the page store).
 */
export async function warmUp(
  fetchPath: (path: string) => Promise<Response>,
  options: { blogPaths: string[]; blogProbe: string },
): Promise<{ pages: number; failed: string[] }> {
  const failed: string[] = []
  let pages = 0
  const visit = async (path: string) => {
    const response = await fetchPath(path)
    await response.arrayBuffer()
    if (response.status === 200) pages++
    else failed.push(`${path} (${response.status})`)
    return response.status
  }
  const sitemap = await fetchPath('/sitemap.xml')
  const paths = new Set(sitemapPaths(await sitemap.text()))
  for (const path of [...paths, options.blogProbe, ...options.blogPaths]) listedPages.add(path)
  // With the blog store down, its pages would each wait for it and log its failure: one try says so.
  const blogUp = (await visit(options.blogProbe)) === 200
  paths.delete(options.blogProbe)
  if (blogUp) for (const path of options.blogPaths) paths.add(path)
  for (const path of paths) {
    if (!blogUp && options.blogPaths.some((blog) => path.startsWith(blog.split('?')[0] ?? blog))) continue
    await visit(path)
  }
  return { pages, failed }
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
