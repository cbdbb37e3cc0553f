import { resourcesPaths } from '../../app.config.ts'
import { categories } from './post-keys'

/**
 * The blog's pages a crawler finds through links but not in the sitemap: each category list in
 * every language (`/de/ressourcen?category=best-practices`), kept before the server listens.
 */
export function categoryPagePaths(): string[] {
  return Object.values(resourcesPaths).flatMap((path) =>
    categories.map((category) => `${path}?category=${encodeURIComponent(category)}`),
  )
}

/** The page that shows whether the blog store answers: the resources list in Spanish. */
export const blogProbePath = resourcesPaths.es
