import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import { LRUCache } from 'lru-cache'

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

/**
 * One least-recently-used share, bounded in entries and bytes (lru-cache's `max`, `maxSize` and
 * `sizeCalculation`). Freshness is the page's own `expires`, not lru-cache's `ttl`: an expired copy
 * is kept on purpose, as the sign that its re-render goes first and as the answer when that
 * re-render fails (docs/decisions/013-server-pipeline.md).
 */
const segment = (bounds: Bounds) =>
  new LRUCache<string, CachedPage>({ max: bounds.maxEntries, maxSize: bounds.maxBytes, sizeCalculation: sizeOf })

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Brotli 9 / gzip 9 for the site's own pages; brotli 5 / gzip 6 for a query page. */
async function compress(body: Uint8Array<ArrayBuffer>, encoding: 'br' | 'gzip', query: boolean) {
  const compressed =
    encoding === 'br'
      ? await brotliAsync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: query ? 5 : 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        })
      : await gzipAsync(body, { level: query ? 6 : 9 })
  return new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength) as Uint8Array<ArrayBuffer>
}

export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>
  readonly #queries: LRUCache<string, CachedPage>
  readonly #pending = new Map<string, Promise<CachedPage | undefined>>()
  /** Compressions under way, per page and encoding: concurrent requests share one. */
  readonly #compressing = new WeakMap<CachedPage, Partial<Record<'br' | 'gzip', Promise<Uint8Array<ArrayBuffer>>>>>()

  constructor(bounds: { pages?: Bounds; queries?: Bounds } = {}) {
    this.#pages = segment(bounds.pages ?? defaultBounds.pages)
    this.#queries = segment(bounds.queries ?? defaultBounds.queries)
  }

  #segment(key: string) {
    return key.includes('?') ? this.#queries : this.#pages
  }

  /** What it holds now, for /healthz (to this machine only): entries of the site's pages and of query pages, bytes. */
  get stats() {
    return { pages: this.#pages.size, queryPages: this.#queries.size, bytes: this.bytes }
  }

  /** A page still fresh. */
  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.#segment(key).get(key)
    return page && page.expires > now ? page : undefined
  }

  /** Whether the cache holds the page, fresh or expired: an expired one is a page worth rendering again. */
  has(key: string): boolean {
    return this.#segment(key).has(key)
  }

  /** The copy held, fresh or expired, without touching its place in the order. */
  stale(key: string): CachedPage | undefined {
    return this.#segment(key).peek(key)
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
    const segment = this.#segment(key)
    // A page larger than the whole share is not kept at all.
    if (sizeOf(page) > segment.maxSize) segment.delete(key)
    else segment.set(key, page)
  }

  /**
   * The page's body in the encoding asked for, compressed once per page and counted in its size.
   * Compression runs on libuv's thread pool, never on the event loop: a flood of distinct searches
   * must not stall the kept pages behind it (issue 23). A page everyone visits is compressed hard
   * once; a query page, which may never be asked for again, is compressed quickly.
   */
  encoded(key: string, page: CachedPage, encoding: 'br' | 'gzip'): Promise<Uint8Array<ArrayBuffer>> {
    const done = page[encoding]
    if (done) return Promise.resolve(done)
    const forms = this.#compressing.get(page) ?? {}
    this.#compressing.set(page, forms)
    const running = forms[encoding]
    if (running) return running
    const pending = compress(page.body, encoding, key.includes('?')).then((body) => {
      page[encoding] = body
      delete forms[encoding]
      // Kept again as a new object, so its size is counted anew and the share trimmed (lru-cache
      // recounts only a value it has not seen); only if this copy of the page is still the one kept.
      const segment = this.#segment(key)
      const kept = segment.peek(key)
      if (kept?.body === page.body) segment.set(key, { ...kept, [encoding]: body })
      return body
    })
    forms[encoding] = pending
    return pending
  }

  get size() {
    return this.#pages.size + this.#queries.size
  }

  /** Bytes held, for tests and the benchmark. */
  get bytes() {
    return this.#pages.calculatedSize + this.#queries.calculatedSize
  }
}
