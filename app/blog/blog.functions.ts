import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import { validInput } from '../site/server-input'
import type { CalculatorCardCopy } from './calculator-card-copy'
import type { ArticlePost, PostCard } from './schemas'
import { GetPostInput, IncrementInput, ListPostsInput } from './schemas'

export type Unavailable = { status: 'unavailable' }
export type PostList = { status: 'ok'; posts: PostCard[] } | Unavailable
export type PostResult =
  | { status: 'ok'; post: ArticlePost; related: PostCard[]; calculator: CalculatorCardCopy }
  | { status: 'not-found' }
  | Unavailable

/** A store failure answers 503 ("try again"), which pages tell apart from "not found". */
async function whenAvailable<T>(read: () => Promise<T>): Promise<T | Unavailable> {
  try {
    return await read()
  } catch (error) {
    console.error(`blog store: ${error instanceof Error ? error.message : String(error)}`)
    setResponseStatus(503)
    return { status: 'unavailable' }
  }
}

/**
 * The blog's server functions. Each validates its input with valibot first: a bad slug,
 * locale or id is a 400-class answer with a clear message, and never reaches the database.
 */
export const listPosts = createServerFn({ method: 'GET' })
  .validator(validInput(ListPostsInput))
  .handler(async ({ data }): Promise<PostList> => {
    const { getBlogStore } = await import('./store.server')
    return whenAvailable(async () => ({
      status: 'ok' as const,
      posts: await (await getBlogStore()).listPublishedPosts(data.locale),
    }))
  })

export const getPost = createServerFn({ method: 'GET' })
  .validator(validInput(GetPostInput))
  .handler(async ({ data }): Promise<PostResult> => {
    const { getBlogStore } = await import('./store.server')
    const { renderMarkdownTree } = await import('./markdown.server')
    return whenAvailable(async () => {
      const store = await getBlogStore()
      const post = await store.getPublishedPost(data.slug, data.locale)
      if (!post) return { status: 'not-found' as const }
      const { content, ...rest } = post
      const bodyShowsImage = post.image_url !== null && content.includes(`](${post.image_url})`)
      // What to read next, chosen here so the page's scripts carry none of it; the article stands without it.
      const { relatedPosts } = await import('./related')
      const related = await store.listPublishedPosts(data.locale).then(
        (posts) => relatedPosts(post, posts),
        () => [],
      )
      // The calculator card inside the article (design round 15): its copy in this language only.
      const { calculatorCardCopy } = await import('./calculator-card-copy')
      const { translator } = await import('../i18n/translator.server')
      const t = translator(data.locale)
      const calculator = calculatorCardCopy(
        {
          eyebrow: t('calculator_eyebrow'),
          title: t('calculator_title'),
          subtitle: t('calculator_subtitle'),
          button: t('calc_submit'),
          finish: { basic: t('calc_type_basic'), standard: t('calc_type_standard'), premium: t('calc_type_premium') },
          unit: t('calc_unit_area'),
        },
        data.locale,
      )
      return {
        status: 'ok' as const,
        post: { ...rest, bodyJson: JSON.stringify(renderMarkdownTree(content)), bodyShowsImage },
        related,
        calculator,
      }
    })
  })

export const incrementPostViews = createServerFn({ method: 'POST' })
  .validator(validInput(IncrementInput))
  .handler(async ({ data }): Promise<{ counted: boolean; views: number | null }> => {
    const { getBlogStore } = await import('./store.server')
    const { isCrawler, viewGuard, clientAddress } = await import('./view-counting.server')
    const request = getRequest()
    if (isCrawler(request.headers.get('user-agent'))) return { counted: false, views: null }
    try {
      const store = await getBlogStore()
      // Already counted for this address: still answer the live count, since the page's HTML
      // may come from the minute-long page cache.
      if (!viewGuard.shouldCount(data.postId, clientAddress(request))) {
        return { counted: false, views: await store.getPostViews(data.postId) }
      }
      // Null: nothing counted (a draft, an unknown id, or the database's per-minute limit).
      const views = await store.incrementPostViews(data.postId)
      if (views !== null) return { counted: true, views }
      return { counted: false, views: await store.getPostViews(data.postId) }
    } catch (error) {
      console.error(`blog store: ${error instanceof Error ? error.message : String(error)}`)
      setResponseStatus(503)
      return { counted: false, views: null }
    }
  })
