/**
 * An in-process cache of rendered HTML (issue: static-fast pages). Marketing and legal screens
 * are rendered once per process and language; the blog's pages live a minute, so a burst of
 * visitors costs one render and one database read. Only complete 200 pages are kept.
 */
export type CachedPage = {
  /** The page as UTF-8, encoded once. */
  body: Uint8Array<ArrayBuffer>
  /** Its brotli and gzip forms, made on first demand and kept with it. */
  br?: Uint8Array<ArrayBuffer>
  gzip?: Uint8Array<ArrayBuffer>
  headers: [string, string][]
  etag: string
  expires: number
  /** Served at an unprefixed (Spanish) URL, whose routing depends on cookie and browser language. */
  unprefixed: boolean
}

export class PageCache {
  readonly #entries = new Map<string, CachedPage>()
  readonly #pending = new Map<string, Promise<CachedPage | undefined>>()

  constructor(readonly maxEntries = 1000) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= now) {
      this.#entries.delete(key)
      return undefined
    }
    return entry
  }

  /**
   * The cached page, or one render shared by every request that asks while it runs (so a burst on
   * a cold or expired page still renders it once). `render` answers undefined for pages not kept.
   */
  async getOrRender(key: string, render: () => Promise<CachedPage | undefined>): Promise<CachedPage | undefined> {
    const hit = this.get(key)
    if (hit) return hit
    let pending = this.#pending.get(key)
    if (!pending) {
      pending = render()
        .then((page) => {
          if (page) this.set(key, page)
          return page
        })
        .finally(() => this.#pending.delete(key))
      this.#pending.set(key, pending)
    }
    return pending
  }

  set(key: string, page: CachedPage) {
    this.#entries.delete(key)
    this.#entries.set(key, page)
    // Oldest first out: the set of cacheable URLs is small, this only bounds the worst case.
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
  }

  get size() {
    return this.#entries.size
  }
}
