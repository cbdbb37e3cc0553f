import { isCrawler } from '../site/crawler'

/** Crawlers run JavaScript too: their visits are not views (app/site/crawler.ts, shared with the measurement). */
export { isCrawler }

/**
 * One counted view per post per client address per 30 minutes, in this process. Bounded: the
 * oldest entries go first when it is full, so a flood cannot grow memory.
 */
export class ViewGuard {
  private readonly seen = new Map<string, number>()
  constructor(
    private readonly windowMs = 30 * 60 * 1000,
    private readonly maxEntries = 50_000,
  ) {}

  shouldCount(postId: string, clientAddress: string, now = Date.now()): boolean {
    // One post, one key: a UUID in any case names the same row (issue 23).
    const key = `${postId.toLowerCase()}|${clientAddress}`
    const last = this.seen.get(key)
    if (last !== undefined && now - last < this.windowMs) return false
    this.seen.delete(key)
    this.seen.set(key, now)
    while (this.seen.size > this.maxEntries) {
      const oldest = this.seen.keys().next().value
      if (oldest === undefined) break
      this.seen.delete(oldest)
    }
    return true
  }
}
