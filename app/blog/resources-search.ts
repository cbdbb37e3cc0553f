import * as v from 'valibot'
import { type Category, categories } from './schemas'

export type ResourcesSearch = { q?: string; category?: Category }

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** ?q=&category= — a filtered list is a link. Unknown or malformed values mean "no filter". */
export const ResourcesSearchSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((raw): ResourcesSearch => {
    const q = first(raw.q)
    const category = first(raw.category)
    const text = typeof q === 'string' || typeof q === 'number' ? String(q).slice(0, 100).trim() : ''
    return {
      ...(text ? { q: text } : {}),
      ...(categories.includes(category as Category) ? { category: category as Category } : {}),
    }
  }),
)
