import type { ArticlePost, PostCard } from './schemas'

/** Up to three other articles to read next: the same category first, then the newest. */
export function relatedPosts(post: Pick<ArticlePost, 'id' | 'category'>, posts: PostCard[], count = 3): PostCard[] {
  const others = posts.filter((candidate) => candidate.id !== post.id)
  const newest = (a: PostCard, b: PostCard) => b.published_at.localeCompare(a.published_at)
  const same = others.filter((candidate) => candidate.category === post.category).sort(newest)
  const rest = others.filter((candidate) => candidate.category !== post.category).sort(newest)
  return [...same, ...rest].slice(0, count)
}
