import { Link } from '@tanstack/react-router'
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

/**
 * «12 nov 2026»: the card's date, short, in the page's language (from the ISO day, in UTC). Russian
 * drops the year's «г.» («5 нояб. 2026», as Russian bylines set it): with it the byline took two
 * lines on a 320 px phone (round 15).
 */
function shortDate(isoDate: string, locale: Locale = getLocale()) {
  const parts = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${isoDate}T00:00:00Z`))
  return parts
    .filter((part) => !(part.type === 'literal' && part.value.trim() === 'г.'))
    .map((part) => part.value)
    .join('')
    .trim()
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
  clampTitle = true,
  compact = false,
}: {
  post: PostCardData
  first?: boolean
  featured?: boolean
  /** 2 in the resources list; 3 under an article, whose related section has its own h2. */
  headingLevel?: 2 | 3
  /** false: the whole title (the related row on phones, where two lines cut a phrase mid-way). */
  clampTitle?: boolean
  /** On phones a compact row (the list after its featured card): thumbnail left, text beside it. */
  compact?: boolean
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  // The picture over the title (a 16:9 crop on phones, 4:3 from sm); a compact row on phones puts
  // a square thumbnail on the left instead (design round 14), so the list is not a wall of cards.
  // (app/styles.css `.card-compact`: the byline and the stats line across the row, round 15.)
  const row = compact ? 'card-compact' : ''
  return (
    <article
      className={`group relative flex h-full flex-col ${featured ? 'lg:grid lg:grid-cols-12 lg:gap-x-8' : ''} ${row}`}
    >
      {post.image_url && (
        // No card outline (design round 16): the picture with the one picture frame's edge
        // (app/styles.css `.picture-frame`), the text under it on the page.
        <span
          className={`card-cover picture-frame block overflow-hidden rounded-card bg-sand-200 ${featured ? 'lg:col-span-7' : ''}`}
        >
          <img
            src={post.image_url}
            alt=""
            width={800}
            height={600}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
            className={`block w-full object-cover sm:aspect-[4/3] ${compact ? 'aspect-square' : 'aspect-[16/9]'} ${featured ? 'lg:aspect-[3/2] lg:h-full' : ''}`}
          />
        </span>
      )}
      <div
        className={`card-body flex flex-1 flex-col sm:pt-5 ${compact ? '' : 'pt-4'} ${featured ? 'lg:col-span-5 lg:pt-0' : ''}`}
      >
        {/*
         * A magazine's byline over the title (design round 13): the category, then the date. The
         * views and the editors' mark stay as quieter small print at the card's foot.
         */}
        <p
          data-testid="post-byline"
          className={`card-meta flex flex-wrap items-baseline gap-x-2 text-xs ${featured ? 'lg:mt-auto' : ''}`}
        >
          <span className="whitespace-nowrap font-bold uppercase tracking-wider text-ink-600 max-sm:tracking-wide">
            {categoryLabel[post.category]()}
          </span>
          <span aria-hidden className="text-ink-500">
            ·
          </span>
          <time dateTime={post.published_at} className="whitespace-nowrap text-ink-500">
            {shortDate(post.published_at)}
          </time>
        </p>
        {/* Grid cards keep two lines for the title and three for the excerpt, so every row lines up; the featured card, and a compact row on phones, show the whole title. */}
        {/* Round 26 (I): the featured title in the display serif at every width (app/styles.css `.card-title-lead`), as every H2 is. */}
        <Heading
          className={`card-title sm:mt-4 sm:text-xl ${compact ? 'mt-1.5 text-base leading-snug' : 'mt-3 text-lg'} ${featured ? 'card-title-lead' : !clampTitle ? '' : compact ? 'sm:line-clamp-2 sm:min-h-[2lh]' : 'line-clamp-2 min-h-[2lh]'}`}
        >
          <Link
            to="/recursos/blog/$slug"
            params={{ slug: post.slug }}
            className="after:absolute after:inset-0 hover:text-ink-700"
          >
            {post.title}
          </Link>
        </Heading>
        {/*
         * Three lines, always (SPEC §2.6, app/styles.css `.card-excerpt`): one treatment on every
         * card in every language, a 3-line clamp that ends a longer excerpt on «…». The featured card
         * lies across the list from lg, clamped too but with no empty lines reserved.
         */}
        <p
          className={`card-excerpt mt-2 text-ink-700 sm:mb-5 ${compact ? 'mb-3 max-sm:text-sm' : 'mb-4 max-sm:text-[0.95rem]'} ${featured ? 'card-excerpt-lead lg:mt-4 lg:text-lg' : ''}`}
        >
          {post.excerpt}
        </p>
        {/*
         * One quiet line: views · the editors' mark. No rule over it and no footnote under the list
         * (design round 11): small print, not a widget. Round 18: in the resources grid it follows its
         * own text (two title lines and three excerpt lines, always), so it sits at one height in every
         * row, the row with the taller calculator tile too; a card whose title runs free (the related
         * row) pins it to its foot instead.
         */}
        <p
          data-testid="post-meta"
          className={`card-stats flex flex-wrap gap-x-2 text-xs text-ink-500 ${clampTitle ? '' : 'mt-auto'} ${featured ? 'lg:mt-0' : ''}`}
        >
          <span className="whitespace-nowrap">{viewsLabel(post.views_count)}</span>
          <span aria-hidden>·</span>
          <span className="whitespace-nowrap">{m.resources_editorial_score({ score: String(score(post)) })}</span>
        </p>
      </div>
    </article>
  )
}

export function PostCardSkeleton() {
  return (
    <div aria-hidden>
      <div className="aspect-[16/9] animate-pulse rounded-card bg-sand-200 sm:aspect-[4/3]" />
      <div className="space-y-3 pt-4 sm:pt-5">
        <div className="h-4 w-24 animate-pulse rounded-card bg-sand-200" />
        <div className="h-6 w-full animate-pulse rounded-card bg-sand-200" />
        <div className="h-4 w-5/6 animate-pulse rounded-card bg-sand-200" />
      </div>
    </div>
  )
}
