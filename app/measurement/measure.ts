import type { MeasurementEvent } from './events'
import type { Occurrence, Place } from './occurrence'

export type { Occurrence, Place }

/**
 * The page-side half of the first-party measurement (issue 24), small enough to ship with every
 * page: components and the quote action call `measure`, the root reports each page shown
 * (`showPage`). Events wait here, in this tab's memory only, until the sending half
 * (beacon-sender.ts, loaded only in the browser) has loaded after hydration; it adds the landing, the link clicks and
 * the Core Web Vitals, and sends. A browser that asks for Global Privacy Control is not counted:
 * nothing is kept and the sending half is never loaded.
 */
type Deliver = (event: MeasurementEvent) => void

let place: Place | undefined
let deliver: Deliver | undefined
let off = false
/** Occurrences before the first page is known, then events before the sending half is loaded. */
const early: Occurrence[] = []
const waiting: MeasurementEvent[] = []
const seen = new Set<string>()

export function measure(occurrence: Occurrence) {
  if (off) return
  if (!place) {
    early.push(occurrence)
    return
  }
  const event = { ...occurrence, ...place } as MeasurementEvent
  if (deliver) deliver(event)
  else waiting.push(event)
}

/** Counts an occurrence once per tab for its key (one estimate, not every step towards it). */
export function measureOnce(key: string, occurrence: Occurrence) {
  if (seen.has(key)) return
  seen.add(key)
  measure(occurrence)
}

/** A page is shown: the first one is the landing, and starts the sending half once the page is idle. */
export function showPage(next: Place) {
  if (!place) off = navigator.globalPrivacyControl === true
  if (off) {
    early.length = 0
    return
  }
  const landing = !place
  place = next
  measure({ t: 'view' })
  if (!landing) return
  for (const occurrence of early.splice(0)) measure(occurrence)
  const load = () =>
    import('./beacon-sender').then(
      (client) => {
        deliver = client.startSending(next, measure)
        for (const event of waiting.splice(0)) deliver(event)
      },
      () => {},
    )
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 3000 })
  else setTimeout(load, 200)
}

declare global {
  interface Navigator {
    /** Global Privacy Control (https://w3c.github.io/gpc/): the visitor asks not to be tracked. */
    readonly globalPrivacyControl?: boolean
  }
}
