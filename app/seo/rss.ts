import type { Locale } from '../../app.config.ts'
import { absoluteUrl } from '../i18n/locale'
import { siteUrl } from '../site/site'

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

export const feedPath = (locale: Locale) => `/feeds/${locale}.xml`

/** An RSS 2.0 feed of one language's articles, newest first. */
export function buildRssFeed(input: {
  locale: Locale
  title: string
  description: string
  posts: Array<{ slug: string; title: string; excerpt: string; published_at: string; category: string }>
}): string {
  const items = input.posts
    .map((post) => {
      const url = absoluteUrl(`/recursos/blog/${post.slug}`, input.locale)
      const date = new Date(`${post.published_at}T00:00:00Z`).toUTCString()
      return `<item><title>${escapeXml(post.title)}</title><link>${escapeXml(url)}</link><guid isPermaLink="true">${escapeXml(url)}</guid><pubDate>${date}</pubDate><category>${escapeXml(post.category)}</category><description>${escapeXml(post.excerpt)}</description></item>`
    })
    .join('')
  const home = absoluteUrl('/recursos', input.locale)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(input.title)}</title><link>${escapeXml(home)}</link><atom:link href="${escapeXml(siteUrl + feedPath(input.locale))}" rel="self" type="application/rss+xml"/><description>${escapeXml(input.description)}</description><language>${input.locale}</language>${items}</channel></rss>\n`
}
