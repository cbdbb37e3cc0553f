/**
 * Every picture on the site by name. A raster photo dropped into ./photos/<name>.jpg (or .png,
 * .webp) replaces the illustration ./illustrations/<name>.svg everywhere, and the build turns it
 * into AVIF, WebP and JPEG at several widths (vite-imagetools). See ./README.md.
 */
export type ResponsivePicture = {
  sources: Record<string, string>
  img: { src: string; w: number; h: number }
}

export type SiteImage =
  | { kind: 'photo'; picture: ResponsivePicture; width: number; height: number }
  | { kind: 'illustration'; src: string; width: number; height: number }

const photos = import.meta.glob<ResponsivePicture>('./photos/*.{jpg,jpeg,png,webp}', {
  eager: true,
  import: 'default',
  query: { w: '480;800;1200;1600', format: 'avif;webp;jpg', as: 'picture' },
})
// `no-inline`: every drawing is its own cached file, never a data: URL inside the page's JavaScript.
const illustrations = import.meta.glob<string>('./illustrations/*.svg', {
  eager: true,
  import: 'default',
  query: '?url&no-inline',
})

const byName = <T>(modules: Record<string, T>) =>
  new Map(Object.entries(modules).map(([path, value]) => [path.replace(/^.*\/|\.[a-z]+$/g, ''), value]))
const photoByName = byName(photos)
const illustrationByName = byName(illustrations)

/** The photo of that name if one was dropped in, else the illustration, drawn at width × height. */
export function siteImage(name: string, width: number, height: number): SiteImage {
  const picture = photoByName.get(name)
  if (picture) return { kind: 'photo', picture, width: picture.img.w, height: picture.img.h }
  const src = illustrationByName.get(name)
  if (!src) throw new Error(`No photo or illustration named "${name}" in app/images`)
  return { kind: 'illustration', src, width, height }
}

const partnerLogos = byName(
  import.meta.glob<string>('./partners/*.{svg,png,webp}', { eager: true, import: 'default', query: '?url&no-inline' }),
)

/** The URL of a supplier's logo, saved as ./partners/<name>.svg (or .png, .webp). */
export function partnerLogo(name: string): string {
  const src = partnerLogos.get(name)
  if (!src) throw new Error(`No partner logo named "${name}" in app/images/partners`)
  return src
}
