import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const virtualId = 'virtual:client-message-keys'
const clientModule = fileURLToPath(new URL('../app/i18n/messages.client.ts', import.meta.url))
const messagePatternModule = /app\/i18n\/message-pattern\.ts$/

/**
 * In the production build, the browser's `m` reads one language's messages from the page instead
 * of bundling Paraglide's five (docs/decisions/010-javascript-before-interaction.md):
 * - client build: `paraglide/messages.js` resolves to app/i18n/messages.client.ts, and every
 *   `m.key` the client's modules use is recorded;
 * - server build (which runs after the client's): `virtual:client-message-keys` lists those
 *   keys, so the server writes exactly them into each page.
 * The development server keeps Paraglide's own messages in the browser, and the list is empty.
 */
export function clientMessages(): Plugin {
  const keys = new Set<string>()
  let building = false
  return {
    name: 'reformas:client-messages',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build'
    },
    resolveId(source, importer) {
      if (source === virtualId) return `\0${virtualId}`
      if (
        building &&
        this.environment.name === 'client' &&
        /paraglide\/messages\.js$/.test(source) &&
        importer &&
        !importer.includes('/app/paraglide/')
      ) {
        return clientModule
      }
    },
    load(id) {
      if (id !== `\0${virtualId}`) return
      const list = building && this.environment.name !== 'client' ? [...keys].sort() : []
      // Pages would then carry no messages for the browser: fail loudly rather than ship that.
      if (building && this.environment.name !== 'client' && list.length === 0) {
        this.error('The server was built before the client: no message keys were recorded for the browser')
      }
      return `export default ${JSON.stringify(list)}`
    },
    transform(code, id) {
      if (!building || this.environment.name !== 'client') return
      if (!/\/app\/.*\.(tsx?|jsx?)(\?.*)?$/.test(id) || id.includes('/app/paraglide/')) return
      if (!/paraglide\/messages\.js['"]/.test(code)) return
      for (const match of code.matchAll(/(?<![\w$.])m\.([A-Za-z_$][\w$]*)/g)) keys.add(match[1] as string)
      if (!messagePatternModule.test(id.replace(/\?.*$/, '')) && /(?<![\w$.])m\[/.test(code)) {
        this.error(`${id}: the browser's messages are found by name; write m.key, not m[key]`)
      }
    },
  }
}
