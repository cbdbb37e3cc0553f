import { company } from '../../app.config.ts'

/** The longest title a search result shows in full (`npm run check:seo` checks every page). */
export const maxTitleLength = 60

/**
 * The document title: the page's own title with the company name appended when both fit in
 * 60 characters, otherwise the page's title alone (a cut-off title reads worse than no brand).
 */
export function documentTitle(pageTitle: string): string {
  const branded = `${pageTitle} | ${company.name}`
  return [...branded].length <= maxTitleLength ? branded : pageTitle
}
