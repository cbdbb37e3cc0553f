import { createHash, randomBytes } from 'node:crypto'
import { quoteProvider } from '../../app.config.ts'

/**
 * The security headers of every response (the server entry for pages, scripts/serve.ts for
 * files). Pages get a Content-Security-Policy that allows the site itself, the quote form
 * provider's script and frame hosts (which load only on the visitor's click), and exactly the
 * inline scripts the site wrote: each render gets a fresh nonce, the framework stamps it on its own
 * scripts and the JSON-LD, and only the scripts carrying it are hashed into the policy. An injected
 * script lacks the nonce, so it is not allowed. The nonce itself is then removed from the page, so a
 * cached copy serves the same policy to every visitor and nothing in it can be replayed
 * (docs/decisions/009-csp-nonce.md).
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
  /** 'sha256-…' sources of the page's own inline scripts. */
  scriptHashes: string[]
  /** Origins of the quote form provider (its frames, its styles, its calls). */
  providerOrigins: string[]
  /** The provider's widget script, by its full URL: the one script of theirs the page may load. */
  providerScripts?: string[]
  /** Extra image origins (the blog's image storage when it lives elsewhere). */
  imageOrigins?: string[]
}

/** Where browsers send CSP violation reports (app/site/csp-report.server.ts). */
export const cspReportPath = '/csp-report'

export function pageCsp({ scriptHashes, providerOrigins, providerScripts, imageOrigins = [] }: PagePolicy): string {
  const providers = [...new Set(providerOrigins)]
  const scripts = providerScripts ?? providers
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes.map((hash) => `'${hash}'`), ...scripts].join(' ')}`.trim(),
    `style-src 'self' 'unsafe-inline' ${providers.join(' ')}`.trim(),
    `img-src 'self' data: ${[...providers, ...imageOrigins].join(' ')}`.trim(),
    // data: for the one inlined font, the Russian language name's six letters (app/styles.css).
    "font-src 'self' data:",
    `connect-src 'self' ${providers.join(' ')}`.trim(),
    `frame-src ${providers.join(' ') || "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `report-uri ${cspReportPath}`,
  ].join('; ')
}

/**
 * Trusted Types, reported rather than enforced: React and the router write `<script>` text on
 * client-side navigation (the JSON-LD of the next page) and the quote provider's widget writes
 * HTML, all without a Trusted Types policy, so enforcing would break both. The reports show
 * every such sink in the logs (docs/decisions/009-csp-nonce.md).
 */
export const pageCspReportOnly = `require-trusted-types-for 'script'; report-uri ${cspReportPath}`

let sources: Pick<PagePolicy, 'providerOrigins' | 'providerScripts'> | undefined

/**
 * The quote form provider in the policy: its widget script by its exact URL in `script-src`
 * (QUOTE_FORM_SCRIPT_URL, https only, checked at start), and its origins for its frames.
 */
export function providerSources(): Pick<PagePolicy, 'providerOrigins' | 'providerScripts'> {
  if (!sources) {
    const script = process.env.QUOTE_FORM_SCRIPT_URL || quoteProvider.scriptUrl
    let url: URL | undefined
    try {
      url = new URL(script)
    } catch {}
    // A CSP source with a path matches that file exactly; its query and fragment are not part of it.
    const scriptSource = url ? `${url.origin}${url.pathname}` : undefined
    sources = {
      providerScripts: scriptSource ? [scriptSource] : [],
      providerOrigins: [...new Set([...(url ? [url.origin] : []), ...quoteProvider.origins])],
    }
  }
  return sources
}

/** A fresh nonce for one render: 128 random bits, base64url. */
export function newNonce(): string {
  return randomBytes(16).toString('base64url')
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * The CSP hashes of the inline scripts that carry this render's nonce: the ones the framework
 * wrote (its bootstrap and hydration data, React's streaming scripts, the JSON-LD). A script
 * without it, such as one injected into the page, gets no hash and does not run.
 */
export function ownScriptHashes(html: string, nonce: string): string[] {
  const marker = ` nonce="${nonce}"`
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of html.matchAll(inlineScript)) {
    if (!` ${attributes}`.includes(marker) || /\bsrc\s*=/.test(attributes) || content === '') continue
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

/** The page without its render's nonce: no attribute, no `csp-nonce` meta (the router's copy). */
export function withoutNonce(html: string, nonce: string): string {
  return html.replaceAll(`<meta property="csp-nonce" content="${nonce}"/>`, '').replaceAll(` nonce="${nonce}"`, '')
}

/** Sets the security headers on a response's headers, with the page's or the file policy. */
export function applySecurityHeaders(headers: Headers, csp: string = fileCsp): Headers {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) headers.set(name, value)
  headers.set('Content-Security-Policy', csp)
  if (csp === fileCsp) headers.delete('Content-Security-Policy-Report-Only')
  else headers.set('Content-Security-Policy-Report-Only', pageCspReportOnly)
  headers.delete('X-Powered-By')
  return headers
}
