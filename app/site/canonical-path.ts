/**
 * One URL per page (issue 16): the canonical form of a request path, as RFC 3986 §6.2.2 normalises
 * it, plus the site's own rule that page paths are lower case.
 *
 * - Percent-escapes of unreserved characters (`%61` for `a`, `%2D` for `-`) are decoded; the
 *   others keep their escape, written in upper-case hex (`%c3%a9` → `%C3%A9`).
 * - Page paths (not `/_…` internals, not file names) fold ASCII letters to lower case: every
 *   route and slug of the site is lower case, and `/RECURSOS` is `/recursos`.
 * - Dot segments that decoding reveals are resolved, and leading slashes fold to one, so the
 *   result is always a path on this origin (never `//host`).
 */
export function canonicalPath(pathname: string): string {
  let path = pathname.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16))
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`
  })
  if (isPagePath(path))
    path = path.replace(/%[0-9A-Fa-f]{1,2}|[A-Z]+/g, (part) => (part[0] === '%' ? part : part.toLowerCase()))
  if (/(^|\/)\.\.?(\/|$)/.test(path)) path = new URL(path, 'http://canonical.invalid').pathname
  return path.replace(/^\/{2,}/, '/')
}

/** Pages, not the framework's internals (`/_serverFn/…`) nor files (`/assets/app-Bx1.js`). */
const isPagePath = (path: string) => !path.startsWith('/_') && !/\.[A-Za-z0-9]+$/.test(path)

/** No page of the site has a longer path (the longest slug is 200 characters). */
export const maxPagePathLength = 256

/**
 * A path too long to be a page, cut to its first 100 characters and an ellipsis: what the
 * not-found page is rendered for, so a 15 KB URL does not come back ten times in the answer.
 */
export function shortenedPath(path: string): string {
  return `${path.slice(0, 100).replace(/%[0-9A-Fa-f]?$/, '')}%E2%80%A6`
}
