/**
 * How many pages render at once (issue 15). A render the page cache cannot absorb (a new search
 * text, an unknown path) costs tens of milliseconds of the one JavaScript thread; a stream of
 * them would queue every request behind them, kept pages included. So at most `maxActive` run
 * at once (one by default: on one thread a second render only adds its whole length to the
 * wait of every kept page, see docs/decisions/008) and a few wait, each for a bounded time; past that the caller answers 503 with
 * Retry-After at once. Renders of pages the cache already knew (an expired copy) wait in a lane
 * of their own that is served first, so a flood cannot keep a page that everyone visits from
 * being refreshed. That lane is bounded too (issue 23), in length and in wait: past it the page
 * store serves the expired copy. A page the site itself lists (a sitemap URL, a category page)
 * waits in the first lane and is never refused: a crawler that reads the sitemap never gets a 503.
 * That set is finite and each page renders once at a time (the page store), so it cannot grow the
 * queue without end. Each render starts on a new turn of the event loop, so
 * the requests waiting on the socket are answered between renders.
 */
export const busy = Symbol('busy')

type Waiter = { start: () => void; refuse: () => void }

export class RenderLimiter {
  #active = 0
  readonly #known: Waiter[] = []
  readonly #others: Waiter[] = []

  constructor(
    readonly maxActive = 1,
    readonly maxQueued = 32,
    readonly maxWaitMs = 1000,
    readonly maxKnownQueued = 16,
    readonly maxKnownWaitMs = 5000,
  ) {}

  /** Runs `task` when a slot is free, or answers `busy` when the queue is full or the wait too long. */
  async run<T>(task: () => Promise<T>, options: { known?: boolean; listed?: boolean } = {}): Promise<T | typeof busy> {
    if (!(await this.#acquire(Boolean(options.known), Boolean(options.listed)))) return busy
    try {
      // A render is a long chain of promises, with no turn of the event loop inside it: yield one
      // first, so requests that arrived meanwhile (kept pages, refusals, timeouts) are answered
      // between two renders rather than after the whole queue.
      await new Promise((resolve) => setImmediate(resolve))
      return await task()
    } finally {
      this.#release()
    }
  }

  #acquire(known: boolean, listed: boolean): Promise<boolean> | boolean {
    if (this.#active < this.maxActive) {
      this.#active++
      return true
    }
    const queue = known || listed ? this.#known : this.#others
    if (!listed && queue.length >= (known ? this.maxKnownQueued : this.maxQueued)) return false
    return new Promise<boolean>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer)
          resolve(true)
        },
        refuse: () => resolve(false),
      }
      if (!listed) {
        timer = setTimeout(
          () => {
            const index = queue.indexOf(waiter)
            if (index >= 0) queue.splice(index, 1)
            waiter.refuse()
          },
          known ? this.maxKnownWaitMs : this.maxWaitMs,
        )
      }
      queue.push(waiter)
    })
  }

  #release() {
    const next = this.#known.shift() ?? this.#others.shift()
    // The slot passes straight to the next waiter.
    if (next) next.start()
    else this.#active--
  }

  get active() {
    return this.#active
  }

  get queued() {
    return this.#known.length + this.#others.length
  }
}
