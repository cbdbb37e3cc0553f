import { createHash } from 'node:crypto'

/**
 * The security headers of every response (the server entry for pages, scripts/serve.ts for
 * files). Pages get a Content-Security-Policy that allows the site itself, the hashes of the
 * inline scripts it rendered (so a cached or prerendered copy stays valid, unlike a nonce) and
 * the quote form provider's script and frame hosts, which load only on the visitor's click.
 */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
}

/** Files (scripts, styles, images, feeds) run nothing and embed nothing. */
export const fileCsp = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

export type PagePolicy = {
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes: string[]
  /** Origins of the quote form provider (its script, its frames). */
  providerOrigins: string[]
  /** Extra image origins (the blog's image storage when it lives elsewhere). */
  imageOrigins?: string[]
}

export function pageCsp({ scriptHashes, providerOrigins, imageOrigins = [] }: PagePolicy): string {
  const providers = [...new Set(providerOrigins)]
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes.map((hash) => `'${hash}'`), ...providers].join(' ')}`.trim(),
    `style-src 'self' 'unsafe-inline' ${providers.join(' ')}`.trim(),
    `img-src 'self' data: ${[...providers, ...imageOrigins].join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${providers.join(' ')}`.trim(),
    `frame-src ${providers.join(' ') || "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/** The CSP hash of every inline script in a rendered page (scripts with `src` need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/.test(attributes) || content === '') continue
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

/** Sets the security headers on a response's headers, with the page's or the file policy. */
export function applySecurityHeaders(headers: Headers, csp: string = fileCsp): Headers {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) headers.set(name, value)
  headers.set('Content-Security-Policy', csp)
  headers.delete('X-Powered-By')
  return headers
}
