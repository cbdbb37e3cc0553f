import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { articleImages, homeImages, pageImageSlots, serviceImages } from '../../app/images/page-images'

const illustrationDir = 'app/images/illustrations'
const photoDir = 'app/images/photos'
const photoExtensions = ['jpg', 'jpeg', 'png', 'webp']

/** The file a name resolves to, as app/images/images.ts picks it: a photo first, else the drawing. */
function fileFor(name: string): string | undefined {
  for (const ext of photoExtensions) if (existsSync(`${photoDir}/${name}.${ext}`)) return `${photoDir}/${name}.${ext}`
  return existsSync(`${illustrationDir}/${name}.svg`) ? `${illustrationDir}/${name}.svg` : undefined
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

/** Image URLs of the sample posts, from the seed the embedded blog and Supabase load. */
function seededPostImages(): { slug: string; url: string }[] {
  const seed = readFileSync('supabase/seed.sql', 'utf8')
  return [...seed.matchAll(/values \('[^']+', '([^']+)', '[^']+', '([^']+)'/g)].map(([, slug = '', url = '']) => ({
    slug,
    url,
  }))
}

describe('page and article images', () => {
  const slots = pageImageSlots()

  it('gives every page slot its own picture: no hero, card or gallery image shows twice', () => {
    const seen = new Map<string, string>()
    const repeats: string[] = []
    for (const slot of slots) {
      const other = seen.get(slot.name)
      if (other) repeats.push(`${slot.name}: ${other} and ${slot.where}`)
      seen.set(slot.name, slot.where)
    }
    expect(repeats).toEqual([])
    expect(slots.length).toBeGreaterThanOrEqual(1 + 6 + 4 + 4 + 1 + 4 * 8)
  })

  it('resolves every slot to a photo or an illustration', () => {
    expect(slots.filter((slot) => !fileFor(slot.name)).map((slot) => slot.name)).toEqual([])
  })

  it('shows each project’s second view on a service page, so no project picture is hidden', () => {
    const shown = new Set(Object.values(serviceImages).flatMap((images) => images.gallery))
    for (const [, second] of homeImages.projects) expect(shown.has(second), second).toBe(true)
  })

  it('never shows the same drawing under two names, on pages or in articles', () => {
    const files = [
      ...slots.map((slot) => ({ label: slot.where, file: fileFor(slot.name) ?? '' })),
      ...articleImages.map((url) => ({ label: url, file: `public${url}` })),
    ]
    const byDigest = new Map<string, string>()
    const repeats: string[] = []
    for (const { label, file } of files) {
      const hash = digest(file)
      const other = byDigest.get(hash)
      if (other) repeats.push(`${other} = ${label}`)
      byDigest.set(hash, label)
    }
    expect(repeats).toEqual([])
  })

  it('gives each sample article its own picture, listed in page-images.ts', () => {
    const posts = seededPostImages()
    expect(posts).toHaveLength(9)
    expect(new Set(posts.map((post) => post.url)).size).toBe(posts.length)
    expect(posts.map((post) => post.url).sort()).toEqual([...articleImages].sort())
    for (const post of posts) {
      expect(post.url).toBe(`/blog/${post.slug}.svg`)
      expect(existsSync(`public${post.url}`), post.url).toBe(true)
    }
  })

  it('leaves no drawing unused in app/images/illustrations', () => {
    const used = new Set(slots.map((slot) => slot.name))
    const unused = readdirSync(illustrationDir)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.replace(/\.svg$/, ''))
      .filter((name) => !used.has(name) && !homeImages.projects.some((views) => views.includes(name as never)))
    expect(unused).toEqual([])
  })

  it('draws every illustration at 4:3 with no text, so it reads in every language', () => {
    for (const file of readdirSync(illustrationDir).filter((f) => f.endsWith('.svg'))) {
      const source = readFileSync(`${illustrationDir}/${file}`, 'utf8')
      const [, width = '0', height = '1'] = /viewBox="0 0 (\d+) (\d+)"/.exec(source) ?? []
      expect(Number(width) / Number(height), file).toBeCloseTo(4 / 3, 5)
      expect(source, file).not.toMatch(/<text[\s>]/)
    }
  })
})
