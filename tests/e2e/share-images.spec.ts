import { expect, test } from '@playwright/test'
import { company } from '../../app.config.ts'
import { decodeHtml, readSitemap } from '../../scripts/seo-rules.ts'
import { type Locale, localeCodes, messages, screens } from './site'

// Issue 22: a shared link shows a picture. Facebook, WhatsApp, LinkedIn and X show no SVG, so
// every page of the sitemap names a 1200 × 630 PNG or JPEG, served, and described in its language.

/** The `<meta>` tags of a page, by `property` or `name`. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>()
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:property|name)="([^"]+)"/.exec(tag)?.[1]
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1]
    if (key && content !== undefined && !tags.has(key)) tags.set(key, decodeHtml(content))
  }
  return tags
}

/** Width and height from a PNG's IHDR or a JPEG's first frame header; undefined for anything else. */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined
  for (let at = 2; at + 9 < bytes.length; ) {
    const marker = bytes[at + 1] ?? 0
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { type: 'image/jpeg', width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) }
    at += 2 + bytes.readUInt16BE(at + 2)
  }
  return undefined
}

const services = {
  '/reformas-integrales': 'integral',
  '/rehabilitacion-edificios': 'buildings',
  '/reformas-cocinas': 'kitchen',
  '/reformas-banos': 'bathroom',
} as const

/** What the preview's alt text must be on a page: the alt of the picture the card shows. */
function expectedAlt(path: string, locale: Locale, title: string): string {
  const text = messages(locale)
  if (screens['/'][locale] === path) return text.hero_image_alt ?? ''
  for (const [route, service] of Object.entries(services))
    if (screens[route as keyof typeof services][locale] === path) return text[`svc_${service}_features_image_alt`] ?? ''
  // An article's card is its drawing, described by the article's title.
  if (path.includes('/blog/')) return title
  // The brand card: the name and the offices it shows.
  return `${company.name} · ${text.footer_offices}`
}

test('every sitemap page shares a 1200×630 PNG or JPEG, served as such, with its alt text in the page language', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = readSitemap(sitemap).map(({ loc }) => new URL(loc).pathname)
  expect(paths.length).toBeGreaterThan(40)
  const images = new Map<string, { type: string; width: number; height: number } | string>()
  const problems: string[] = []
  for (const path of paths) {
    const html = await (await request.get(path, { maxRedirects: 0 })).text()
    const locale = /<html lang="([a-z]+)"/.exec(html)?.[1] as Locale
    expect(localeCodes, path).toContain(locale)
    const meta = metaTags(html)
    const url = meta.get('og:image') ?? ''
    if (meta.get('twitter:image') !== url) problems.push(`${path}: twitter:image is not og:image`)
    if (!/\.(png|jpe?g)$/.test(new URL(url).pathname)) problems.push(`${path}: og:image ${url} is not a PNG or JPEG`)
    const alt = meta.get('og:image:alt')
    const want = expectedAlt(path, locale, meta.get('og:title') ?? '')
    if (!want || alt !== want) problems.push(`${path}: og:image:alt "${alt}", expected "${want}"`)
    if (meta.get('twitter:image:alt') !== alt) problems.push(`${path}: twitter:image:alt is not og:image:alt`)
    // The page names the public origin of the build; the same path is asked of this server.
    const served = new URL(new URL(url).pathname, baseURL).href
    if (!images.has(served)) {
      const response = await request.get(served)
      const bytes = Buffer.from(await response.body())
      const size = imageSize(bytes)
      const contentType = response.headers()['content-type']
      images.set(
        served,
        response.status() !== 200
          ? `HTTP ${response.status()}`
          : !size
            ? 'neither PNG nor JPEG'
            : contentType !== size.type
              ? `served as ${contentType}, is ${size.type}`
              : // Small enough for a preview on a phone's connection.
                bytes.byteLength > 300 * 1024
                ? `${Math.round(bytes.byteLength / 1024)} KB, over 300 KB`
                : size,
      )
    }
    const image = images.get(served)
    if (typeof image === 'string') problems.push(`${path}: ${url}: ${image}`)
    else if (image) {
      if (image.width !== 1200 || image.height !== 630) problems.push(`${path}: ${image.width}×${image.height}`)
      if (meta.get('og:image:width') !== '1200' || meta.get('og:image:height') !== '630')
        problems.push(`${path}: og:image:width/height ${meta.get('og:image:width')}×${meta.get('og:image:height')}`)
      if (meta.get('og:image:type') !== image.type) problems.push(`${path}: og:image:type ${meta.get('og:image:type')}`)
    }
  }
  expect(problems).toEqual([])
  // Each article and each page with a picture of its own has its own card, beside the brand card.
  expect(images.size).toBeGreaterThanOrEqual(1 + 5 + 9)
})
