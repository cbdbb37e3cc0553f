/**
 * The picture a shared link shows (Open Graph, X). Facebook, WhatsApp, LinkedIn and X show no SVG,
 * so every page names a 1200 × 630 PNG: a card that scripts/share-images.ts renders at build time
 * from the page's own picture (the drawing, or the photo dropped in for it) into the build's
 * /share/ folder, or the brand card public/og-default.png. Cards are named by page, not by
 * picture, so no map of pictures reaches the browser's JavaScript (head() runs there too).
 */
import type { ServiceKey } from '../services/services'

export type OgImage = { url: string; width?: number; height?: number; type?: string; alt?: string }

/** Every card the build renders has this size and type. */
export const shareCard = { width: 1200, height: 630, type: 'image/png' } as const

/** The brand card: the logo and the company's name on navy (scripts/make-icons.ts). */
export const defaultShareCardPath = '/og-default.png'

/** A page with a card of its own: the home page and each service page show their hero picture. */
export type ShareCardPage = 'home' | ServiceKey

export const shareCardPath = (page: ShareCardPage) => `/share/${page}.png`

/** The card of a drawing in public/blog/<slug>.svg, the sample articles' pictures. */
export const articleShareCardPath = (slug: string) => `/share/blog/${slug}.png`

/** A site drawing in public/blog whose card the build renders: `/blog/<slug>.svg`. */
const siteBlogDrawing = /^\/blog\/([a-z0-9-]+)\.svg$/

const rasterTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
}

/**
 * The share image of an article from its `image_url`: the card of a site drawing; a raster image
 * as it is (its size is not known here, so none is claimed); undefined for no picture or any other
 * SVG, which then shares the brand card.
 */
export function articleShareImage(imageUrl: string | null, alt: string, site: string): OgImage | undefined {
  if (!imageUrl) return undefined
  let url: URL
  try {
    url = new URL(imageUrl, site)
  } catch {
    return undefined
  }
  const drawing = url.origin === new URL(site).origin ? siteBlogDrawing.exec(url.pathname) : null
  if (drawing?.[1]) return { url: `${site}${articleShareCardPath(drawing[1])}`, ...shareCard, alt }
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? ''
  if (extension === 'svg') return undefined
  const type = rasterTypes[extension]
  return { url: url.href, ...(type ? { type } : {}), alt }
}
