import type { PGlite } from '@electric-sql/pglite'
import type { Locale } from '../../app.config.ts'
import { openEmbeddedDatabase } from '../data/embedded.server'
import { parseRows, withTimeout } from './rows.server'
import { PostCardSchema, PostSchema, SitemapPostSchema } from './schemas'
import { type BlogStore, cardColumns, storeTimeoutMs } from './store-contract'

/**
 * The default store: Postgres (PGlite) inside the server process, persisted in `dataDir`
 * (app/data/embedded.server.ts opens it and applies the migrations). Every read runs as the anon
 * role, so the same row-level security decides what the site may see, and counting a view runs as
 * service_role, the only role the migrations let execute the counter (as in Supabase).
 */
export async function createEmbeddedStore(
  dataDir: string,
  sqlRoot = 'supabase',
  options: { recover?: boolean } = {},
): Promise<BlogStore> {
  const db = await openEmbeddedDatabase(dataDir, sqlRoot, options)
  return { ...embeddedStore(db), close: () => db.close() }
}

/**
 * What "published" means, in every query and not only in row-level security (issue 23): a deploy
 * that reads with a key that bypasses it must still never show a draft or a scheduled post.
 */
const published = 'published_at is not null and published_at <= current_date'

/** The blog's reads and its counter on an open database; closing it is its opener's business. */
export function embeddedStore(db: PGlite): BlogStore {
  const query = async (sql: string, params: unknown[], what: string) =>
    (await withTimeout(db.query(sql, params), storeTimeoutMs, what)).rows
  return {
    async listPublishedPosts(locale: Locale) {
      const rows = await query(
        `select ${cardColumns(locale)} from public.blog_posts where ${published} order by published_at desc, slug`,
        [],
        'Listing posts',
      )
      return parseRows(PostCardSchema, rows)
    },
    async getPublishedPost(slug: string, locale: Locale) {
      const rows = await query(
        `select ${cardColumns(locale)}, content_${locale} as content, meta_description_${locale} as meta_description, keywords, updated_at
         from public.blog_posts where slug = $1 and ${published}`,
        [slug],
        'Reading a post',
      )
      return parseRows(PostSchema, rows)[0] ?? null
    },
    async incrementPostViews(postId: string) {
      const { rows } = await withTimeout(
        db.transaction(async (tx) => {
          await tx.exec('set local role service_role')
          return tx.query<{ views_count: number | null }>('select public.increment_post_views($1) as views_count', [
            postId,
          ])
        }),
        storeTimeoutMs,
        'Counting a view',
      )
      const count = rows[0]?.views_count
      return typeof count === 'number' ? count : null
    },
    async getPostViews(postId: string) {
      const rows = await query(
        `select views_count from public.blog_posts where id = $1 and ${published}`,
        [postId],
        'Reading a count',
      )
      const count = (rows[0] as { views_count: number | null } | undefined)?.views_count
      return typeof count === 'number' ? count : null
    },
    async listSitemapPosts() {
      const rows = await query(
        `select slug, updated_at from public.blog_posts where ${published} order by published_at desc, slug`,
        [],
        'Listing the sitemap',
      )
      return parseRows(SitemapPostSchema, rows)
    },
    close: async () => {},
  }
}

/** A fresh in-memory store for tests, seeded from the same SQL files. */
export const createMemoryStore = (sqlRoot = 'supabase') => createEmbeddedStore('memory://', sqlRoot)
