import type { Locale } from '../../app.config.ts'
import type { Post, PostCard, SitemapPost } from './schemas'

// The contract every blog store keeps, in a module of its own: both stores and the row parser
// import it, and store.server.ts, which chooses a store, imports them (no import cycle).

/** Where blog posts come from: Supabase in production, an embedded Postgres by default. */
export interface BlogStore {
  /** Published posts, newest first, with the columns a card needs in one language. */
  listPublishedPosts(locale: Locale): Promise<PostCard[]>
  /** One published post by slug, or null when there is none (unknown, draft or scheduled). */
  getPublishedPost(slug: string, locale: Locale): Promise<Post | null>
  /**
   * Adds one view to a published post and returns the new count; null when nothing was counted
   * (no such post, a draft, or the database's limit of views per post and minute reached).
   */
  incrementPostViews(postId: string): Promise<number | null>
  /** The current count of a published post, without counting (null: no such post). */
  getPostViews(postId: string): Promise<number | null>
  /** Slugs and last edits of the published posts, for the sitemap. */
  listSitemapPosts(): Promise<SitemapPost[]>
  close(): Promise<void>
}

/** The store could not answer (down, timed out, malformed rows): not the same as "not found". */
export class BlogStoreError extends Error {
  override name = 'BlogStoreError'
}

/** One attempt per call, bounded in time: a visitor never waits through retries. */
export const storeTimeoutMs = 4000

/** The columns of one language, renamed to the language-free names the site uses. */
export function cardColumns(locale: Locale): string {
  return `id, slug, category, image_url, seo_score, views_count, published_at, title_${locale} as title, excerpt_${locale} as excerpt`
}
