// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every compressible file of
// dist/client, at the highest quality, so the server sends files compressed without spending CPU
// per request (scripts/serve.ts serves them with srvx's `encodings`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = 'dist/client'
if (process.env.NITRO_PRESET) {
  // A host build (docs/deploy.md): its CDN compresses, and dist/ belongs to `npm start`.
  console.log(`precompress: skipped for the ${process.env.NITRO_PRESET} build`)
  process.exit(0)
}
const compressible = /\.(js|mjs|css|html|svg|xml|json|webmanifest|txt|ico)$/i

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

let count = 0
let before = 0
let after = 0
for (const path of files(root)) {
  if (!compressible.test(path)) continue
  const raw = readFileSync(path)
  if (raw.byteLength < 1024) continue
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength },
  })
  writeFileSync(`${path}.br`, br)
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }))
  count++
  before += raw.byteLength
  after += br.byteLength
}
console.log(`precompress: ${count} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`)
