import type { Plugin } from 'vite'

/**
 * Paraglide's runtime imports the URLPattern polyfill for every browser. In the client build this
 * takes that import out; app/client.tsx loads the polyfill before hydrating, and only where the
 * browser lacks URLPattern. The server keeps it (Node 24 has no URLPattern yet).
 */
export function urlPatternOnDemand(): Plugin {
  const polyfillImport = 'import "@inlang/paraglide-js/urlpattern-polyfill";'
  return {
    name: 'reformas:url-pattern-on-demand',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!id.replace(/\?.*$/, '').endsWith('/app/paraglide/runtime.js')) return
      if (!code.includes(polyfillImport)) this.error(`${id} no longer imports the URLPattern polyfill as expected`)
      return { code: code.replace(polyfillImport, ''), map: null }
    },
  }
}
