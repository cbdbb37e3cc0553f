/**
 * The search-result rules of issue 12, shared by `npm run check:seo` (scripts/check-seo.ts, over
 * the built site) and the unit tests: title and description lengths, one phone number, and a
 * `lastmod` on every sitemap URL. Pure functions over the HTML and XML the server sends.
 */

/** Longest `<title>` a result shows in full (characters). */
export const maxTitleLength = 60
/** Meta description length, in characters: shorter says too little, longer is cut. */
export const descriptionLength = { min: 70, max: 160 } as const

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Text of an HTML attribute or element, with its character references decoded. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return Number.isFinite(code) ? String.fromCodePoint(code) : match
    }
    return entities[ref.toLowerCase()] ?? match
  })
}

/** Characters as a reader counts them (code points, not UTF-16 units). */
export const charCount = (text: string) => [...text].length

/** Digits of a phone number with its leading +, so `+34 910 555 120` and `tel:+34910555120` agree. */
export const normalizePhone = (phone: string) => phone.replace(/[^\d+]/g, '')

export type PageFacts = {
  title?: string
  description?: string
  /** Every `telephone` in the page's JSON-LD. */
  jsonLdPhones: string[]
  /** Every `tel:` link target. */
  telLinks: string[]
  /** JSON-LD blocks that are not valid JSON. */
  badJsonLd: number
}

function collectPhones(value: unknown, into: string[]) {
  if (Array.isArray(value)) for (const item of value) collectPhones(item, into)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'telephone' && typeof item === 'string') into.push(item)
      else collectPhones(item, into)
    }
  }
}

/** What a crawler reads in a page: title, description, the phones of its JSON-LD and links. */
export function readPage(html: string): PageFacts {
  const titles = [...html.matchAll(/<title[^>]*>([\s\S]*?)<\/title>/gi)]
  const title = titles[0]?.[1]
  const metaTags = html.match(/<meta\b[^>]*>/gi) ?? []
  const description = metaTags
    .map((tag) => ({ name: /\bname="([^"]*)"/i.exec(tag)?.[1], content: /\bcontent="([^"]*)"/i.exec(tag)?.[1] }))
    .find((meta) => meta.name === 'description')?.content
  const jsonLdPhones: string[] = []
  let badJsonLd = 0
  for (const [, json] of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      collectPhones(JSON.parse(json ?? ''), jsonLdPhones)
    } catch {
      badJsonLd++
    }
  }
  const telLinks = [...html.matchAll(/\bhref="tel:([^"]*)"/gi)].map(([, tel]) => decodeHtml(tel ?? ''))
  return {
    ...(title !== undefined ? { title: decodeHtml(title).trim() } : {}),
    ...(description !== undefined ? { description: decodeHtml(description).trim() } : {}),
    jsonLdPhones,
    telLinks,
    badJsonLd,
  }
}

/** The problems of one page: a missing, too long or too short title or description. */
export function checkPage(url: string, facts: PageFacts): string[] {
  const problems: string[] = []
  if (!facts.title) problems.push(`${url}: no <title>`)
  else if (charCount(facts.title) > maxTitleLength)
    problems.push(`${url}: title has ${charCount(facts.title)} characters (max ${maxTitleLength}): "${facts.title}"`)
  if (!facts.description) problems.push(`${url}: no meta description`)
  else {
    const length = charCount(facts.description)
    if (length < descriptionLength.min || length > descriptionLength.max)
      problems.push(
        `${url}: description has ${length} characters (${descriptionLength.min}–${descriptionLength.max}): "${facts.description}"`,
      )
  }
  if (facts.badJsonLd > 0) problems.push(`${url}: ${facts.badJsonLd} JSON-LD block(s) that are not valid JSON`)
  return problems
}

/** The site states one phone number: the business record's `telephone` is the number visitors call. */
export function checkPhones(pages: Array<{ url: string; facts: PageFacts }>): string[] {
  const seen = new Map<string, string>()
  for (const { url, facts } of pages) {
    for (const phone of [...facts.jsonLdPhones, ...facts.telLinks]) {
      const number = normalizePhone(phone)
      if (!seen.has(number)) seen.set(number, url)
    }
  }
  if (seen.size === 0) return ['no phone number in any page (JSON-LD telephone or tel: link)']
  if (seen.size === 1) return []
  return [`${seen.size} different phone numbers: ${[...seen].map(([n, url]) => `${n} (first on ${url})`).join(', ')}`]
}

export type SitemapUrl = { loc: string; lastmod?: string }

/** The `<url>` entries of a sitemap, each with its `lastmod` when it has one. */
export function readSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => {
    const loc = decodeHtml(/<loc>([\s\S]*?)<\/loc>/.exec(body)?.[1]?.trim() ?? '')
    const lastmod = /<lastmod>([\s\S]*?)<\/lastmod>/.exec(body)?.[1]?.trim()
    return lastmod ? { loc, lastmod } : { loc }
  })
}

/** A W3C date (2026-11-23) or date-time, not in the future. */
const w3cDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/

export function checkSitemap(urls: SitemapUrl[], now = new Date()): string[] {
  const problems: string[] = []
  if (urls.length === 0) problems.push('the sitemap lists no URL')
  for (const { loc, lastmod } of urls) {
    if (!loc) problems.push('a sitemap <url> without <loc>')
    else if (!lastmod) problems.push(`${loc}: no <lastmod> in the sitemap`)
    else if (!w3cDate.test(lastmod) || Number.isNaN(Date.parse(lastmod)))
      problems.push(`${loc}: <lastmod> "${lastmod}" is not a W3C date`)
    else if (Date.parse(lastmod) > now.getTime() + 24 * 60 * 60_000)
      problems.push(`${loc}: <lastmod> ${lastmod} is in the future`)
  }
  return problems
}

export type SiteReport = { pages: number; problems: string[] }

/**
 * The whole check: the sitemap, then every page it lists. `fetchText` gets a public URL (the
 * sitemap's `loc`) and answers its status and body, as a crawler would receive them.
 */
export async function checkSite(
  sitemapUrl: string,
  fetchText: (url: string) => Promise<{ status: number; body: string }>,
  options: { concurrency?: number } = {},
): Promise<SiteReport> {
  const sitemap = await fetchText(sitemapUrl)
  if (sitemap.status !== 200) return { pages: 0, problems: [`${sitemapUrl}: HTTP ${sitemap.status}`] }
  const urls = readSitemap(sitemap.body)
  const problems = checkSitemap(urls)
  const pages: Array<{ url: string; facts: PageFacts }> = []
  const queue = urls.map((u) => u.loc).filter(Boolean)
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const page = await fetchText(url)
      if (page.status !== 200) {
        problems.push(`${url}: HTTP ${page.status}`)
        continue
      }
      const facts = readPage(page.body)
      pages.push({ url, facts })
      problems.push(...checkPage(url, facts))
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker))
  problems.push(...checkPhones(pages))
  return { pages: pages.length, problems }
}
