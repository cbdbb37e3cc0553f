import { readFileSync } from 'node:fs'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { pageHead } from '../../app/seo/head'
import { serializeJsonLd } from '../../app/seo/json-ld'
import { articleShareImage } from '../../app/seo/share-image'
import { buildRobots, buildSitemap } from '../../app/seo/sitemap'

const site = 'https://www.hogarareformas.es'

describe('the SEO head', () => {
  const head = pageHead({
    title: 'Reformas de cocinas',
    description: 'Cocinas en 3 a 4 semanas.',
    keywords: 'reforma cocina',
    pathname: '/reformas-cocinas',
    locale: 'fr',
  })

  it('appends the company to the title', () => {
    expect(head.meta).toContainEqual({ title: 'Reformas de cocinas | Hogara Reformas' })
  })

  it('has an absolute canonical in the page language and hreflang for five languages plus x-default', () => {
    expect(head.links[0]).toEqual({ rel: 'canonical', href: `${site}/fr/renovations-cuisines` })
    const alternates = head.links.filter((l) => 'hrefLang' in l)
    expect(alternates.map((l) => ('hrefLang' in l ? l.hrefLang : ''))).toEqual([
      'es',
      'en',
      'fr',
      'de',
      'ru',
      'x-default',
    ])
  })

  it('describes the page to Open Graph and Twitter', () => {
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'fr_FR' })
    expect(head.meta).toContainEqual({ property: 'og:url', content: `${site}/fr/renovations-cuisines` })
    expect(head.meta).toContainEqual({ property: 'og:image', content: `${site}/og-default.png` })
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })

  it('shares the brand card, a 1200×630 PNG described in the page language, when the page names no picture', () => {
    expect(head.meta).toContainEqual({ property: 'og:image:width', content: '1200' })
    expect(head.meta).toContainEqual({ property: 'og:image:height', content: '630' })
    expect(head.meta).toContainEqual({ property: 'og:image:type', content: 'image/png' })
    const offices = JSON.parse(readFileSync('messages/fr.json', 'utf8')).footer_offices
    const alt = `Hogara Reformas · ${offices}`
    expect(head.meta).toContainEqual({ property: 'og:image:alt', content: alt })
    expect(head.meta).toContainEqual({ name: 'twitter:image', content: `${site}/og-default.png` })
    expect(head.meta).toContainEqual({ name: 'twitter:image:alt', content: alt })
  })

  it('drops canonical and alternates and asks not to index a page that must not be indexed', () => {
    const missing = pageHead({ title: 'x', description: 'y', pathname: '/', locale: 'es', noindex: true })
    expect(missing.links).toEqual([])
    expect(missing.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' })
  })
})

describe("an article's share image", () => {
  it("is the build's 1200×630 PNG card of a site drawing", () => {
    expect(articleShareImage('/blog/caso-x.svg', 'Título', site)).toEqual({
      url: `${site}/share/blog/caso-x.png`,
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Título',
    })
    expect(articleShareImage(`${site}/blog/caso-x.svg`, 'T', site)?.url).toBe(`${site}/share/blog/caso-x.png`)
  })

  it('is a raster image as it is, with its type and no size claimed', () => {
    expect(articleShareImage('https://cdn.example.com/p/obra.JPG', 'T', site)).toEqual({
      url: 'https://cdn.example.com/p/obra.JPG',
      type: 'image/jpeg',
      alt: 'T',
    })
    expect(articleShareImage('/blog/foto.webp', 'T', site)).toMatchObject({ url: `${site}/blog/foto.webp` })
  })

  it('falls back to the brand card for an SVG the build has no card for, or no picture', () => {
    expect(articleShareImage('https://cdn.example.com/dibujo.svg', 'T', site)).toBeUndefined()
    expect(articleShareImage('/otra/carpeta/dibujo.svg', 'T', site)).toBeUndefined()
    expect(articleShareImage(null, 'T', site)).toBeUndefined()
  })
})

describe('JSON-LD', () => {
  it('escapes < so no string can close its script tag', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

describe('the sitemap', () => {
  const xml = buildSitemap()

  it('is well-formed XML', () => {
    expect(XMLValidator.validate(xml)).toBe(true)
  })

  it('lists every static screen in every language, each with its six alternates', () => {
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml)
    const urls = parsed.urlset.url as Array<{ loc: string; 'xhtml:link': Array<Record<string, string>> }>
    expect(urls).toHaveLength(9 * 5)
    expect(urls.map((u) => u.loc)).toContain(`${site}/de/gebaude-sanierung`)
    for (const url of urls) {
      expect(url['xhtml:link'].map((l) => l['@_hreflang'])).toEqual(['es', 'en', 'fr', 'de', 'ru', 'x-default'])
      expect(url['xhtml:link'].map((l) => l['@_href'])).toContain(url.loc)
    }
  })

  it('gives every URL its last-modified date: the build date for screens, the given one for articles', () => {
    expect(xml.match(/<lastmod>2026-11-20<\/lastmod>/g)).toHaveLength(9 * 5)
    const withDate = buildSitemap([{ internalPath: '/recursos/blog/a-b', lastModified: '2026-11-01' }])
    expect(withDate.match(/<lastmod>2026-11-01<\/lastmod>/g)).toHaveLength(5)
  })

  it('is announced in robots.txt', () => {
    expect(buildRobots(site)).toContain(`Sitemap: ${site}/sitemap.xml`)
  })
})

describe('the RSS feed', () => {
  it('is well-formed and lists a language’s articles with localized links', async () => {
    const { buildRssFeed } = await import('../../app/seo/rss')
    const xml = buildRssFeed({
      locale: 'de',
      title: 'Ratgeber <& Tipps>',
      description: 'x',
      posts: [
        {
          slug: 'cuanto-tarda-reforma-cocina',
          title: 'Küche',
          excerpt: 'a < b',
          published_at: '2026-11-18',
          category: 'guide',
        },
      ],
    })
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).toContain('<link>https://www.hogarareformas.es/de/ressourcen/blog/cuanto-tarda-reforma-cocina</link>')
    expect(xml).toContain('<pubDate>Wed, 18 Nov 2026 00:00:00 GMT</pubDate>')
  })
})
