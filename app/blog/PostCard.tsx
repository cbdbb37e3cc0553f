import { Link } from '@tanstack/react-router'
import { Eye } from 'lucide-react'
import { getLocale, type Locale } from '../i18n/locale'
import { pluralForm } from '../i18n/plural'
import { m } from '../paraglide/messages.js'
import type { Category } from './post-keys'
import type { PostCard as PostCardData } from './schemas'

export const categoryLabel: Record<Category, () => string> = {
  guide: () => m.resources_cat_guide(),
  'case-study': () => m.resources_cat_case_study(),
  'best-practices': () => m.resources_cat_best_practices(),
}

const views = {
  one: m.resources_views_one,
  few: m.resources_views_few,
  many: m.resources_views_many,
  other: m.resources_views_other,
}

/** "1.234 vistas" with the language's plural form and number format. */
export function viewsLabel(count: number, locale: Locale = getLocale()) {
  return views[pluralForm(locale, count)]({ count: new Intl.NumberFormat(locale).format(count) })
}

/** The editorial mark, kept within 0–100 whatever the row holds. */
const score = (post: PostCardData) => Math.min(100, Math.max(0, Math.round(post.seo_score)))

/**
 * `first`: the list's first card, whose picture is often the largest paint on a phone: loaded at
 * once. `featured`: from lg the card lies across the list's width, picture beside the text.
 */
export function PostCard({
  post,
  first = false,
  featured = false,
  headingLevel = 2,
}: {
  post: PostCardData
  first?: boolean
  featured?: boolean
  /** 2 in the resources list; 3 under an article, whose related section has its own h2. */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  // The picture over the title at every width (a 16:9 crop on phones, 4:3 from sm); the meta on one line.
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-navy-100 transition-shadow hover:shadow-lift ${featured ? 'lg:grid lg:grid-cols-12 lg:items-center' : ''}`}
    >
      {post.image_url && (
        <img
          src={post.image_url}
          alt=""
          width={800}
          height={600}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          className={`aspect-[16/9] w-full bg-sand-200 object-cover sm:aspect-[4/3] ${featured ? 'lg:col-span-7 lg:row-span-2 lg:h-full' : ''}`}
        />
      )}
      <div
        className={`flex flex-1 flex-col p-5 pb-4 sm:p-6 sm:pb-5 ${featured ? 'lg:col-span-5 lg:self-end lg:p-10 lg:pb-6' : ''}`}
      >
        {/* A plain label, flush with the heading's left edge. */}
        <p className="text-xs font-bold uppercase tracking-wider text-navy-600">{categoryLabel[post.category]()}</p>
        <Heading className={`mt-3 line-clamp-2 text-lg sm:mt-4 sm:text-xl ${featured ? 'lg:text-3xl' : ''}`}>
          <Link
            to="/recursos/blog/$slug"
            params={{ slug: post.slug }}
            className="after:absolute after:inset-0 hover:text-navy-700"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-navy-700 max-sm:text-[0.95rem]">{post.excerpt}</p>
      </div>
      <div
        className={`mx-5 mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-navy-100 pt-3 text-xs text-navy-600 sm:mx-6 sm:mb-6 sm:pt-4 sm:text-sm ${featured ? 'lg:col-span-5 lg:col-start-8 lg:mx-10 lg:self-start' : ''}`}
      >
        <p className="flex items-center gap-1.5 whitespace-nowrap">
          <Eye aria-hidden className="size-4" />
          {viewsLabel(post.views_count)}
        </p>
        {/* seo_score is the editors' own 0–100 mark (docs/editing-posts.md); the list explains it. */}
        <p className="flex items-center gap-2 whitespace-nowrap">
          <span aria-hidden className="h-1.5 w-10 overflow-hidden rounded-full bg-sand-200 max-[359px]:hidden">
            <span className="block h-full rounded-full bg-navy-700" style={{ width: `${score(post)}%` }} />
          </span>
          {m.resources_editorial_score({ score: String(score(post)) })}
        </p>
      </div>
    </article>
  )
}

export function PostCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-card bg-white ring-1 ring-navy-100">
      <div className="aspect-[16/9] animate-pulse bg-sand-200 sm:aspect-[4/3]" />
      <div className="space-y-3 p-5 sm:p-6">
        <div className="h-4 w-24 animate-pulse rounded bg-sand-200" />
        <div className="h-6 w-full animate-pulse rounded bg-sand-200" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-sand-200" />
      </div>
    </div>
  )
}
