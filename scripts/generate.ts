// Generates what a fresh clone lacks before type checking or building: the inlang plugin cache
// (this network cannot reach the CDN), Paraglide's message functions, and the route tree.
// See docs/decisions/002-offline-paraglide.md.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../app/i18n/paraglide-options.ts'
import { generateRouteTree } from './route-tree.ts'

/** 64-bit FNV-1a in base 36, exactly as @inlang/sdk names its plugin cache files. */
export function inlangCacheName(url: string): string {
  let hash = 14695981039346656037n
  for (const byte of new TextEncoder().encode(url)) {
    hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 1099511628211n)
  }
  return hash.toString(36)
}

/** Inlang fetches its plugins from the CDN first and falls back to this cache. */
function fillInlangPluginCache() {
  const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as { modules: string[] }
  mkdirSync('project.inlang/cache/plugins', { recursive: true })
  for (const url of settings.modules) {
    const match = /\/npm\/(@inlang\/[^@/]+)@[^/]+\/(.+)$/.exec(url)
    if (!match) throw new Error(`generate: no npm package for inlang module ${url}`)
    copyFileSync(`node_modules/${match[1]}/${match[2]}`, `project.inlang/cache/plugins/${inlangCacheName(url)}`)
  }
  // Paraglide skips a compile whose inputs look unchanged; an earlier empty compile must not stick.
  rmSync('project.inlang/cache/paraglide-js', { recursive: true, force: true })
}

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

fillInlangPluginCache()
await compileMessages()
if (!process.argv.includes('--messages-only')) await generateRouteTree()
