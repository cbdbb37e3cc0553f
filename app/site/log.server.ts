/**
 * Text from a request made safe for one log line: control characters (terminal escapes, CR/LF),
 * format characters (bidi overrides, zero-width marks) and line and paragraph separators become
 * a space, and the length is bounded. Every log line built from request data goes through it.
 */
export function forLog(text: string, max = 160): string {
  const flat = text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max)}…` : flat
}

/** `prefix: detail`, the detail sanitized (or the prefix alone when there is none). */
export function logLine(prefix: string, detail = ''): string {
  const safe = forLog(detail)
  return safe ? `${forLog(prefix, 400)}: ${safe}` : forLog(prefix, 400)
}

/** A request path for the log: bounded, so a hostile 8 KB URL cannot flood it. */
export function logPath(requestUrl: string, max = 200): string {
  const { pathname, search } = new URL(requestUrl)
  const path = forLog(pathname + search, Number.POSITIVE_INFINITY)
  return path.length > max ? `${path.slice(0, max)}… (${path.length} chars)` : path
}
