import type { Plugin } from 'vite'

/**
 * TanStack's store reads state through `use-sync-external-store/shim/with-selector`, whose shim
 * stands in for `useSyncExternalStore` on React before 18 and, on React 19, only hands back
 * React's own (its production build checks `React.useSyncExternalStore` first). In the client
 * build it resolves to the package's `with-selector`, the same function built on React's own
 * hook (the one Headless UI already uses), so the shim's dead code leaves every page.
 */
export function noStoreShim(): Plugin {
  return {
    name: 'reformas:no-store-shim',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer, options) {
      if (source !== 'use-sync-external-store/shim/with-selector') return
      return this.resolve('use-sync-external-store/with-selector', importer, { ...options, skipSelf: true })
    },
  }
}
