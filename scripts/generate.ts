// Generates what a fresh clone lacks before type checking or building: the inlang plugin cache
// (from the pinned npm packages, never the CDN), Paraglide's message functions, and the route tree.
// See docs/decisions/002-offline-paraglide.md.
import { readdirSync, readFileSync } from 'node:fs'
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../app/i18n/paraglide-options.ts'
import { loadInlangPluginsFromNpm } from './inlang-offline.ts'
import { generateRouteTree } from './route-tree.ts'

async function compileMessages() {
  await compile(paraglideOptions)
  const expected = Object.keys(JSON.parse(readFileSync('messages/es.json', 'utf8'))).filter((k) => k !== '$schema')
  const compiled = readdirSync(`${paraglideOptions.outdir}/messages`).filter(
    (file) => file.endsWith('.js') && !file.startsWith('_'),
  )
  if (expected.length === 0 || compiled.length < expected.length) {
    throw new Error(
      `Paraglide compiled ${compiled.length} of ${expected.length} messages: the inlang plugins did not load.`,
    )
  }
  console.log(`paraglide: ${compiled.length} messages compiled`)
}

loadInlangPluginsFromNpm()
await compileMessages()
if (!process.argv.includes('--messages-only')) await generateRouteTree()
// The inlang SDK's database (lix) leaves 30-second timers behind that would hold the process.
process.exit(0)
