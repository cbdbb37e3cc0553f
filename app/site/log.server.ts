/** A request path for the log: bounded, so a hostile 8 KB URL cannot flood it. */
export function logPath(requestUrl: string, max = 200): string {
  const { pathname, search } = new URL(requestUrl)
  const path = pathname + search
  return path.length > max ? `${path.slice(0, max)}… (${path.length} chars)` : path
}
