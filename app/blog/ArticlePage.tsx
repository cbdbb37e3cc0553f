import { Link } from '@tanstack/react-router'
import { ArrowLeft, CalendarDays, Eye } from 'lucide-react'
import { useEffect, useState } from 'react'
import { CalculatorLink } from '../calculator/CalculatorLink'
import { formatLongDate } from '../i18n/format'
import { getLocale, type Locale } from '../i18n/locale'
import { pluralForm } from '../i18n/plural'
import { m } from '../paraglide/messages.js'
import { Breadcrumb } from '../ui/Breadcrumb'
import { buttonClass } from '../ui/button'
import { ArticleContentsFolded, ArticleRail, contentsOf } from './ArticleRail'
import { incrementPostViews } from './blog.functions'
import { CalculatorCard } from './CalculatorCard'
import type { CalculatorCardCopy } from './calculator-card-copy'
import { ArticlePicture, leadPicture, PostBody, type PostNode } from './PostBody'
import { categoryLabel, PostCard } from './PostCard'
import type { ArticlePost, PostCard as PostCardData } from './schemas'

const reads = {
  one: m.article_reads_one,
  few: m.article_reads_few,
  many: m.article_reads_many,
  other: m.article_reads_other,
}

export function readsLabel(count: number, locale: Locale) {
  return reads[pluralForm(locale, count)]({ count: new Intl.NumberFormat(locale).format(count) })
}

/** Articles this tab has already counted: kept in memory, so nothing is stored on the device. */
const counted = new Set<string>()

/**
 * Counts the first display of an article in this tab, once, after hydration: not on the server,
 * not for a prefetch, not twice under development's double effects. A reload is not counted
 * again either: the server counts one view per post and address every 30 minutes.
 */
function useCountedViews(post: ArticlePost) {
  const [views, setViews] = useState(post.views_count)
  useEffect(() => {
    if (counted.has(post.id)) return
    counted.add(post.id)
    incrementPostViews({ data: { postId: post.id } })
      .then((result) => {
        if (typeof result.views === 'number') setViews(result.views)
      })
      .catch(() => {})
  }, [post.id])
  return views
}

/**
 * Where the calculator card goes in a post's body (design round 15): after its second h2 section,
 * that is before its third h2; a post with fewer than three h2 has none inside (its closing block
 * still leads to the calculator). Every sample post has four to six, in every language.
 */
export function splitForCalculator(nodes: PostNode[]): [PostNode[], PostNode[]] | null {
  let seen = 0
  const at = nodes.findIndex((node) => typeof node !== 'string' && node[0] === 'h2' && ++seen === 3)
  return at === -1 ? null : [nodes.slice(0, at), nodes.slice(at)]
}

export function ArticlePage({
  post,
  related,
  calculator,
}: {
  post: ArticlePost
  related: PostCardData[]
  calculator: CalculatorCardCopy
}) {
  const locale = getLocale()
  const views = useCountedViews(post)
  const body = JSON.parse(post.bodyJson) as PostNode[]
  const lead = post.image_url ? leadPicture(body, post.image_url) : null
  const nodes = lead ? lead.rest : body
  const split = splitForCalculator(nodes)
  const contents = contentsOf(nodes)
  // The post's image, unless its body already shows the same picture (then it is taken from there,
  // with the body's own words for it as the caption, shown once).
  const picture =
    post.image_url && (lead || !post.bodyShowsImage)
      ? { src: post.image_url, caption: lead?.alt || m.article_image_caption({ title: post.title }) }
      : null
  return (
    <article className="bg-white pb-20 sm:pb-24">
      {/*
       * Phones and tablets: one centred column (768 px at most). From lg the container: the title on
       * its left edge (design round 24: over the post's picture, which spans the whole container),
       * then the text column (40 rem) and, one column's gutter after it, the rail to the right edge.
       */}
      <header className="bg-sand-100 pb-12 pt-32 sm:pt-40">
        <div className="container-site max-w-3xl lg:max-w-[1240px]">
          <div className="lg:max-w-[50rem]">
            {/* On phones one step back, «← Recursos»; the full trail from sm. */}
            <Link
              to="/recursos"
              className="-ml-1 inline-flex min-h-11 items-center gap-2 px-1 text-sm font-semibold text-ink-700 hover:text-navy-950 sm:hidden"
            >
              <ArrowLeft aria-hidden className="size-4" />
              {m.nav_resources()}
            </Link>
            <div className="max-sm:hidden">
              <Breadcrumb trail={[{ to: '/recursos', label: m.nav_resources() }]} current={post.title} />
            </div>
            <p className="mt-6 sm:mt-8">
              <span className="text-xs font-bold uppercase tracking-wider text-ink-600">
                {categoryLabel[post.category]()}
              </span>
            </p>
            {/*
             * Under 360 px 32 px, as a service hero's (de: «Baugenehmigung» broke inside the word at
             * 36 px); a title with a word of 15 letters or more scales with a phone's width (app/styles.css).
             */}
            <h1
              className="mt-4 text-h1 max-[359px]:text-[2rem]"
              data-long-word={/\S{15}/.test(post.title) || undefined}
            >
              {post.title}
            </h1>
            <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-ink-600">
              <span className="flex items-center gap-2">
                <CalendarDays aria-hidden className="size-4" />
                {m.article_published({ date: formatLongDate(post.published_at, locale) })}
              </span>
              <span className="flex items-center gap-2" data-testid="article-reads">
                <Eye aria-hidden className="size-4" />
                {readsLabel(views, locale)}
              </span>
            </p>
          </div>
          {picture && <ArticlePicture src={picture.src} caption={picture.caption} />}
        </div>
      </header>
      {/* From lg `.article-grid` (app/styles.css, its end): the 40 rem text column, one column's gutter, the rail. */}
      <div className="article-grid container-site max-w-3xl lg:max-w-[1240px]">
        <div data-testid="article-column" className="min-w-0">
          <ArticleContentsFolded contents={contents} />
          <div className="mt-10">
            {/* Sanitized on the server (blog/markdown.server.tsx); rendered here as React elements. */}
            <div className="article-body">
              <PostBody nodes={split ? split[0] : nodes} />
            </div>
            {split && (
              <>
                {/* The calculator card as a light inset in the reading column (round 25), a next step halfway through a long guide. */}
                <div data-testid="article-calculator" className="calc-inset my-12 sm:my-14">
                  <CalculatorCard
                    wide
                    copy={calculator}
                    action={
                      <CalculatorLink
                        className={buttonClass({
                          variant: 'outline',
                          size: 'lg',
                          className: 'max-sm:w-full max-sm:px-4',
                        })}
                      >
                        {calculator.button}
                      </CalculatorLink>
                    }
                  />
                </div>
                <div className="article-body">
                  <PostBody nodes={split[1]} />
                </div>
              </>
            )}
          </div>
        </div>
        <ArticleRail contents={contents} />
      </div>
      {/* What to read next; then the contact section, opened by SPEC §2.7's block (ArticleClosing). */}
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-20 border-t border-ink-200 pt-14 sm:mt-24 sm:pt-16">
          <div className="container-site">
            <h2 id="related-title" className="text-h2">
              {m.article_related_title()}
            </h2>
            {/*
             * On phones the resources list's compact rows (round 15: a swipe row's narrow cards split
             * their byline and stats lines, and had no arrows); two, then three columns from sm.
             */}
            <ul className="mt-8 grid gap-x-8 gap-y-8 sm:grid-cols-2 sm:gap-y-12 lg:grid-cols-3">
              {related.map((card) => (
                <li key={card.id}>
                  <PostCard post={card} headingLevel={3} clampTitle={false} compact />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </article>
  )
}

/**
 * SPEC §2.7's closing call to action, word for word, as the contact module that ends the article
 * (design round 14): its heading and text open the module, over the contact details (the heading
 * is the section's name and the quote action's focus target), and its button is the panel's one
 * action beside them, to the home's calculator. One module, one button. Round 23 (reviews: it read
 * as another component): the panel is the site-wide one's anatomy, its serif title, three numbered
 * steps (the calculator's, then the panel's own two) and the one filled button («Solicitar presupuesto
 * gratuito», SPEC §2.7: the quote request's words, so the quote request's clay fill; round 26 I).
 */
export function articleClosing() {
  return {
    title: m.article_cta_title(),
    text: m.article_cta_text(),
    action: (
      <>
        <h3 className="text-xl font-bold sm:text-2xl">{m.contact_panel_title()}</h3>
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-ink-800 marker:font-bold marker:text-ink-500 max-sm:text-base">
          <li>{m.article_cta_step_1()}</li>
          <li>{m.contact_panel_step_2()}</li>
          <li>{m.contact_panel_step_3()}</li>
        </ol>
        <CalculatorLink
          className={buttonClass({
            size: 'lg',
            className: 'mt-8 w-full max-sm:px-3 max-[359px]:px-1! max-[359px]:text-[0.9375rem]',
          })}
        >
          {m.article_cta_button()}
        </CalculatorLink>
      </>
    ),
  }
}
