import type { CompilerOptions } from '@inlang/paraglide-js'
import { localeCookie } from '../../app.config.ts'
import { paraglideUrlPatterns } from './url-patterns.ts'

/**
 * One set of compiler options for the Vite plugin and for `npm run generate`.
 * The URL decides the language of every page; the cookie and Accept-Language only act on
 * unprefixed URLs, in app/server.ts, before Paraglide runs (SPEC §2.1's order).
 */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './app/paraglide',
  outputStructure: 'message-modules' as const,
  strategy: ['url', 'baseLocale'] as CompilerOptions['strategy'],
  cookieName: localeCookie.name,
  urlPatterns: paraglideUrlPatterns(),
  emitGitIgnore: true,
} satisfies CompilerOptions
