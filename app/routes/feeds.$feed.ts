import { createFileRoute } from '@tanstack/react-router'
import { company, type Locale, locales } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'
import { buildRssFeed } from '../seo/rss'

/** /feeds/es.xml … /feeds/ru.xml: each language's articles as RSS. */
export const Route = createFileRoute('/feeds/$feed')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const locale = /^([a-z]{2})\.xml$/.exec(params.feed)?.[1] as Locale | undefined
        if (!locale || !locales.some((l) => l.code === locale)) return new Response('Not found', { status: 404 })
        try {
          const { getBlogStore } = await import('../blog/store.server')
          const posts = await (await getBlogStore()).listPublishedPosts(locale)
          const xml = buildRssFeed({
            locale,
            title: `${company.name}: ${m.resources_title({}, { locale })}`,
            description: m.resources_subtitle({}, { locale }),
            posts,
          })
          return new Response(xml, {
            headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
          })
        } catch (error) {
          console.error(`feed: ${String(error)}`)
          return new Response('Temporarily unavailable', { status: 503, headers: { 'Retry-After': '60' } })
        }
      },
    },
  },
})
