import { isDeepStrictEqual } from 'node:util'
import { expect, type Page } from '@playwright/test'
import * as v from 'valibot'
import { BatchSchema, type MeasurementEvent, measurementPath } from '../../app/measurement/events'

/**
 * Catches the measurement's beacons (issue 24) before they reach the server: each body must be a
 * batch the endpoint accepts (events.ts) and nothing more, a POST of text/plain of at most 4 KB.
 */
export async function catchBeacons(page: Page) {
  const events: MeasurementEvent[] = []
  const problems: string[] = []
  await page.route(`**${measurementPath}`, async (route) => {
    const request = route.request()
    const body = request.postData() ?? ''
    const parsed = v.safeParse(BatchSchema, JSON.parse(body))
    if (request.method() !== 'POST') problems.push(`method ${request.method()}`)
    if (!(await request.headerValue('content-type'))?.startsWith('text/plain')) problems.push('not text/plain')
    if (new TextEncoder().encode(body).length > 4096) problems.push(`body of ${body.length} bytes`)
    if (!parsed.success) problems.push(`refused by the contract: ${body}`)
    // Nothing beyond what the contract names (valibot would drop an unknown field silently).
    else if (!isDeepStrictEqual(parsed.output, JSON.parse(body))) problems.push(`fields outside the contract: ${body}`)
    else events.push(...parsed.output.events)
    await route.fulfill({ status: 204 })
  })
  return { events, problems }
}

/** Waits until the sending half has loaded (after hydration, when the page is idle). */
export async function measurementStarted(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/beacon-sender-[^/]+\.js$/.test(entry.name)),
  )
}

/** The tab is hidden (switched away from, or the phone locked): what is queued is sent. */
export async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

/** The events of one kind that arrived, once at least `count` of them have. */
export async function arrived<T extends MeasurementEvent['t']>(
  caught: { events: MeasurementEvent[]; problems: string[] },
  t: T,
  count = 1,
): Promise<Extract<MeasurementEvent, { t: T }>[]> {
  const ofKind = () => caught.events.filter((event): event is Extract<MeasurementEvent, { t: T }> => event.t === t)
  await expect
    .poll(() => ofKind().length, { message: `${count} ${t} event(s)`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(count)
  expect(caught.problems).toEqual([])
  return ofKind()
}
