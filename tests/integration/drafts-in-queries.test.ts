import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSupabaseStore } from '../../app/blog/supabase-store.server'
import { blogSqlFiles } from '../../app/data/sql-files.server'
import { startPostgrestStandIn } from './postgrest-stand-in'

const draftId = '0b1a7c3e-1001-4a6b-9c01-000000000010'

// Issue 23: one wrong deploy setting (a key that bypasses row-level security) must not list a
// draft. Here the stand-in reads as the table's owner, whom row-level security does not bind:
// only the queries' own filter on published_at keeps drafts out.
describe('the Supabase store with row-level security bypassed', () => {
  let db: PGlite
  let standIn: Awaited<ReturnType<typeof startPostgrestStandIn>>
  let draftSlug = ''
  beforeAll(async () => {
    db = await PGlite.create('memory://')
    const { migrations, seed } = blogSqlFiles()
    for (const sql of migrations) await db.exec(sql)
    await db.exec(seed)
    const { rows } = await db.query<{ slug: string }>('select slug from public.blog_posts where id = $1', [draftId])
    draftSlug = rows[0]?.slug ?? ''
    standIn = await startPostgrestStandIn(db)
  }, 30_000)
  afterAll(async () => {
    await standIn.close()
    await db.close()
  })

  it('still lists, reads, counts and maps no draft', async () => {
    expect(draftSlug).not.toBe('')
    const store = createSupabaseStore(standIn.url, 'sb_publishable_test_key_0123456789', 'sb_secret_test_0123456789')
    expect((await store.listPublishedPosts('es')).map((post) => post.id)).not.toContain(draftId)
    expect(await store.getPublishedPost(draftSlug, 'es')).toBeNull()
    expect(await store.getPostViews(draftId)).toBeNull()
    expect((await store.listSitemapPosts()).map((post) => post.slug)).not.toContain(draftSlug)
  })
})
