import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contentsOf } from '../../app/blog/ArticleRail'
import { filterPosts, foldForSearch } from '../../app/blog/filter'
import { headingId, renderMarkdownHtml, renderMarkdownTree } from '../../app/blog/markdown.server'
import { leadPicture } from '../../app/blog/PostBody'
import { parseResourcesSearch } from '../../app/blog/resources-search'
import { GetPostInput, IncrementInput, ListPostsInput } from '../../app/blog/schemas'
import { isCrawler, ViewGuard } from '../../app/blog/view-guard.server'
import { pluralForm } from '../../app/i18n/plural'

const html = renderMarkdownHtml

describe('markdown rendering is sanitized', () => {
  it('renders headings with ids, lists, links and lazy images of reserved size', () => {
    const out = html(
      '## Costes en Madrid\n\n- uno\n- dos\n\n[baños](/reformas-banos) [BOE](https://www.boe.es)\n\n![Un baño](/blog/x.svg)',
    )
    expect(out).toContain('<h2 id="post-costes-en-madrid">')
    expect(out).toContain('<li>uno</li>')
    expect(out).toContain('<a href="/reformas-banos">')
    expect(out).toContain('<a href="https://www.boe.es" target="_blank" rel="noopener noreferrer">')
    expect(out).toMatch(/<img src="\/blog\/x.svg" alt="Un baño" width="800" height="600" loading="lazy"/)
  })

  it('does not execute raw HTML: script tags, event handlers and iframes are dropped', () => {
    const out = html(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<iframe src="https://evil.example"></iframe>\n\nok',
    )
    expect(out).not.toMatch(/<script|onerror|<iframe/i)
    expect(out).toContain('ok')
  })

  it('keeps only http, https, mailto and relative links', () => {
    const out = html(
      '[a](javascript:alert(1)) [b](data:text/html,<b>x</b>) [c](mailto:hola@x.es) [d](vbscript:x) ![e](data:image/png;base64,AAAA)',
    )
    expect(out).not.toMatch(/javascript:|data:|vbscript:/i)
    expect(out).toContain('href="mailto:hola@x.es"')
  })

  it('gives in-page links a target', () => {
    expect(headingId('¿Cuánto cuesta un baño?')).toBe('cuanto-cuesta-un-bano')
    expect(html('[ir](#cuanto-cuesta)\n\n## Cuánto cuesta')).toContain('id="post-cuanto-cuesta"')
  })

  it('gives every heading a stable, unique, slug-like id, and the contents list links to the h2s', () => {
    const markdown = '## Precio\n\ntexto\n\n### Precio\n\n## Precio\n\n## ¿?\n\n## El **IVA**, una partida'
    const out = html(markdown)
    const ids = [...out.matchAll(/id="([^"]*)"/g)].map((match) => match[1])
    expect(ids).toEqual(['post-precio', 'post-precio-2', 'post-precio-3', 'post-seccion', 'post-el-iva-una-partida'])
    for (const id of ids) expect(id).toMatch(/^post-[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u)
    // The same markdown gives the same ids every time.
    expect(html(markdown)).toBe(out)
    expect(contentsOf(renderMarkdownTree(markdown))).toEqual([
      { id: 'post-precio', text: 'Precio' },
      { id: 'post-precio-3', text: 'Precio' },
      { id: 'post-seccion', text: '¿?' },
      { id: 'post-el-iva-una-partida', text: 'El IVA, una partida' },
    ])
    expect(contentsOf(renderMarkdownTree('Solo texto.\n\n### Un h3'))).toEqual([])
    // Cyrillic keeps its letters (valid HTML ids: no spaces).
    expect(html('## Сколько стоит ремонт')).toContain('id="post-сколько-стоит-ремонт"')
  })
})

describe('search', () => {
  const posts = [
    { title: 'Reforma de baños en Chamartín', excerpt: 'Plato de ducha', category: 'case-study' as const },
    { title: 'Cocinas', excerpt: 'Rénovation rapide', category: 'guide' as const },
  ]
  it('ignores case and accents in title and excerpt', () => {
    expect(foldForSearch('BAÑOS Rénovation')).toBe('banos renovation')
    expect(filterPosts(posts, { q: 'banos' })).toHaveLength(1)
    expect(filterPosts(posts, { q: 'RENOVATION' })).toHaveLength(1)
  })
  it('combines the text with the exact category', () => {
    expect(filterPosts(posts, { q: 'ducha', category: 'guide' })).toHaveLength(0)
    expect(filterPosts(posts, { category: 'guide' })).toHaveLength(1)
    expect(filterPosts(posts, {})).toHaveLength(2)
  })
  it('reads search parameters with fallbacks', () => {
    expect(parseResourcesSearch({ q: '  baño ', category: 'guide' })).toEqual({
      q: 'baño',
      category: 'guide',
    })
    expect(parseResourcesSearch({ q: { x: 1 }, category: 'spam' })).toEqual({})
    expect(parseResourcesSearch({ q: 'x'.repeat(500) }).q).toHaveLength(100)
  })
})

describe('plural forms', () => {
  it('has three forms in Russian and two elsewhere', () => {
    expect([1, 2, 5, 21, 22, 25].map((n) => pluralForm('ru', n))).toEqual(['one', 'few', 'many', 'one', 'few', 'many'])
    expect([1, 2].map((n) => pluralForm('es', n))).toEqual(['one', 'other'])
  })
})

describe('server-function input is refused before any query', () => {
  it.each([
    ['a 10,000-character slug', { locale: 'es', slug: 'a'.repeat(10_000) }],
    ['SQL metacharacters', { locale: 'es', slug: "x'; drop table blog_posts; --" }],
    ['regular-expression metacharacters', { locale: 'es', slug: '.*(a+)+$' }],
    ['Unicode', { locale: 'es', slug: 'baño' }],
    ['an unknown locale', { locale: 'it', slug: 'ok' }],
    ['a wrong shape', { slug: 42 }],
  ])('%s', (_, input) => {
    expect(v.safeParse(GetPostInput, input).success).toBe(false)
  })
  it('refuses anything but a post id for the counter, and unknown locales for the list', () => {
    expect(v.safeParse(IncrementInput, { postId: '1 or 1=1' }).success).toBe(false)
    expect(v.safeParse(ListPostsInput, { locale: 'xx' }).success).toBe(false)
    expect(v.safeParse(GetPostInput, { locale: 'ru', slug: 'caso-bano-chamartin-plato-ducha' }).success).toBe(true)
  })
})

describe('the view counter’s guard', () => {
  it('counts one view per post and address per 30 minutes', () => {
    const guard = new ViewGuard()
    expect(guard.shouldCount('p', '1.2.3.4', 0)).toBe(true)
    expect(guard.shouldCount('p', '1.2.3.4', 60_000)).toBe(false)
    expect(guard.shouldCount('q', '1.2.3.4', 60_000)).toBe(true)
    expect(guard.shouldCount('p', '5.6.7.8', 60_000)).toBe(true)
    expect(guard.shouldCount('p', '1.2.3.4', 31 * 60_000)).toBe(true)
  })
  it('stays bounded', () => {
    const guard = new ViewGuard(1000, 10)
    for (let i = 0; i < 100; i++) guard.shouldCount(`p${i}`, 'a', 0)
    expect(guard.shouldCount('p0', 'a', 1)).toBe(true)
  })
  it('does not count crawlers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true)
    expect(isCrawler(null)).toBe(true)
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36')).toBe(false)
  })
})

describe('the post’s picture for the title band (round 23)', () => {
  const tree = renderMarkdownTree(
    'Primer párrafo.\n\n![Salón reformado](/blog/a.svg)\n\nSegundo.\n\n## Costes\n\n![Otra](/blog/b.svg)',
  )
  it('takes the paragraph that holds only the post’s picture before the first section, with its alt', () => {
    const lead = leadPicture(tree, '/blog/a.svg')
    expect(lead?.alt).toBe('Salón reformado')
    expect(JSON.stringify(lead?.rest)).not.toContain('/blog/a.svg')
    expect(lead?.rest).toHaveLength(tree.length - 1)
  })
  it('leaves a picture inside a section, or another picture, where it is', () => {
    expect(leadPicture(tree, '/blog/b.svg')).toBeNull()
    expect(leadPicture(tree, '/blog/c.svg')).toBeNull()
  })
})
