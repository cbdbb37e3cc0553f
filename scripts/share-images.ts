// After `vite build`: the link-preview cards (app/seo/share-image.ts). Facebook, WhatsApp, LinkedIn
// and X show no SVG, so each page's picture becomes a 1200 × 630 PNG in the build's /share/ folder:
// the home page's and each service page's hero (the photo dropped into app/images/photos/ if there
// is one, else the drawing), and every drawing in public/blog/ (the articles' pictures). The
// picture keeps its 4:3 box whole, on the right; the left is a navy band with the brand mark.
// Rendered by resvg (@resvg/resvg-js, a prebuilt binary: no browser, no network). Output goes to
// the build only, never into the repository.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { homeImages, serviceImages } from '../app/images/page-images.ts'
import { articleShareCardPath, type ShareCardPage, shareCard, shareCardPath } from '../app/seo/share-image.ts'

// The folder the build's files are served from: dist/client, or a host build's publish folder
// (vite.config.ts, nitro's `publicDir`).
const outDir = process.env.NITRO_PRESET ? 'netlify-publish' : 'dist/client'
const { width, height } = shareCard
const band = width - Math.round((height * 4) / 3) // 360 px: the picture is 840 × 630, 4:3
const navy = '#16223a'
const markSize = 160

const pagePictures: Record<ShareCardPage, string> = {
  home: homeImages.hero,
  integral: serviceImages.integral.hero,
  buildings: serviceImages.buildings.hero,
  kitchen: serviceImages.kitchen.hero,
  bathroom: serviceImages.bathroom.hero,
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`

/** The picture of that name as app/images/images.ts resolves it: a photo first, else the drawing. */
function sitePicture(name: string): string {
  for (const [extension, type] of [
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
  ] as const) {
    const photo = `app/images/photos/${name}.${extension}`
    if (existsSync(photo)) return dataUrl(type, readFileSync(photo))
  }
  // A WebP photo is served on the site, but resvg reads only JPEG and PNG: its card shows the drawing.
  if (existsSync(`app/images/photos/${name}.webp`))
    console.warn(`share-images: app/images/photos/${name}.webp is WebP; its card uses the drawing (save a .jpg)`)
  const drawing = `app/images/illustrations/${name}.svg`
  if (!existsSync(drawing)) throw new Error(`share-images: no photo or drawing named "${name}" in app/images`)
  return dataUrl('image/svg+xml', readFileSync(drawing))
}

const mark = dataUrl('image/svg+xml', readFileSync('public/favicon.svg'))

/** The card: the navy band with the mark, and the picture filling its 4:3 box (centred, cropped if wider). */
function card(picture: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${navy}"/>
<image href="${mark}" x="${(band - markSize) / 2}" y="${(height - markSize) / 2}" width="${markSize}" height="${markSize}"/>
<image href="${picture}" x="${band}" y="0" width="${width - band}" height="${height}" preserveAspectRatio="xMidYMid slice"/>
</svg>`
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng()
}

if (!existsSync(outDir)) throw new Error(`share-images: ${outDir} does not exist; run vite build first`)
const started = Date.now()
const jobs: [path: string, picture: () => string][] = [
  ...Object.entries(pagePictures).map(
    ([page, name]) => [shareCardPath(page as ShareCardPage), () => sitePicture(name)] as [string, () => string],
  ),
  ...readdirSync('public/blog')
    .filter((file) => file.endsWith('.svg'))
    .map(
      (file) =>
        [
          articleShareCardPath(file.replace(/\.svg$/, '')),
          () => dataUrl('image/svg+xml', readFileSync(join('public/blog', file))),
        ] as [string, () => string],
    ),
]
let bytes = 0
let largest = 0
for (const [path, picture] of jobs) {
  const png = card(picture())
  const file = join(outDir, path)
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, png)
  bytes += png.byteLength
  largest = Math.max(largest, png.byteLength)
}
console.log(
  `share-images: ${jobs.length} cards of ${width}×${height} in ${outDir}/share/, ${(bytes / 1024).toFixed(0)} KB ` +
    `(largest ${(largest / 1024).toFixed(0)} KB), ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
