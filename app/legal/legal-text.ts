/**
 * Legal texts are plain messages that translators edit in Fink: paragraphs are separated by a
 * blank line, and a paragraph whose lines all start with "- " is a list. E-mail addresses and
 * web addresses in them become links.
 */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] }

export function parseLegalText(text: string): LegalBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): LegalBlock => {
      const lines = chunk.split('\n').map((line) => line.trim())
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2).trim()) }
        : { kind: 'paragraph', text: lines.join(' ') }
    })
}

export type LegalInline = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

const linkPattern = /(https:\/\/[^\s)]+[^\s).,;:])|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g

/** Splits a sentence into text and links (https addresses and e-mail addresses). */
export function legalInlines(text: string): LegalInline[] {
  const parts: LegalInline[] = []
  let last = 0
  for (const match of text.matchAll(linkPattern)) {
    const start = match.index ?? 0
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) })
    const [found, url] = match
    parts.push({ kind: 'link', text: found, href: url ? found : `mailto:${found}` })
    last = start + found.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}
