import { renderToStaticMarkup } from 'react-dom/server'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { type PostAttributes, PostBody, type PostNode } from './PostBody'

type HastNode = {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

/**
 * What a post may contain after sanitizing: GitHub's safe subset, links only to http(s), mailto
 * and relative addresses, images only from http(s) and relative addresses (no data: URLs).
 * Raw HTML never gets this far: remark-rehype drops it.
 */
export const postSchema = {
  ...defaultSchema,
  // Our own prefix on every id or name a post may carry, so none can stand in for the page's own
  // elements (`#contact`, `#main`, `#page-messages`): see postIdPrefix.
  clobberPrefix: '',
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
}

/**
 * Every id in a post's HTML starts with this, and its in-page links (`#…`) are rewritten to match:
 * a heading `## Contact` is `#post-contact`, never the page's contact section (issue 23).
 */
export const postIdPrefix = 'post-'

export function headingId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join('')

/**
 * Gives h2–h4 ids from their text (after sanitizing, so the ids are ours), for in-page links and
 * the article's contents list (design round 23), and puts the post prefix on every id, name and
 * in-page link the post carries. A heading's id is stable (its text, not its place) and unique in
 * the post: a second «Precio» is `post-precio-2`; a heading with no letters or digits is `post-seccion`.
 */
function headingIds() {
  const prefixed = (value: unknown) =>
    typeof value === 'string' && !value.startsWith(postIdPrefix) ? postIdPrefix + value : value
  return (tree: HastNode) => {
    const used = new Set<string>()
    const unique = (base: string) => {
      let id = base || 'seccion'
      for (let n = 2; used.has(id); n++) id = `${base || 'seccion'}-${n}`
      used.add(id)
      return id
    }
    const walk = (node: HastNode) => {
      if (node.type === 'element') {
        const properties = { ...node.properties }
        if (/^h[2-4]$/.test(node.tagName ?? '')) properties.id = unique(headingId(textOf(node)))
        for (const name of ['id', 'name']) if (name in properties) properties[name] = prefixed(properties[name])
        const href = properties.href
        if (node.tagName === 'a' && typeof href === 'string' && href.startsWith('#') && href.length > 1) {
          properties.href = `#${prefixed(href.slice(1))}`
        }
        node.properties = properties
      }
      node.children?.forEach(walk)
    }
    walk(tree)
  }
}

/**
 * Whether a link in a post leaves the site: an absolute http(s) address, or one that browsers read
 * as another host (`//evil.example`, `/\evil.example`, `\\evil.example`). Such links open in a new
 * tab with `rel="noopener noreferrer"`; in-page (`#…`), site (`/…`) and mailto links stay as they are.
 */
export function isExternalLink(href: string): boolean {
  const trimmed = href.trim()
  return /^https?:/i.test(trimmed) || /^[\\/][\\/]/.test(trimmed)
}

/** The link rule, as a rehype step after sanitizing (it holds wherever the HTML is made). */
export function externalLinks() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'a') {
        const href = node.properties?.href
        if (typeof href === 'string' && isExternalLink(href)) {
          node.properties = { ...node.properties, target: '_blank', rel: ['noopener', 'noreferrer'] }
        }
      }
      node.children?.forEach(walk)
    }
    walk(tree)
  }
}

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize, postSchema)
  .use(headingIds)
  .use(externalLinks)

/** A hast property as the attribute value React takes (lists such as `className` joined by spaces). */
function attributeValue(value: unknown): string | number | boolean | undefined {
  if (Array.isArray(value)) return value.join(' ')
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  return undefined
}

function toPostNodes(node: HastNode): PostNode[] {
  if (node.type === 'text') return node.value ? [node.value] : []
  const children = (node.children ?? []).flatMap(toPostNodes)
  if (node.type !== 'element' || !node.tagName) return children
  const attributes: PostAttributes = {}
  for (const [name, value] of Object.entries(node.properties ?? {})) {
    const attribute = attributeValue(value)
    if (attribute !== undefined) attributes[name] = attribute
  }
  return [[node.tagName, attributes, ...children]]
}

/**
 * A post's markdown as a sanitized element tree, made on the server only: unified parses and
 * sanitizes it, and the page renders the tree with `PostBody` (a few lines of React). The browser
 * receives the tree and the HTML, never the pipeline (docs/decisions/010-javascript-before-interaction.md).
 */
export function renderMarkdownTree(markdown: string): PostNode[] {
  const tree = processor.runSync(processor.parse(markdown)) as HastNode
  return toPostNodes(tree)
}

/** The HTML a post's markdown renders to: what the article page writes (tests, feeds). */
export function renderMarkdownHtml(markdown: string): string {
  return renderToStaticMarkup(<PostBody nodes={renderMarkdownTree(markdown)} />)
}
