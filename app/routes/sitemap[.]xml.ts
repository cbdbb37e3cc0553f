import { createFileRoute } from '@tanstack/react-router'
import { buildSitemap, type SitemapEntry, staticSitemapEntries } from '../seo/sitemap'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        // Every published article joins the static screens; if the blog store is down, the
        // static screens are still worth listing.
        let articles: SitemapEntry[] = []
        try {
          const { getBlogStore } = await import('../blog/store.server')
          articles = (await (await getBlogStore()).listSitemapPosts()).map((post) => ({
            internalPath: `/recursos/blog/${post.slug}`,
            lastModified: post.updated_at.slice(0, 10),
          }))
        } catch (error) {
          console.error(`sitemap: blog posts left out: ${String(error)}`)
        }
        return new Response(buildSitemap([...staticSitemapEntries(), ...articles]), {
          headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        })
      },
    },
  },
})
