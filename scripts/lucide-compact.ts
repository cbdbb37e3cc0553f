import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const compact = fileURLToPath(new URL('../app/ui/lucide-icon.ts', import.meta.url))

/**
 * Every lucide-react icon is built by `createLucideIcon`, whose generic machinery (a context, an
 * attribute builder for every framework) weighs more than the dozen icons a page shows. In the
 * build, the icons' own import of it resolves to app/ui/lucide-icon.ts, which renders the same
 * <svg> (server and browser alike, so hydration sees the same markup).
 */
export function lucideCompact(): Plugin {
  return {
    name: 'reformas:lucide-compact',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer?.includes('/lucide-react/dist/esm/icons/')) return compact
    },
  }
}
