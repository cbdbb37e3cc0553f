import type { Locale } from '../../app.config.ts'
import { createSupabaseClients, type SupabaseClients } from '../data/supabase.server'
import { parseRows, withTimeout } from './rows.server'
import { PostCardSchema, PostSchema, SitemapPostSchema } from './schemas'
import { type BlogStore, BlogStoreError, cardColumns, storeTimeoutMs } from './store-contract'

/** PostgREST's "not exactly one row" answer to a single-row read (SPEC §8). */
const notOneRow = 'PGRST116'

/**
 * The Supabase store: SPEC §7's three calls through supabase-js on the server. Reads use the
 * publishable (or legacy anon) key, so row-level security decides what the site sees; counting a
 * view uses the secret key, the only one allowed to execute `increment_post_views`. No session:
 * the server never signs in.
 */
/**
 * Today in UTC, as Postgres' `current_date` on Supabase: "published" in every query and not only
 * in row-level security (issue 23), so a key that bypasses it still never lists a draft.
 */
const today = () => new Date().toISOString().slice(0, 10)

export function createSupabaseStore(url: string, key: string, secretKey: string): BlogStore {
  return supabaseStore(createSupabaseClients(url, key, secretKey))
}

/** The blog's reads (publishable key) and its counter (secret key) on the shared clients. */
export function supabaseStore({ reader: client, server: counter }: SupabaseClients): BlogStore {
  const failure = (what: string, error: { message: string; code?: string }) =>
    new BlogStoreError(`${what}: ${error.code ?? ''} ${error.message}`.trim())

  return {
    async listPublishedPosts(locale: Locale) {
      const { data, error } = await withTimeout(
        Promise.resolve(
          client
            .from('blog_posts')
            .select(cardColumns(locale).replaceAll(/(\w+) as (\w+)/g, '$2:$1'))
            .not('published_at', 'is', null)
            .lte('published_at', today())
            .order('published_at', { ascending: false })
            .order('slug'),
        ),
        storeTimeoutMs,
        'Listing posts',
      )
      if (error) throw failure('Listing posts', error)
      return parseRows(PostCardSchema, data ?? [])
    },
    async getPublishedPost(slug: string, locale: Locale) {
      const columns = `${cardColumns(locale)}, content_${locale} as content, meta_description_${locale} as meta_description, keywords, updated_at`
      const { data, error } = await withTimeout(
        Promise.resolve(
          client
            .from('blog_posts')
            .select(columns.replaceAll(/(\w+) as (\w+)/g, '$2:$1'))
            .eq('slug', slug)
            .not('published_at', 'is', null)
            .lte('published_at', today())
            .single(),
        ),
        storeTimeoutMs,
        'Reading a post',
      )
      if (error?.code === notOneRow) return null
      if (error) throw failure('Reading a post', error)
      return parseRows(PostSchema, [data])[0] ?? null
    },
    async incrementPostViews(postId: string) {
      const { data, error } = await withTimeout(
        Promise.resolve(counter.rpc('increment_post_views', { post_id: postId })),
        storeTimeoutMs,
        'Counting a view',
      )
      if (error) throw failure('Counting a view', error)
      return typeof data === 'number' ? data : null
    },
    async getPostViews(postId: string) {
      const { data, error } = await withTimeout(
        Promise.resolve(
          client
            .from('blog_posts')
            .select('views_count')
            .eq('id', postId)
            .not('published_at', 'is', null)
            .lte('published_at', today())
            .maybeSingle(),
        ),
        storeTimeoutMs,
        'Reading a count',
      )
      if (error) throw failure('Reading a count', error)
      const count = (data as { views_count?: unknown } | null)?.views_count
      return typeof count === 'number' ? count : null
    },
    async listSitemapPosts() {
      const { data, error } = await withTimeout(
        Promise.resolve(
          client
            .from('blog_posts')
            .select('slug, updated_at')
            .not('published_at', 'is', null)
            .lte('published_at', today())
            .order('published_at', { ascending: false })
            .order('slug'),
        ),
        storeTimeoutMs,
        'Listing the sitemap',
      )
      if (error) throw failure('Listing the sitemap', error)
      return parseRows(SitemapPostSchema, data ?? [])
    },
    close: async () => {},
  }
}
