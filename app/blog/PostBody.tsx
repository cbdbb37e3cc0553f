import { createElement, type ReactNode } from 'react'

export type PostAttributes = Record<string, string | number | boolean>
/** A sanitized post body (app/blog/markdown.server.tsx): text, or [tag, attributes, ...children]. */
export type PostNode = string | [tag: string, attributes: PostAttributes, ...children: PostNode[]]

/**
 * The elements a post may hold after sanitizing. The tree was sanitized on the server; this list
 * is the second lock: any other tag renders as its children only, and only these attributes pass.
 */
const tags = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
])
const attributes = new Set(['alt', 'className', 'href', 'id', 'rel', 'src', 'start', 'target', 'title'])

/** A sanitized tree as React elements. */
export function PostBody({ nodes }: { nodes: PostNode[] }) {
  return <>{nodes.map(render)}</>
}

function render(node: PostNode, index: number): ReactNode {
  if (typeof node === 'string') return node
  const [tag, given, ...children] = node
  const content = children.length ? children.map(render) : undefined
  if (!tags.has(tag)) return <span key={index}>{content}</span>
  const props: Record<string, unknown> = { key: index }
  for (const [name, value] of Object.entries(given)) if (attributes.has(name)) props[name] = value
  if (tag === 'img') {
    // In the site's one picture frame (app/styles.css `.picture-frame`): its hairline edge and radius.
    return (
      <span key={index} className="picture-frame my-8 block overflow-hidden rounded-card bg-sand-200">
        <img
          src={typeof given.src === 'string' ? given.src : undefined}
          alt={typeof given.alt === 'string' ? given.alt : ''}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="block aspect-[4/3] w-full object-cover"
        />
      </span>
    )
  }
  return createElement(tag, props, content)
}

/**
 * The post's own picture when its body opens with it (a paragraph holding only that image, before
 * the first h2): taken out of the body, with its alt text, for the title band (round 23), so the
 * page shows it once, where the band has room for it.
 */
export function leadPicture(nodes: PostNode[], src: string): { alt: string; rest: PostNode[] } | null {
  const firstSection = nodes.findIndex((node) => typeof node !== 'string' && node[0] === 'h2')
  const end = firstSection === -1 ? nodes.length : firstSection
  for (let index = 0; index < end; index++) {
    const node = nodes[index]
    if (node === undefined || typeof node === 'string' || node[0] !== 'p') continue
    const [, , ...children] = node
    const shown = children.filter((child) => typeof child !== 'string' || child.trim() !== '')
    const [image] = shown
    if (
      shown.length === 1 &&
      image !== undefined &&
      typeof image !== 'string' &&
      image[0] === 'img' &&
      image[1].src === src
    ) {
      return {
        alt: typeof image[1].alt === 'string' ? image[1].alt : '',
        rest: [...nodes.slice(0, index), ...nodes.slice(index + 1)],
      }
    }
  }
  return null
}

/**
 * The post's picture under the title and its dates (design round 24, reviews 24: a 300 px thumbnail
 * beside the title read as a sidebar widget): one wide slot in the stone title band, the
 * container's width at every size (the text column and the rail from lg), 3:2 on phones and
 * tablets, 16:9 from lg, where the sample drawings (composed at 4:3) lose a strip of ceiling and
 * less of the floor, where their things stand (`.article-lead`, app/styles.css, its end).
 * No hairline: the stone band is its edge (a drawing's white walls melted into a white band). The
 * page's largest paint: loaded at once, first. The sample posts' pictures are drawings (SVG), one
 * file at every width; a photo given as `image_url` is one URL too (no sizes to choose from).
 */
export function ArticlePicture({ src, caption }: { src: string; caption: string }) {
  return (
    <figure data-testid="article-picture" className="mt-8 sm:mt-10">
      <span className="block overflow-hidden rounded-card bg-sand-200">
        <img src={src} alt="" width={1600} height={900} fetchPriority="high" className="article-lead" />
      </span>
      <figcaption className="mt-3 text-sm text-ink-600">{caption}</figcaption>
    </figure>
  )
}
