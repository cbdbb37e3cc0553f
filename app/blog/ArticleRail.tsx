import { ChevronDown } from 'lucide-react'
import { m } from '../paraglide/messages.js'
import { QuoteButton } from '../quote/QuoteButton'
import type { PostNode } from './PostBody'

export type ContentsEntry = { id: string; text: string }

const textOf = (node: PostNode): string => {
  if (typeof node === 'string') return node
  const [, , ...children] = node
  return children.map(textOf).join('')
}

/** The post's h2 sections, in order, as the contents list's links (their ids made by markdown.server.tsx). */
export function contentsOf(nodes: PostNode[]): ContentsEntry[] {
  return nodes.flatMap((node) =>
    typeof node !== 'string' && node[0] === 'h2' && typeof node[1].id === 'string'
      ? [{ id: node[1].id, text: textOf(node).trim() }]
      : [],
  )
}

/**
 * The article's right rail from lg (design round 23; round 24: one column's gutter after the text): the post's sections as plain in-page links,
 * then a compact quote card with the site's one quote button. It rides under the fixed header
 * while the text scrolls (CSS `position: sticky`, no script), within the body's grid, so it stops
 * where the text ends. A post without h2 has no contents; the card stays.
 */
export function ArticleRail({ contents }: { contents: ContentsEntry[] }) {
  return (
    <aside data-testid="article-rail" className="max-lg:hidden lg:pt-10">
      <div className="sticky top-28">
        {contents.length > 0 && (
          <nav aria-labelledby="article-contents-title" data-testid="article-contents">
            <p id="article-contents-title" className="eyebrow">
              {m.article_contents_title()}
            </p>
            {/*
             * Round 24: the section being read carries the resources tabs' clay rule, on its hairline.
             * No script: `.article-contents` (app/styles.css, its end; the links' clear 2 px rule too)
             * makes the list a scroll-target group, and the browser marks the link of the section on
             * screen `:target-current`.
             */}
            <ol className="article-contents mt-4 border-t border-ink-100">
              {contents.map((entry) => (
                <li key={entry.id} className="border-b border-ink-100">
                  <a
                    href={`#${entry.id}`}
                    className="flex min-h-11 items-center py-2.5 text-[0.9375rem] leading-snug text-ink-700 hover:text-navy-950 hover:underline hover:decoration-ink-300 hover:underline-offset-4"
                  >
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div
          data-testid="article-rail-quote"
          className={`rounded-card bg-sand-100 p-6 ${contents.length ? 'mt-10' : ''}`}
        >
          <p className="text-ink-800">{m.article_rail_quote_text()}</p>
          <QuoteButton place="article" className="mt-5 w-full">
            {m.common_quote_cta()}
          </QuoteButton>
        </div>
      </div>
    </aside>
  )
}

/**
 * Below lg the same contents, folded (review 23-B: on a phone the contents disappeared): one ruled
 * 44 px row under the post's picture that opens into the links. A native disclosure, no script.
 */
export function ArticleContentsFolded({ contents }: { contents: ContentsEntry[] }) {
  if (contents.length === 0) return null
  return (
    <nav aria-label={m.article_contents_title()} data-testid="article-contents-folded" className="mt-8 lg:hidden">
      <details className="group border-y border-ink-100">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-2 [&::-webkit-details-marker]:hidden">
          <span className="eyebrow">{m.article_contents_title()}</span>
          <ChevronDown
            aria-hidden
            className="size-5 shrink-0 text-ink-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <ol className="border-t border-ink-100 pb-2">
          {contents.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className="flex min-h-11 items-center py-2 text-base leading-snug text-ink-700 hover:text-navy-950 hover:underline"
              >
                {entry.text}
              </a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  )
}
