import type { EventRow } from './rows'

export type QueueOptions = {
  /** Write when this many events wait… */
  batchSize?: number
  /** …or this long after the first one arrived. */
  intervalMs?: number
  /** Past this many waiting (the database down for a while), new events are dropped and counted. */
  maxQueued?: number
  /** How often the daily totals are rolled up and old events pruned. */
  maintainEveryMs?: number
}

type Sink = {
  record(rows: EventRow[]): Promise<number>
  maintain(): Promise<number>
}

/**
 * Events wait in memory and are written in batches (issue 24): the endpoint answers at once, and
 * a burst of visits costs one insert every two seconds rather than one per beacon. Bounded: past
 * `maxQueued` events waiting, new ones are dropped (and the log says how many). A failed write
 * keeps its batch at the head of the queue for the next try. `close()` writes everything left
 * before the database closes (a SIGTERM loses nothing counted).
 */
export class EventQueue {
  readonly #queue: EventRow[] = []
  readonly #sink: () => Promise<Sink>
  readonly #batchSize: number
  readonly #intervalMs: number
  readonly #maxQueued: number
  readonly #maintainEveryMs: number
  #timer: ReturnType<typeof setTimeout> | undefined
  #writing: Promise<void> | undefined
  #lastMaintained = 0
  #dropped = 0
  #closed = false

  constructor(sink: () => Promise<Sink>, options: QueueOptions = {}) {
    this.#sink = sink
    this.#batchSize = options.batchSize ?? 200
    this.#intervalMs = options.intervalMs ?? 2000
    this.#maxQueued = options.maxQueued ?? 20_000
    this.#maintainEveryMs = options.maintainEveryMs ?? 60 * 60_000
  }

  get size(): number {
    return this.#queue.length
  }

  /** Queues rows; answers how many were taken (fewer when the queue is full or closed). */
  push(rows: EventRow[]): number {
    if (this.#closed) return 0
    const room = Math.max(0, this.#maxQueued - this.#queue.length)
    const taken = rows.slice(0, room)
    this.#dropped += rows.length - taken.length
    this.#queue.push(...taken)
    if (this.#queue.length >= this.#batchSize) void this.flush()
    else if (this.#queue.length > 0 && !this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.#intervalMs)
      this.#timer.unref?.()
    }
    return taken.length
  }

  /** Writes what waits, one batch after another; one write at a time. */
  flush(): Promise<void> {
    clearTimeout(this.#timer)
    this.#timer = undefined
    this.#writing ??= this.#drain().finally(() => {
      this.#writing = undefined
      // Events that arrived during a failed write wait for the next tick.
      if (this.#queue.length > 0 && !this.#closed && !this.#timer) {
        this.#timer = setTimeout(() => void this.flush(), this.#intervalMs)
        this.#timer.unref?.()
      }
    })
    return this.#writing
  }

  async #drain(): Promise<void> {
    if (this.#dropped > 0) {
      console.warn(`measurement: queue full, ${this.#dropped} events dropped`)
      this.#dropped = 0
    }
    while (this.#queue.length > 0) {
      const batch = this.#queue.slice(0, this.#batchSize)
      try {
        const sink = await this.#sink()
        await sink.record(batch)
        this.#queue.splice(0, batch.length)
        if (Date.now() - this.#lastMaintained > this.#maintainEveryMs) {
          this.#lastMaintained = Date.now()
          await sink.maintain().catch((error: unknown) => console.error(`measurement: maintenance failed: ${error}`))
        }
      } catch (error) {
        if (isDataError(error)) {
          // Rows the database refuses will never go in (they passed the contract, so a bug): not
          // retried forever ahead of the good ones.
          this.#queue.splice(0, batch.length)
          console.error(`measurement: ${batch.length} events refused by the database, dropped: ${error}`)
          continue
        }
        console.error(`measurement: writing ${batch.length} events failed (kept for the next try): ${error}`)
        return
      }
    }
  }

  /** Takes no more events, writes all that wait (one retry after a failure), then stops. */
  async close(): Promise<number> {
    this.#closed = true
    const waiting = this.#queue.length
    await this.#writing
    await this.flush()
    if (this.#queue.length > 0) await this.flush()
    clearTimeout(this.#timer)
    return waiting - this.#queue.length
  }
}

/** Postgres' data exceptions and integrity violations (SQLSTATE classes 22 and 23), not an outage. */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') return /^2[23]/.test(code)
  return /\b2[23][0-9A-Z]{3}\b/.test(String(error))
}
