import { createFileRoute } from '@tanstack/react-router'
import { buildRobots } from '../seo/sitemap'
import { siteUrl } from '../site/site'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(buildRobots(siteUrl), {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
