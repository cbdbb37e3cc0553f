import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { constants, createGzip } from 'node:zlib'
import type { Plugin } from 'vite'

/** One client chunk as the bundler wrote it: what it imports and which modules it holds. */
export type ChunkStats = {
  file: string
  imports: string[]
  dynamicImports: string[]
  modules: { id: string; bytes: number; gzip: number }[]
}

export const bundleStatsFile = 'dist/bundle-stats.json'

/**
 * Writes the client build's chunk graph with each module's rendered size to dist/bundle-stats.json
 * (outside dist/client, so it is never served). `npm run size` reads it to say where the bytes go.
 */
export function bundleStats(): Plugin {
  return {
    name: 'reformas:bundle-stats',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const chunks: ChunkStats[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules = Object.entries(output.modules).filter(([, module]) => module.renderedLength > 0)
        const gzipped = await gzippedInContext(modules.map(([, module]) => module.code ?? ''))
        chunks.push({
          file: output.fileName,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: modules.map(([id, module], index) => ({
            id: moduleName(id),
            bytes: module.renderedLength,
            gzip: gzipped[index] ?? 0,
          })),
        })
      }
      mkdirSync(dirname(bundleStatsFile), { recursive: true })
      writeFileSync(bundleStatsFile, `${JSON.stringify(chunks, null, 1)}\n`)
    },
  }
}

/**
 * What each module adds to its chunk's gzipped size: one gzip stream over the chunk's modules in
 * order, flushed after each, so a module is charged only for what the ones before it did not
 * already say (a small module alone would look far bigger than it is).
 */
async function gzippedInContext(codes: string[]): Promise<number[]> {
  const gzip = createGzip({ level: 9 })
  let produced = 0
  gzip.on('data', (data: Buffer) => {
    produced += data.length
  })
  const sizes: number[] = []
  for (const code of codes) {
    const before = produced
    gzip.write(code)
    await new Promise<void>((resolve) => gzip.flush(constants.Z_SYNC_FLUSH, () => resolve()))
    sizes.push(produced - before)
  }
  gzip.end()
  return sizes
}

/** `node_modules/swiper/…` and `app/…` rather than absolute paths and query strings. */
function moduleName(id: string): string {
  const path = relative(process.cwd(), id.replace(/^\0/, '').replace(/\?.*$/, ''))
  return path.replace(/^.*node_modules\//, 'node_modules/')
}
