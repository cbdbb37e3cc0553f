// Inlang's plugins, from the npm packages this project pins, never from the network.
// See docs/decisions/002-offline-paraglide.md.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const settingsPath = 'project.inlang/settings.json'

/** 64-bit FNV-1a in base 36, exactly as @inlang/sdk names its plugin cache files. */
export function inlangCacheName(url: string): string {
  let hash = 14695981039346656037n
  for (const byte of new TextEncoder().encode(url)) {
    hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 1099511628211n)
  }
  return hash.toString(36)
}

/** The plugin URLs of settings.json, which inlang Fink needs as they are. */
export function inlangModuleUrls(): string[] {
  return (JSON.parse(readFileSync(settingsPath, 'utf8')) as { modules: string[] }).modules
}

/**
 * Copies each plugin from its npm package into the cache the inlang SDK falls back to, and makes
 * the SDK's fetch of those URLs fail at once. It fetches before it reads its cache, and from a
 * machine without a route to the CDN the DNS lookup alone took about 15 s per compile.
 */
export function loadInlangPluginsFromNpm() {
  const urls = inlangModuleUrls()
  mkdirSync('project.inlang/cache/plugins', { recursive: true })
  for (const url of urls) {
    const match = /\/npm\/(@inlang\/[^@/]+)@[^/]+\/(.+)$/.exec(url)
    if (!match) throw new Error(`inlang: no npm package for the module ${url} of ${settingsPath}`)
    copyFileSync(`node_modules/${match[1]}/${match[2]}`, `project.inlang/cache/plugins/${inlangCacheName(url)}`)
  }
  // Paraglide skips a compile whose inputs look unchanged; an earlier empty compile must not stick.
  rmSync('project.inlang/cache/paraglide-js', { recursive: true, force: true })
  const fetchFromNetwork = globalThis.fetch
  if ((fetchFromNetwork as { inlangOffline?: true }).inlangOffline) return
  const offlineFetch = (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (urls.includes(url)) {
      return Promise.reject(new TypeError(`${url} is read from project.inlang/cache (the pinned npm package)`))
    }
    return fetchFromNetwork(input, init)
  }
  globalThis.fetch = Object.assign(offlineFetch, { inlangOffline: true as const }) as typeof fetch
}
