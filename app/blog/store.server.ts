import { getDatabase } from '../data/database.server'
import { type BlogStore, BlogStoreError, cardColumns, storeTimeoutMs } from './store-contract'
import { withShortMemory } from './store-memory.server'

export { type BlogStore, BlogStoreError, cardColumns, storeTimeoutMs }

let store: Promise<BlogStore> | undefined

/** The blog's store on the shared data layer (app/data/): Supabase when SUPABASE_URL is set, else the embedded one. */
export function getBlogStore(): Promise<BlogStore> {
  store ??= (async () => {
    const database = await getDatabase()
    if (database.kind === 'supabase') {
      const { supabaseStore } = await import('./supabase-store.server')
      return withShortMemory(supabaseStore(database))
    }
    const { embeddedStore } = await import('./embedded-store.server')
    return withShortMemory(embeddedStore(database.db))
  })()
  store.catch(() => {
    store = undefined
  })
  return store
}

/** Forgets the store (the shared database is closed by app/data/database.server.ts). */
export function forgetBlogStore(): void {
  store = undefined
}
