import { LRUCache } from 'lru-cache'

type Bucket = { tokens: number; at: number }

/**
 * So many requests a minute per key (a client address), as a token bucket: up to `burst` at once,
 * then `perMinute` spread over the minute. Bounded in keys (least recently seen go first), so a
 * flood from many addresses cannot grow memory; a forgotten key starts with a full bucket.
 */
export class RateLimiter {
  readonly #buckets: LRUCache<string, Bucket>
  readonly #perMs: number
  readonly #burst: number

  constructor({
    perMinute,
    burst = perMinute,
    maxKeys = 10_000,
  }: { perMinute: number; burst?: number; maxKeys?: number }) {
    this.#perMs = perMinute / 60_000
    this.#burst = burst
    this.#buckets = new LRUCache({ max: maxKeys })
  }

  /** Whether `key` has at least one request left, without taking it (failed logins: app/measurement/). */
  has(key: string, now = Date.now()): boolean {
    const bucket = this.#buckets.get(key)
    if (!bucket) return this.#burst >= 1
    return Math.min(this.#burst, bucket.tokens + (now - bucket.at) * this.#perMs) >= 1
  }

  /** Takes one request from `key`'s allowance: false once it is used up. */
  allow(key: string, now = Date.now()): boolean {
    const bucket = this.#buckets.get(key) ?? { tokens: this.#burst, at: now }
    bucket.tokens = Math.min(this.#burst, bucket.tokens + (now - bucket.at) * this.#perMs)
    bucket.at = now
    const allowed = bucket.tokens >= 1
    if (allowed) bucket.tokens -= 1
    this.#buckets.set(key, bucket)
    return allowed
  }
}
