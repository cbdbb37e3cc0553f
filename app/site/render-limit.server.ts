/**
 * How many pages render at once (issue 15). A render the page cache cannot absorb (a new search
 * text, an unknown path) costs tens of milliseconds of the one JavaScript thread; a stream of
 * them would queue every request behind them, kept pages included. So at most `maxActive` run
 * at once (one by default: on one thread a second render only adds its whole length to the
 * wait of every kept page, see docs/decisions/008) and a few wait, each for a bounded time; past that the caller answers 503 with
 * Retry-After at once. Renders of pages the cache already knew (an expired copy) wait in a lane
 * of their own that is served first and never refused, so a flood cannot keep a page that
 * everyone visits from being refreshed. Each render starts on a new turn of the event loop, so
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
  ) {}

  /** Runs `task` when a slot is free, or answers `busy` when the queue is full or the wait too long. */
  async run<T>(task: () => Promise<T>, options: { known?: boolean } = {}): Promise<T | typeof busy> {
    if (!(await this.#acquire(Boolean(options.known)))) return busy
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

  #acquire(known: boolean): Promise<boolean> | boolean {
    if (this.#active < this.maxActive) {
      this.#active++
      return true
    }
    if (!known && this.#others.length >= this.maxQueued) return false
    return new Promise<boolean>((resolve) => {
      const queue = known ? this.#known : this.#others
      let timer: ReturnType<typeof setTimeout> | undefined
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer)
          resolve(true)
        },
        refuse: () => resolve(false),
      }
      if (!known) {
        timer = setTimeout(() => {
          const index = queue.indexOf(waiter)
          if (index >= 0) queue.splice(index, 1)
          waiter.refuse()
        }, this.maxWaitMs)
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
