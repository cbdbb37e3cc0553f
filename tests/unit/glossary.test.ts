import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '../../app.config.ts'
import { type CopyUnit, localeCodes, messageUnits, postUnits } from './copy-sources'

/**
 * docs/glossary.md picks one term per concept in each language; the calques and variants it
 * rejects are listed, machine-readable, in docs/glossary-rejected.json. None of them may reach a
 * visitor: not in the messages, not in a published post.
 */
type Rejected = { term: string; use: string; except?: Record<string, string> }
const rejectedFile = 'docs/glossary-rejected.json'
const rejected = JSON.parse(readFileSync(rejectedFile, 'utf8')) as Record<Locale, Rejected[]>

/** What a reader reads: no link targets (addresses are not copy), no {placeholders}. */
const normalize = (text: string) =>
  text
    .replace(/[\u00A0\u202F\u2007\u2009]/g, ' ')
    .replace(/\u00AD/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{\w+\}/g, ' ')

/** Meta keywords list what people type into a search engine, rejected variants included. */
const isSearchKeywords = (id: string) => /^message:seo_\w+_keywords$/.test(id)

/** A whole-word, case-insensitive pattern; `*` is any ending of that word. */
function rejectedPattern(term: string): RegExp {
  const body = term
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('[\\p{L}-]*')
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu')
}

function findRejected(units: CopyUnit[], code: Locale): string[] {
  const found: string[] = []
  for (const { term, use, except = {} } of rejected[code]) {
    const pattern = rejectedPattern(term)
    for (const unit of units) {
      if (isSearchKeywords(unit.id) || unit.id in except) continue
      for (const match of normalize(unit.texts[code]).matchAll(pattern))
        found.push(`${code} ${unit.id}: «${match[0]}» (glossary: ${use})`)
    }
  }
  return found
}

describe('the rejected-terms list', () => {
  it('is linked from the glossary and names, for every language, what to write instead', () => {
    expect(readFileSync('docs/glossary.md', 'utf8').includes('](glossary-rejected.json)')).toBe(true)
    for (const code of localeCodes) {
      expect(rejected[code]?.length, code).toBeGreaterThan(0)
      for (const entry of rejected[code]) {
        expect(entry.term.trim(), `${code}: ${JSON.stringify(entry)}`).not.toBe('')
        expect(entry.use.trim(), `${code}: ${entry.term}`).not.toBe('')
        for (const [id, reason] of Object.entries(entry.except ?? {}))
          expect(reason.trim(), `${code}: ${entry.term} in ${id} needs a reason`).not.toBe('')
      }
    }
  })

  it('matches whole words in any inflection, across no-break spaces, and nothing inside a longer word', () => {
    const find = (term: string, text: string) => normalize(text).match(rejectedPattern(term))?.[0] ?? null
    expect(find('охраняем* здани*', 'реконструкция охраняемого\u00A0здания')).toBe('охраняемого здания')
    expect(find('лицензи*', 'Нужна ли Лицензия?')).toBe('Лицензия')
    expect(find('technische* Besuch*', 'nach dem technischen Besuch')).toBe('technischen Besuch')
    expect(find('Baulizenz*', 'Baulizenzen')).toBe('Baulizenzen')
    expect(find('integral reform*', 'An Integral Reform in Madrid')).toBe('Integral Reform')
    expect(find('rehab', 'rehabilitation')).toBeNull()
    expect(find('грант*', 'гарантия')).toBeNull()
    expect(find('m2', '80 m²')).toBeNull()
    expect(find('m2', 'precio por m2')).toBe('m2')
    expect(find('m2', 'Reforma: {m2} m²')).toBeNull()
    expect(find('hausrenovierung*', '[Komplettsanierung](/de/hausrenovierung-spanien)')).toBeNull()
  })
})

describe('the glossary as a rule', () => {
  let posts: CopyUnit[] = []
  beforeAll(async () => {
    posts = await postUnits()
  }, 60_000)

  for (const code of localeCodes) {
    it(`no rejected ${code} term appears in the ${code} messages`, () => {
      expect(findRejected(messageUnits(), code)).toEqual([])
    })
    it(`no rejected ${code} term appears in the published posts in ${code}`, () => {
      expect(posts.length).toBeGreaterThan(0)
      expect(findRejected(posts, code)).toEqual([])
    })
  }
})
