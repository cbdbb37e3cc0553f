import { LRUCache } from 'lru-cache'
import type { BlogStore } from './store-contract'

/** How long a list of posts is reused: a burst of searches or of server-function calls reads it once. */
export const listMemoryMs = 10_000

/**
 * The store with its two list reads kept briefly in memory (issue 23): a flood of distinct
 * searches, or of list calls, each needing the whole list, costs one query per language every
 * few seconds instead of one per request. A failed read is not kept. Single posts and view
 * counts are read each time.
 */
export function withShortMemory(store: BlogStore, ttlMs = listMemoryMs): BlogStore {
  const lists = new LRUCache<string, Promise<unknown>>({ max: 16, ttl: ttlMs })
  const remembered = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const kept = lists.get(key) as Promise<T> | undefined
    if (kept) return kept
    const reading = read()
    lists.set(key, reading)
    reading.catch(() => {
      if (lists.get(key) === reading) lists.delete(key)
    })
    return reading
  }
  return {
    ...store,
    listPublishedPosts: (locale) => remembered(`posts:${locale}`, () => store.listPublishedPosts(locale)),
    listSitemapPosts: () => remembered('sitemap', () => store.listSitemapPosts()),
  }
}
