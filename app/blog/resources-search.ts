import { type Category, isCategory } from './post-keys'

export type ResourcesSearch = { q?: string; category?: Category }

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/**
 * ?q=&category= — a filtered list is a link. Unknown or malformed values mean "no filter"; nothing
 * here can fail. The route's `validateSearch` and the server's page-cache key
 * (app/site/page-url.ts) both read the query with this one function.
 */
export function parseResourcesSearch(raw: Record<string, unknown>): ResourcesSearch {
  const q = first(raw.q)
  const category = first(raw.category)
  const text = typeof q === 'string' || typeof q === 'number' ? String(q).slice(0, 100).trim() : ''
  return {
    ...(text ? { q: text } : {}),
    ...(isCategory(category) ? { category } : {}),
  }
}
