import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { m } from '../paraglide/messages.js'
import { buttonClass } from '../ui/button'
import { PageHero } from '../ui/PageHero'
import type { PostList } from './blog.functions'
import { CalculatorTile } from './CalculatorTile'
import { filterPosts } from './filter'
import { categoryLabel, PostCard, PostCardSkeleton } from './PostCard'
import { categories } from './post-keys'
import type { ResourcesSearch } from './resources-search'
import { BlogUnavailable } from './Unavailable'

/** SPEC §2.6: search and categories live in the URL; the list filters as the visitor types. */
export function ResourcesPage({ list, search }: { list: PostList; search: ResourcesSearch }) {
  const navigate = useNavigate({ from: '/recursos/' })
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const [query, setQuery] = useState(search.q ?? '')
  const timer = useRef<number | undefined>(undefined)
  const written = useRef(search.q ?? '')
  const id = useId()

  // Back and forward bring their own search; our own debounced writes must not undo typing.
  useEffect(() => {
    const fromUrl = search.q ?? ''
    if (fromUrl === written.current) return
    written.current = fromUrl
    setQuery(fromUrl)
  }, [search.q])
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const onType = (value: string) => {
    setQuery(value)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      written.current = value.trim()
      void navigate({
        search: (prev) => ({ ...prev, q: value.trim() || undefined }),
        replace: true,
        resetScroll: false,
      })
    }, 300)
  }

  // "See all articles" drops the search: a write still pending from typing must not bring it back.
  const resetSearch = () => {
    window.clearTimeout(timer.current)
    written.current = ''
    setQuery('')
  }

  const posts = list.status === 'ok' ? filterPosts(list.posts, { q: query, category: search.category }) : []
  // Round 23 (reviews 23-A, 23-B, 22-E: boxed chips were the site's most generic element): the
  // categories as the steps' underlined tabs, on one hairline; the current one navy with the clay rule.
  const chip =
    'inline-flex min-h-11 min-w-12 shrink-0 items-center justify-center whitespace-nowrap border-b-2 py-2 text-[0.95rem] font-semibold transition-colors'

  return (
    <>
      {/* From lg the search sits on the hero's right, level with the lead's foot (no empty half). */}
      <PageHero
        eyebrow={m.resources_eyebrow()}
        title={m.resources_title()}
        lead={m.resources_subtitle()}
        aside={
          <form
            method="get"
            aria-label={m.resources_search_label()}
            className="flex w-full max-w-xl gap-2 lg:ml-auto"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor={`${id}-q`} className="sr-only">
              {m.resources_search_label()}
            </label>
            <div className="relative flex-1">
              <Search
                aria-hidden
                className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-500"
              />
              <input
                id={`${id}-q`}
                name="q"
                type="search"
                value={query}
                maxLength={100}
                placeholder={m.resources_search_placeholder()}
                onChange={(event) => onType(event.target.value)}
                className="h-11 w-full rounded-card border border-ink-200 bg-white pl-12 pr-4 text-base text-navy-950 placeholder:text-ink-500"
              />
            </div>
            {search.category && <input type="hidden" name="category" value={search.category} />}
            <button
              type="submit"
              // The outline button at the standard size (round 23, review 22-E: terracotta is the quote
              // action's), the field beside it at the same height.
              className={buttonClass({ variant: 'outline', className: 'h-11 shrink-0' })}
            >
              {m.resources_search_submit()}
            </button>
          </form>
        }
      />
      <section aria-label={m.resources_title()} className="bg-white pt-10 pb-24 sm:pt-12">
        <div className="container-site">
          {/*
           * Round 26 (I) (three of four reviews: two rows of tabs "look broken"): one row at every
           * width. On phones it scrolls sideways and runs to the screen's edges, so the last tab in
           * sight is cut by the screen, with a fade and a chevron at the right edge while there is more
           * (app/styles.css `.tabs-row`, a scroll-state container query: no script); the current tab
           * is the row's initial scroll target.
           */}
          <div className="tabs-bleed">
            <nav aria-label={m.resources_categories_label()} className="tabs-row">
              {[undefined, ...categories].map((category) => {
                const active = search.category === category
                return (
                  <Link
                    key={category ?? 'all'}
                    to="/recursos"
                    search={(prev) => ({ ...prev, category })}
                    aria-current={active ? 'page' : undefined}
                    // «All» ({ category: undefined }) is not also "active" under a category: one current tab.
                    activeOptions={{ explicitUndefined: true }}
                    resetScroll={false}
                    // A focused tab half under the screen's edge comes whole into the row (focus alone does not scroll it).
                    onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
                    className={`${chip} ${active ? 'border-clay-600 text-navy-950' : 'border-transparent text-ink-600 hover:border-ink-300 hover:text-navy-950'}`}
                  >
                    {category ? categoryLabel[category]() : m.resources_cat_all()}
                  </Link>
                )
              })}
              <span aria-hidden className="tabs-cue" />
            </nav>
          </div>
          <div className="mt-10">
            {list.status === 'unavailable' ? (
              <BlogUnavailable />
            ) : loading ? (
              <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2 sm:gap-y-12 lg:grid-cols-3">
                {Array.from({ length: 6 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                  <li key={index}>
                    <PostCardSkeleton />
                  </li>
                ))}
              </ul>
            ) : posts.length === 0 ? (
              <div className="rounded-card bg-white p-10 text-center ring-1 ring-ink-100">
                <p role="status" className="text-lg font-semibold text-ink-900">
                  {m.resources_empty()}
                </p>
                <Link
                  to="/recursos"
                  onClick={resetSearch}
                  className="mt-4 inline-block font-semibold text-ink-900 underline decoration-ink-300 underline-offset-4 hover:decoration-ink-900"
                >
                  {m.resources_empty_reset()}
                </Link>
              </div>
            ) : (
              <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2 sm:gap-y-12 lg:grid-cols-3">
                {/*
                 * The first article featured across the width from lg, when the list is long enough.
                 * On phones the others are compact rows, and the calculator tile comes fourth
                 * (CSS order, design round 14): the list does not run 5,000 px before its next step.
                 */}
                {posts.map((post, index) => (
                  <li
                    key={post.id}
                    className={`${index === 0 && posts.length > 3 ? 'lg:col-span-3' : ''} ${index >= 3 ? 'max-sm:order-2' : ''}`}
                  >
                    <PostCard
                      post={post}
                      first={index === 0}
                      featured={index === 0 && posts.length > 3}
                      compact={index > 0}
                    />
                  </li>
                ))}
                <CalculatorTile count={posts.length} featured={posts.length > 3} />
              </ul>
            )}
          </div>
        </div>
      </section>
    </>
  )
}
