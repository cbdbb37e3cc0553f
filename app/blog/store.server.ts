import { type BlogStore, BlogStoreError, cardColumns, storeTimeoutMs } from './store-contract'
import { withShortMemory } from './store-memory.server'

export { type BlogStore, BlogStoreError, cardColumns, storeTimeoutMs }

let store: Promise<BlogStore> | undefined

/** The configured store, created once: Supabase when SUPABASE_URL is set, else the embedded one. */
export function getBlogStore(): Promise<BlogStore> {
  store ??= (async () => {
    const { blogEnv } = await import('./env.server')
    if (blogEnv.SUPABASE_URL) {
      const { createSupabaseStore } = await import('./supabase-store.server')
      return withShortMemory(
        createSupabaseStore(blogEnv.SUPABASE_URL, blogEnv.SUPABASE_PUBLISHABLE_KEY, blogEnv.SUPABASE_SECRET_KEY ?? ''),
      )
    }
    const { createEmbeddedStore } = await import('./embedded-store.server')
    return withShortMemory(
      await createEmbeddedStore(blogEnv.BLOG_DATA_DIR, 'supabase', { recover: process.env.SITE_DEMO === '1' }),
    )
  })()
  store.catch(() => {
    store = undefined
  })
  return store
}

/** Closes the store if one was opened (the embedded database flushes and closes its files). */
export async function closeBlogStore(): Promise<void> {
  const opened = store
  store = undefined
  if (opened) await (await opened.catch(() => undefined))?.close()
}
