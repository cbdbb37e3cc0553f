import type { ScreenRoute } from '../../../app.config.ts'
import { type Exchange, isFilePath, isRead, isServerFunction } from './exchange'

/** How long a copy is served from memory, and what a CDN may do with it (undefined: the route's own). */
export type CachePolicy = { ttlMs: number; cacheControl?: string }

export const cachePolicy = {
  // Build-bound copy: one render an hour per page and language (the footer's year stays right).
  screen: { ttlMs: 60 * 60_000, cacheControl: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400' },
  // The blog follows its database within a minute.
  blog: { ttlMs: 60_000, cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' },
  // The sitemap and the feeds list the blog's posts: a minute too, with the Cache-Control their routes set.
  blogFile: { ttlMs: 60_000 },
  // robots.txt changes with a deploy only.
  file: { ttlMs: 60 * 60_000 },
} as const satisfies Record<string, CachePolicy>

export const screenCacheControl = cachePolicy.screen.cacheControl

const blogScreens: ReadonlySet<ScreenRoute> = new Set(['/recursos', '/recursos/blog/$slug'])

/** The files the app renders (every other file is served from dist/client before the app). */
const blogFiles = /^\/(sitemap\.xml|feeds\/[a-z]{2}\.xml)$/

/**
 * What the cache keeps: the canonical GET/HEAD URLs of a screen, under their normalized query,
 * and the app's files (robots.txt, the sitemap, the feeds) under their path alone, so a random
 * `?x=` does not reach the database (issue 23).
 */
export function cachePolicyFor(exchange: Exchange): CachePolicy | undefined {
  const path = exchange.url.pathname
  if (!isRead(exchange.request) || isServerFunction(path)) return undefined
  if (isFilePath(path)) {
    if (blogFiles.test(path)) return cachePolicy.blogFile
    return path === '/robots.txt' ? cachePolicy.file : undefined
  }
  const { decision } = exchange
  if (decision.kind !== 'render' || !decision.screen) return undefined
  return blogScreens.has(decision.screen) ? cachePolicy.blog : cachePolicy.screen
}
