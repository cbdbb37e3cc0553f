import { resourcesPaths } from '../../app.config.ts'
import { categories } from './post-keys'

/**
 * The blog's pages a crawler finds through links but not in the sitemap: each category list in
 * every language (`/de/ressourcen?category=best-practices`), listed with the sitemap's
 * (app/site/listed-pages.server.ts).
 */
export function categoryPagePaths(): string[] {
  return Object.values(resourcesPaths).flatMap((path) =>
    categories.map((category) => `${path}?category=${encodeURIComponent(category)}`),
  )
}
