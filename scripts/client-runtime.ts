import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const clientRuntimeFile = fileURLToPath(new URL('../app/i18n/runtime.client.ts', import.meta.url))

/**
 * In the production client build, the app's imports of `paraglide/runtime.js` resolve to
 * app/i18n/runtime.client.ts: the same `getLocale`, `localizeUrl` and `deLocalizeUrl` over the
 * site's URL patterns, without Paraglide's generic runtime (tests/unit/runtime-client.test.ts
 * compares their answers). The server and the development server keep Paraglide's.
 */
export function clientRuntime(): Plugin {
  return {
    name: 'reformas:client-runtime',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (/paraglide\/runtime\.js$/.test(source) && importer && !importer.includes('/app/paraglide/')) {
        return clientRuntimeFile
      }
    },
  }
}
