import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../app/blog/embedded-store.server'
import type { BlogStore } from '../../app/blog/store.server'
import { createSupabaseStore } from '../../app/blog/supabase-store.server'
import { blogSqlFiles } from '../../app/data/sql-files.server'
import { startPostgrestStandIn } from './postgrest-stand-in'

// An article's dateModified and the sitemap's lastmod read updated_at: the database keeps it,
// and the sample posts carry their own revision dates rather than the moment the seed ran.
const slug = 'cuanto-cuesta-reforma-integral-madrid'
const secretKey = 'sb_secret_test_key_0123456789abcdef'
const seededAt = '2026-11-12T08:00:00.000Z' // 09:00 in Madrid on its publication day

describe('updated_at', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await PGlite.create('memory://')
    const { migrations, seed } = blogSqlFiles()
    for (const sql of migrations) await db.exec(sql)
    await db.exec(seed)
  }, 60_000)
  afterAll(() => db.close())

  const updatedAt = async () =>
    new Date(
      (await db.query<{ updated_at: Date }>('select updated_at from public.blog_posts where slug = $1', [slug])).rows[0]
        ?.updated_at ?? 0,
    ).toISOString()

  it('is the sample post’s revision date, not when the seed ran', async () => {
    expect(await updatedAt()).toBe(seededAt)
  })

  it('does not move when only the view count changes', async () => {
    await db.query('update public.blog_posts set views_count = views_count + 1 where slug = $1', [slug])
    expect(await updatedAt()).toBe(seededAt)
  })

  it('moves to the time of an edit of the content', async () => {
    const before = Date.now()
    await db.query(`update public.blog_posts set excerpt_es = excerpt_es || ' ' where slug = $1`, [slug])
    expect(Date.parse(await updatedAt())).toBeGreaterThanOrEqual(before - 1000)
  })
})

describe('both stores read it for the article and the sitemap', () => {
  const stores: Array<[string, () => Promise<{ store: BlogStore; close: () => Promise<void> }>]> = [
    [
      'embedded',
      async () => {
        const store = await createMemoryStore()
        return { store, close: () => store.close() }
      },
    ],
    [
      'Supabase',
      async () => {
        const db = await PGlite.create('memory://')
        const { migrations, seed } = blogSqlFiles()
        for (const sql of migrations) await db.exec(sql)
        await db.exec(seed)
        await db.exec('set role anon')
        const standIn = await startPostgrestStandIn(db, { secretKey })
        return {
          store: createSupabaseStore(standIn.url, 'sb_publishable_test_key_0123456789', secretKey),
          close: async () => {
            await standIn.close()
            await db.close()
          },
        }
      },
    ],
  ]
  it.each(stores)(
    '%s store',
    async (_name, open) => {
      const { store, close } = await open()
      try {
        const post = await store.getPublishedPost(slug, 'fr')
        expect(new Date(post?.updated_at ?? 0).toISOString()).toBe(seededAt)
        const entry = (await store.listSitemapPosts()).find((row) => row.slug === slug)
        expect(new Date(entry?.updated_at ?? 0).toISOString()).toBe(seededAt)
      } finally {
        await close()
      }
    },
    60_000,
  )
})
