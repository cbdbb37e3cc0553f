import * as v from 'valibot'
import { clientAddress } from '../site/client-address.server'
import { isCrawler } from '../site/crawler'
import { logLine } from '../site/log.server'
import type { Stage } from '../site/pipeline/exchange'
import { RateLimiter } from '../site/rate-limit'
import { readBoundedBody } from '../site/request-body.server'
import { BatchSchema, maxBatchBytes, measurementPath } from './events'
import type { EventQueue } from './queue.server'
import { toRow } from './rows'

const noStore = { 'Cache-Control': 'no-store' }
const answer = (status: number, text?: string, headers: Record<string, string> = {}) =>
  new Response(text ?? null, {
    status,
    headers: { ...noStore, ...(text ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}), ...headers },
  })

/** At most this many log lines a minute about malformed beacons, whoever sends them. */
export class LogBudget {
  #minute = 0
  #lines = 0
  constructor(private readonly perMinute = 30) {}
  take(now = Date.now()): boolean {
    const minute = Math.floor(now / 60_000)
    if (minute !== this.#minute) {
      this.#minute = minute
      this.#lines = 0
    }
    return this.#lines++ < this.perMinute
  }
}

/**
 * `POST /m`: the pages' beacons (app/measurement/events.ts), answered at once and queued
 * (issue 24). Not counted, and answered 204 all the same: a browser that sends Global Privacy
 * Control (`Sec-GPC: 1`), a known crawler or monitor (the blog's view counter's list), and a
 * beacon sent from another site. Refused: another method (405), a body past 4 KB (413), more
 * than the allowance of one address (429), anything the contract does not describe (400, with
 * one sanitized log line). Nothing from the request but the checked events is kept: not the
 * address (only a key in the limiter's memory), not the user agent, not the time to the second.
 */
export function measurementBeacon(
  queue: EventQueue,
  {
    limiter = new RateLimiter({ perMinute: 60, burst: 30 }),
    logBudget = new LogBudget(),
    waitForWrite = () => false,
  }: {
    limiter?: RateLimiter
    logBudget?: LogBudget
    /**
     * Answer only once the events are written: on a serverless host (Netlify's functions) the
     * process may be frozen or dropped after its answer, with no SIGTERM to flush the queue.
     */
    waitForWrite?: () => boolean
  } = {},
): Stage {
  return async (exchange, next) => {
    if (exchange.url.pathname !== measurementPath) return next(exchange)
    const { request } = exchange
    // A beacon not counted is still read (4 KB at most) before its answer: cancelling the body
    // would close the connection, and a client still sending would lose the answer in a reset.
    const drop = async () => {
      await readBoundedBody(request, maxBatchBytes).catch(() => undefined)
    }
    if (request.method !== 'POST') return answer(405, 'Method Not Allowed', { Allow: 'POST' })
    const fetchSite = request.headers.get('sec-fetch-site')
    if (
      request.headers.get('sec-gpc') === '1' ||
      isCrawler(request.headers.get('user-agent')) ||
      (fetchSite !== null && fetchSite !== 'same-origin')
    ) {
      await drop()
      return answer(204)
    }
    if (!limiter.allow(clientAddress(request))) {
      await drop()
      return answer(429, undefined, { 'Retry-After': '60' })
    }
    const refuse = (why: string) => {
      if (logBudget.take()) console.warn(logLine(`400 ${measurementPath}`, why))
      return answer(400, 'Bad Request')
    }
    let text: string
    try {
      const bounded = await readBoundedBody(request, maxBatchBytes)
      if (bounded === 'too-large') return answer(413, 'Payload Too Large')
      text = await bounded.text()
    } catch {
      return refuse('unreadable body')
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return refuse('not JSON')
    }
    const batch = v.safeParse(BatchSchema, json)
    if (!batch.success) return refuse(v.summarize(batch.issues))
    const received = new Date()
    queue.push(batch.output.events.map((event) => toRow(event, received)))
    if (waitForWrite()) await queue.flush()
    return answer(204)
  }
}
