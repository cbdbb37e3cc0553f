import { describe, expect, it } from 'vitest'
import { documentTitle, pageHead } from '../../app/seo/head'
import { buildSitemap, staticSitemapEntries } from '../../app/seo/sitemap'
import { company } from '../../app.config.ts'
import { checkPage, checkPhones, checkSite, checkSitemap, readPage, readSitemap } from '../../scripts/seo-rules.ts'

const description = 'Reformas de cocina en Madrid con diseño en 3D, precio cerrado y garantía de 5 años por escrito.'
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** A page head as the server writes it, from the same pageHead the routes use. */
function pageHtml(title: string, options: { phone?: string; jsonLdPhone?: string } = {}) {
  const head = pageHead({ title, description, pathname: '/reformas-cocinas', locale: 'es' })
  const titleTag = head.meta.find((meta) => 'title' in meta) as { title: string }
  const jsonLd = options.jsonLdPhone
    ? `<script type="application/ld+json">${JSON.stringify({ '@type': 'GeneralContractor', telephone: options.jsonLdPhone })}</script>`
    : ''
  return `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><title>${escapeHtml(titleTag.title)}</title><meta name="description" content="${escapeHtml(description)}"/>${jsonLd}</head><body><a href="tel:${options.phone ?? company.phone.tel}">${company.phone.display}</a></body></html>`
}

describe('the document title', () => {
  it('appends the company where the whole fits in 60 characters, and drops it where it does not', () => {
    expect(documentTitle('Reformas de cocinas')).toBe('Reformas de cocinas | Hogara Reformas')
    const long = 'Reformas de cocinas con diseño en 3D en Madrid'
    expect(documentTitle(long)).toBe(long)
    expect(documentTitle('a'.repeat(42))).toBe(`${'a'.repeat(42)} | Hogara Reformas`)
    expect(documentTitle('a'.repeat(43))).toBe('a'.repeat(43))
  })
})

describe('the SEO check', () => {
  it('reads title, description and phones the way the page sends them', () => {
    const facts = readPage(pageHtml('Cocinas &amp; baños', { jsonLdPhone: company.phone.tel }))
    expect(facts.title).toBe('Cocinas &amp; baños | Hogara Reformas')
    expect(facts.description).toBe(description)
    expect(facts.jsonLdPhones).toEqual([company.phone.tel])
    expect(facts.telLinks).toEqual([company.phone.tel])
    expect(checkPage('/x', facts)).toEqual([])
  })

  it('fails a page whose title is over 60 characters, even without the company name', () => {
    const title = 'Reformas de cocinas en Madrid con diseño en 3D y precio cerrado'
    expect([...title].length).toBeGreaterThan(60)
    const problems = checkPage('/reformas-cocinas', readPage(pageHtml(title)))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/title has 63 characters \(max 60\)/)
  })

  it('fails a description outside 70–160 characters, and a page with neither', () => {
    expect(
      checkPage('/a', { title: 'T', description: 'Corta.', jsonLdPhones: [], telLinks: [], badJsonLd: 0 }),
    ).toEqual(['/a: description has 6 characters (70–160): "Corta."'])
    expect(checkPage('/b', readPage('<html><head></head></html>'))).toEqual([
      '/b: no <title>',
      '/b: no meta description',
    ])
  })

  it('fails when the business record and the visible number differ', () => {
    const pages = [
      { url: '/', facts: readPage(pageHtml('Inicio', { jsonLdPhone: '+34 910 555 121' })) },
      { url: '/cookies', facts: readPage(pageHtml('Cookies')) },
    ]
    expect(checkPhones(pages)).toEqual([
      '2 different phone numbers: +34910555121 (first on /), +34910555120 (first on /)',
    ])
    expect(
      checkPhones([{ url: '/', facts: readPage(pageHtml('Inicio', { jsonLdPhone: '+34 910 555 120' })) }]),
    ).toEqual([])
  })

  it('gives every sitemap URL a lastmod, and fails one without', () => {
    const urls = readSitemap(buildSitemap(staticSitemapEntries()))
    expect(urls).toHaveLength(45)
    expect(checkSitemap(urls)).toEqual([])
    expect(urls.every((url) => url.lastmod === '2026-11-20')).toBe(true)
    const missing = readSitemap('<urlset><url><loc>https://x.es/a</loc></url></urlset>')
    expect(checkSitemap(missing)).toEqual(['https://x.es/a: no <lastmod> in the sitemap'])
    expect(
      checkSitemap(readSitemap('<urlset><url><loc>https://x.es/b</loc><lastmod>23/11/2026</lastmod></url></urlset>')),
    ).toEqual(['https://x.es/b: <lastmod> "23/11/2026" is not a W3C date'])
  })

  it('runs over the whole site: one deliberately long title makes it fail', async () => {
    const sitemap = buildSitemap([
      { internalPath: '/', lastModified: '2026-11-20' },
      { internalPath: '/recursos/blog/un-articulo', lastModified: '2026-11-12' },
    ])
    const site = (articleTitle: string) => async (url: string) => {
      const { pathname } = new URL(url)
      if (pathname === '/sitemap.xml') return { status: 200, body: sitemap }
      if (pathname.includes('blog')) return { status: 200, body: pageHtml(articleTitle) }
      return { status: 200, body: pageHtml('Reformas integrales en Madrid') }
    }
    const good = await checkSite('https://x.es/sitemap.xml', site('Cuánto cuesta una reforma integral'))
    expect(good).toEqual({ pages: 10, problems: [] })
    const bad = await checkSite(
      'https://x.es/sitemap.xml',
      site('Cuánto cuesta de verdad una reforma integral completa en Madrid en 2026'),
    )
    expect(bad.pages).toBe(10)
    expect(bad.problems).toHaveLength(5)
    expect(
      bad.problems.every((problem) => /blog\/un-articulo: title has \d+ characters \(max 60\)/.test(problem)),
    ).toBe(true)
  })

  it('reports a page that does not answer 200', async () => {
    const sitemap = buildSitemap([{ internalPath: '/cookies', lastModified: '2026-11-20' }])
    const report = await checkSite('https://x.es/sitemap.xml', async (url) =>
      url.endsWith('sitemap.xml') ? { status: 200, body: sitemap } : { status: 307, body: '' },
    )
    expect(report.problems).toContain('https://www.hogarareformas.es/en/cookies: HTTP 307')
  })
})
