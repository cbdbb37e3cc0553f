import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../app/blog/embedded-store.server'
import { type BlogStore, BlogStoreError } from '../../app/blog/store.server'
import { createSupabaseStore } from '../../app/blog/supabase-store.server'
import { blogSqlFiles } from '../../app/data/sql-files.server'
import { startPostgrestStandIn } from './postgrest-stand-in'

const draftId = '0b1a7c3e-1001-4a6b-9c01-000000000010'
const kitchenId = '0b1a7c3e-1001-4a6b-9c01-000000000007'
const key = 'sb_publishable_test_key_0123456789'
const secretKey = 'sb_secret_test_key_0123456789abcdef'

async function seededPglite() {
  const db = await PGlite.create('memory://')
  const { migrations, seed } = blogSqlFiles()
  for (const sql of migrations) await db.exec(sql)
  await db.exec(seed)
  await db.exec('set role anon')
  return db
}

const stores: Array<[string, () => Promise<{ store: BlogStore; close: () => Promise<void> }>]> = [
  [
    'embedded store (PGlite)',
    async () => {
      const store = await createMemoryStore()
      return { store, close: () => store.close() }
    },
  ],
  [
    'Supabase store (supabase-js against a PostgREST stand-in)',
    async () => {
      const db = await seededPglite()
      const standIn = await startPostgrestStandIn(db, { secretKey })
      return {
        store: createSupabaseStore(standIn.url, key, secretKey),
        close: async () => {
          await standIn.close()
          await db.close()
        },
      }
    },
  ],
]

for (const [name, create] of stores) {
  describe(`the blog store contract: ${name}`, () => {
    let store: BlogStore
    let close: () => Promise<void>
    beforeAll(async () => {
      ;({ store, close } = await create())
    }, 90_000)
    afterAll(() => close())

    it('lists the nine published posts, newest first, never the draft', async () => {
      const posts = await store.listPublishedPosts('es')
      expect(posts).toHaveLength(9)
      const dates = posts.map((p) => p.published_at)
      expect([...dates].sort().reverse()).toEqual(dates)
      expect(posts.map((p) => p.id)).not.toContain(draftId)
      expect(posts[0]).toMatchObject({
        slug: 'cuanto-tarda-reforma-cocina',
        published_at: '2026-11-18',
        category: 'best-practices',
      })
    })

    it('returns only one language’s columns, renamed', async () => {
      const [post] = await store.listPublishedPosts('ru')
      expect(Object.keys(post ?? {}).sort()).toEqual(
        ['category', 'excerpt', 'id', 'image_url', 'published_at', 'seo_score', 'slug', 'title', 'views_count'].sort(),
      )
      expect(post?.title).toMatch(/[а-яА-Я]/)
    })

    it('reads one post in one language', async () => {
      const post = await store.getPublishedPost('cuanto-tarda-reforma-cocina', 'de')
      expect(post?.id).toBe(kitchenId)
      expect(post?.content).toContain('## ')
      expect(post?.meta_description.length).toBeGreaterThan(20)
      expect(post?.keywords.length).toBeGreaterThan(2)
    })

    it('answers null for an unknown slug and for the draft', async () => {
      expect(await store.getPublishedPost('no-existe', 'es')).toBeNull()
      expect(await store.getPublishedPost('borrador-tendencias-reformas-2027', 'es')).toBeNull()
    })

    it('counts a view atomically and returns the new count; drafts and unknown ids count nothing', async () => {
      const before = (await store.getPublishedPost('cuanto-tarda-reforma-cocina', 'es'))?.views_count ?? 0
      expect(await store.incrementPostViews(kitchenId)).toBe(before + 1)
      expect(await store.incrementPostViews(kitchenId)).toBe(before + 2)
      expect(await store.incrementPostViews(draftId)).toBeNull()
      expect(await store.incrementPostViews('00000000-0000-4000-8000-000000000000')).toBeNull()
    })

    it('reads a published count without counting; drafts and unknown ids read nothing', async () => {
      const now = await store.getPostViews(kitchenId)
      expect(now).toBe((await store.getPublishedPost('cuanto-tarda-reforma-cocina', 'es'))?.views_count)
      expect(await store.getPostViews(kitchenId)).toBe(now)
      expect(await store.getPostViews(draftId)).toBeNull()
      expect(await store.getPostViews('00000000-0000-4000-8000-000000000000')).toBeNull()
    })

    it('lists the published slugs for the sitemap', async () => {
      const entries = await store.listSitemapPosts()
      expect(entries).toHaveLength(9)
      expect(entries.every((entry) => !Number.isNaN(Date.parse(entry.updated_at)))).toBe(true)
    })
  })
}

describe('the Supabase store', () => {
  it('sends the key, no session, and SPEC §7’s requests', async () => {
    const db = await seededPglite()
    const standIn = await startPostgrestStandIn(db, { secretKey })
    const store = createSupabaseStore(standIn.url, key, secretKey)
    await store.listPublishedPosts('fr')
    await store.getPublishedPost('caso-bano-chamartin-plato-ducha', 'fr')
    await store.incrementPostViews(kitchenId)
    const [list, single, rpc] = standIn.requests
    expect(list?.headers.apikey).toBe(key)
    expect(decodeURIComponent(list?.url ?? '')).toContain('published_at=not.is.null')
    expect(decodeURIComponent(list?.url ?? '')).toContain('order=published_at.desc')
    expect(single?.headers.accept).toContain('application/vnd.pgrst.object+json')
    expect(single?.url).toContain('slug=eq.caso-bano-chamartin-plato-ducha')
    expect(rpc).toMatchObject({ method: 'POST', url: '/rest/v1/rpc/increment_post_views' })
    // Reads go with the publishable key, the count with the secret one.
    expect(single?.headers.apikey).toBe(key)
    expect(rpc?.headers.apikey).toBe(secretKey)
    await standIn.close()
    await db.close()
  }, 30_000)

  it('cannot count a view with the publishable key alone (the public cannot call the counter)', async () => {
    const db = await seededPglite()
    const standIn = await startPostgrestStandIn(db, { secretKey })
    const before = (
      await db.query<{ n: number }>('select views_count as n from public.blog_posts where id = $1', [kitchenId])
    ).rows[0]?.n
    // What anyone holding the site's public key could do: the same store, given that key twice.
    const store = createSupabaseStore(standIn.url, key, key)
    await expect(store.incrementPostViews(kitchenId)).rejects.toThrow(/42501.*permission denied/)
    const after = (
      await db.query<{ n: number }>('select views_count as n from public.blog_posts where id = $1', [kitchenId])
    ).rows[0]?.n
    expect(after).toBe(before)
    await standIn.close()
    await db.close()
  }, 30_000)

  it('tells a failure apart from not found', async () => {
    const db = await seededPglite()
    const standIn = await startPostgrestStandIn(db, { failWith: 503 })
    const store = createSupabaseStore(standIn.url, key, secretKey)
    await expect(store.getPublishedPost('cuanto-tarda-reforma-cocina', 'es')).rejects.toBeInstanceOf(BlogStoreError)
    await expect(store.listPublishedPosts('es')).rejects.toBeInstanceOf(BlogStoreError)
    await standIn.close()
    await db.close()
  }, 30_000)

  it('fails within its time limit when the service does not answer', async () => {
    const store = createSupabaseStore('http://10.255.255.1:9', key, secretKey)
    const started = Date.now()
    await expect(store.listPublishedPosts('es')).rejects.toBeInstanceOf(BlogStoreError)
    expect(Date.now() - started).toBeLessThan(6000)
  }, 10_000)
})

describe('the embedded demo store', () => {
  it('sets a folder it cannot open aside and starts again, only when asked to (the demo)', async () => {
    const { mkdtempSync, writeFileSync, mkdirSync, readdirSync, rmSync } = await import('node:fs')
    const { join } = await import('node:path')
    const { tmpdir } = await import('node:os')
    const { createEmbeddedStore } = await import('../../app/blog/embedded-store.server')
    const root = mkdtempSync(join(tmpdir(), 'hogara-broken-'))
    const dataDir = join(root, 'blog')
    const breakIt = () => {
      mkdirSync(join(dataDir, 'global'), { recursive: true })
      writeFileSync(join(dataDir, 'PG_VERSION'), '17\n')
      writeFileSync(join(dataDir, 'global', 'pg_control'), 'not a control file')
    }
    try {
      breakIt()
      await expect(createEmbeddedStore(dataDir)).rejects.toThrow()
      const warn = console.warn
      console.warn = () => {}
      const store = await createEmbeddedStore(dataDir, 'supabase', { recover: true }).finally(() => {
        console.warn = warn
      })
      expect(await store.listPublishedPosts('es')).toHaveLength(9)
      await store.close()
      expect(readdirSync(root).some((name) => name.startsWith('blog.broken-'))).toBe(true)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }, 60_000)
})
