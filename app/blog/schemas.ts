import * as v from 'valibot'
import { LocaleSchema } from '../i18n/locale-schema'
import { categories, slugMaxLength, slugPattern } from './post-keys'

// Server-side schemas (server-function input, database rows). Code that runs in the browser
// imports from ./post-keys instead, so valibot stays out of the client bundle.
export { type Category, categories } from './post-keys'
export const CategorySchema = v.picklist(categories, 'must be guide, case-study or best-practices')

/** Lowercase letters, digits and single hyphens, up to 200 characters (as the database enforces). */
export const SlugSchema = v.pipe(
  v.string('must be text'),
  v.maxLength(slugMaxLength, `must be at most ${slugMaxLength} characters`),
  v.regex(slugPattern, 'must be lowercase letters, digits and hyphens'),
)

/** A post id, in lower case: Postgres reads every spelling of a UUID as one, and so must the view guard. */
export const PostIdSchema = v.pipe(v.string(), v.uuid('must be a post id'), v.toLowerCase())

/** A date column as the database returns it: "2026-11-12" (PostgREST) or a Date (pg drivers). */
const DateString = v.pipe(
  v.union([v.string(), v.date()]),
  v.transform((value) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10))),
  v.isoDate(),
)
const Timestamp = v.pipe(
  v.union([v.string(), v.date()]),
  v.transform((value) => (typeof value === 'string' ? new Date(value).toISOString() : value.toISOString())),
)

/** What a card in the list needs, in one language. */
export const PostCardSchema = v.object({
  id: PostIdSchema,
  slug: SlugSchema,
  category: CategorySchema,
  image_url: v.nullable(v.string()),
  seo_score: v.number(),
  views_count: v.number(),
  published_at: DateString,
  title: v.pipe(v.string(), v.minLength(1)),
  excerpt: v.pipe(v.string(), v.minLength(1)),
})
export type PostCard = v.InferOutput<typeof PostCardSchema>

/** One article in one language. */
export const PostSchema = v.object({
  ...PostCardSchema.entries,
  content: v.string(),
  meta_description: v.string(),
  keywords: v.array(v.string()),
  updated_at: Timestamp,
})
export type Post = v.InferOutput<typeof PostSchema>

/**
 * An article as the page receives it: the body already rendered to sanitized HTML on the server
 * (the markdown stays there), and whether that body shows the post's own image.
 */
export type ArticlePost = Omit<Post, 'content'> & { bodyJson: string; bodyShowsImage: boolean }

export const SitemapPostSchema = v.object({ slug: SlugSchema, updated_at: Timestamp })
export type SitemapPost = v.InferOutput<typeof SitemapPostSchema>

export const ListPostsInput = v.object({ locale: LocaleSchema })
export const GetPostInput = v.object({ locale: LocaleSchema, slug: SlugSchema })
export const IncrementInput = v.object({ postId: PostIdSchema })
