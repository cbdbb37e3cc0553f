import type { ComponentProps } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import rehypeReact from 'rehype-react'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'

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
  clobberPrefix: '',
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
}

export function headingId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join('')

/** Gives h2–h4 ids from their text (after sanitizing, so the ids are ours), for in-page links. */
function headingIds() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (node.type === 'element' && /^h[2-4]$/.test(node.tagName ?? '')) {
        node.properties = { ...node.properties, id: headingId(textOf(node)) }
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

function LazyImage({ src, alt = '' }: ComponentProps<'img'>) {
  return (
    <img
      src={typeof src === 'string' ? src : undefined}
      alt={alt}
      width={800}
      height={600}
      loading="lazy"
      decoding="async"
      className="my-8 aspect-[4/3] w-full rounded-card bg-sand-200 object-cover"
    />
  )
}

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize, postSchema)
  .use(headingIds)
  .use(externalLinks)
  .use(rehypeReact, { Fragment, jsx, jsxs, components: { img: LazyImage } })

/**
 * A post's markdown as sanitized HTML, made on the server only: unified parses and sanitizes it
 * into React elements, which React writes out. The browser receives the HTML and never the
 * pipeline (docs/decisions/010-javascript-before-interaction.md).
 */
export function renderMarkdownHtml(markdown: string): string {
  return renderToStaticMarkup(processor.processSync(markdown).result)
}
