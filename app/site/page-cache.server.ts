import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'

/**
 * An in-process cache of rendered HTML (issue: static-fast pages). Marketing and legal screens
 * are rendered once per process and language; the blog's pages live a minute, so a burst of
 * visitors costs one render and one database read. Only complete 200 pages are kept.
 *
 * Bounded in entries and in bytes (the HTML, its compressed forms and headers), in two parts
 * (issue 15): the site's own URLs, a small set, and pages for a query (a shared estimate, a
 * search), which anyone can vary without end. A flood of distinct searches only turns over the
 * second part; the pages everyone visits stay.
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

export type Bounds = { maxEntries: number; maxBytes: number }

const kb = 1024
const mb = 1024 * kb

/** The defaults: about 45 screens and the blog's pages fit many times over; searches get a share. */
export const defaultBounds = {
  pages: { maxEntries: 1000, maxBytes: 96 * mb },
  queries: { maxEntries: 300, maxBytes: 16 * mb },
} satisfies Record<string, Bounds>

const headerBytes = (headers: [string, string][]) =>
  headers.reduce((sum, [k, value]) => sum + k.length + value.length, 0)
const sizeOf = (page: CachedPage) =>
  page.body.byteLength + (page.br?.byteLength ?? 0) + (page.gzip?.byteLength ?? 0) + headerBytes(page.headers) + 200

/** One least-recently-used map, bounded in entries and bytes. */
class Segment {
  readonly entries = new Map<string, { page: CachedPage; bytes: number }>()
  bytes = 0
  constructor(readonly bounds: Bounds) {}

  get(key: string) {
    const entry = this.entries.get(key)
    if (entry && this.entries.size > 1) {
      // Most recently used last: a re-insertion is two map operations.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  set(key: string, page: CachedPage) {
    this.delete(key)
    const bytes = sizeOf(page)
    // A page larger than the whole budget is not kept at all.
    if (bytes > this.bounds.maxBytes) return
    this.entries.set(key, { page, bytes })
    this.bytes += bytes
    this.trim()
  }

  delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  /** A compressed form was added to a kept page: count it. */
  grew(key: string, page: CachedPage) {
    const entry = this.entries.get(key)
    if (!entry || entry.page !== page) return
    const bytes = sizeOf(page)
    this.bytes += bytes - entry.bytes
    entry.bytes = bytes
    this.trim()
  }

  trim() {
    while (this.entries.size > this.bounds.maxEntries || this.bytes > this.bounds.maxBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }
}

export class PageCache {
  readonly #pages: Segment
  readonly #queries: Segment
  readonly #pending = new Map<string, Promise<CachedPage | undefined>>()

  constructor(bounds: { pages?: Bounds; queries?: Bounds } = {}) {
    this.#pages = new Segment(bounds.pages ?? defaultBounds.pages)
    this.#queries = new Segment(bounds.queries ?? defaultBounds.queries)
  }

  #segment(key: string) {
    return key.includes('?') ? this.#queries : this.#pages
  }

  /** What it holds now, for /healthz: entries and bytes of the site's pages and of query pages. */
  get stats() {
    return {
      pages: this.#pages.entries.size,
      queryPages: this.#queries.entries.size,
      bytes: this.#pages.bytes + this.#queries.bytes,
    }
  }

  /** A page still fresh. */
  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.#segment(key).get(key)
    return entry && entry.page.expires > now ? entry.page : undefined
  }

  /** Whether the cache holds the page, fresh or expired: an expired one is a page worth rendering again. */
  has(key: string): boolean {
    return this.#segment(key).entries.has(key)
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
    this.#segment(key).set(key, page)
  }

  /** The page's body in the encoding asked for, compressed once per page and counted in its size. */
  encoded(key: string, page: CachedPage, encoding: 'br' | 'gzip'): Uint8Array<ArrayBuffer> {
    let body = page[encoding]
    if (!body) {
      body =
        encoding === 'br'
          ? (brotliCompressSync(page.body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.byteLength },
            }) as Uint8Array<ArrayBuffer>)
          : (gzipSync(page.body, { level: 9 }) as Uint8Array<ArrayBuffer>)
      page[encoding] = body
      this.#segment(key).grew(key, page)
    }
    return body
  }

  get size() {
    return this.#pages.entries.size + this.#queries.entries.size
  }

  /** Bytes held, for tests and the benchmark. */
  get bytes() {
    return this.#pages.bytes + this.#queries.bytes
  }
}
