import type { Plugin } from 'vite'

/**
 * Paraglide's runtime carries its `urlPatterns` as a literal: every localized path of every
 * screen, which app.config.ts's `screens` already brings to the browser. In the client build the
 * literal becomes a call to the function it was compiled from (app/i18n/url-patterns.ts, through
 * app/i18n/paraglide-options.ts), so each path ships once. The server keeps the literal.
 */
export function urlPatternsFromConfig(): Plugin {
  const literal = /export const urlPatterns = \[[\s\S]*?\n\];/
  return {
    name: 'reformas:url-patterns-from-config',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!id.replace(/\?.*$/, '').endsWith('/app/paraglide/runtime.js')) return
      if (!literal.test(code)) this.error(`${id} no longer declares urlPatterns as expected`)
      const derived = 'export const urlPatterns = paraglideUrlPatterns();'
      return {
        code: `import { paraglideUrlPatterns } from '../i18n/url-patterns.ts';\n${code.replace(literal, derived)}`,
        map: null,
      }
    },
  }
}
