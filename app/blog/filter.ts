import type { Category } from './post-keys'

/** Lowercase without accents, so "banos" finds "baños" and "Renovation" finds "rénovation". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('und')
}

/** SPEC §5: a substring of the title or excerpt in the page's language, and the exact category. */
export function filterPosts<P extends { title: string; excerpt: string; category: Category }>(
  posts: P[],
  filters: { q?: string; category?: Category },
): P[] {
  const needle = foldForSearch(filters.q?.trim() ?? '')
  return posts.filter(
    (post) =>
      (!filters.category || post.category === filters.category) &&
      (needle === '' || foldForSearch(post.title).includes(needle) || foldForSearch(post.excerpt).includes(needle)),
  )
}
