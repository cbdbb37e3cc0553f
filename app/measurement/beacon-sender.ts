import { type Metric, onCLS, onINP, onLCP } from 'web-vitals'
import { campaignFields } from '../quote/campaign'
import { batchBodies } from './batches'
import { campaignOf, deviceOf, linkKindOf, linkMark, referrerHost, templateOf, vitalValue } from './event-building'
import type { MeasurementEvent } from './events'
import { maxEventsPerBatch, measurementPath } from './limits'
import type { Measure, Place } from './occurrence'

/**
 * The sending half of the measurement (issue 24), loaded after hydration (measure.ts). It queues
 * events in memory and sends them with `navigator.sendBeacon` to the site's own endpoint, as a
 * string (text/plain: no preflight), when the page is hidden or left and when a batch is full.
 * No cookie, no storage, no identifier: each batch carries only what events.ts allows.
 */
export function startSending(landing: Place, measure: Measure) {
  const queue: MeasurementEvent[] = []
  const flush = () => {
    for (const body of batchBodies(queue.splice(0))) navigator.sendBeacon(measurementPath, body)
  }
  const add = (event: MeasurementEvent) => {
    // A quote action carries the campaign that brought the visitor (app/quote/campaign.ts) and
    // the device class, for conversion by campaign and by device.
    queue.push(
      event.t === 'quote' ? { ...event, device: deviceOf(window.innerWidth), ...campaignOf(campaignFields()) } : event,
    )
    if (queue.length >= maxEventsPerBatch) flush()
  }

  add({
    t: 'landing',
    ...landing,
    ref: referrerHost(document.referrer, location.hostname),
    device: deviceOf(window.innerWidth),
    ...campaignOf(campaignFields()),
  })
  // The vitals come in while the page is being hidden: send them with what is queued.
  const vital = ({ name, value }: Metric) => {
    if (name !== 'LCP' && name !== 'INP' && name !== 'CLS') return
    add({ t: 'vital', ...landing, template: templateOf(landing.page), name, value: vitalValue(name, value) })
    if (document.visibilityState === 'hidden') queueMicrotask(flush)
  }
  onLCP(vital)
  onINP(vital)
  onCLS(vital)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  window.addEventListener('pagehide', flush)
  // One listener for every phone, e-mail, WhatsApp and financing link of every page.
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      const kind = link && linkKindOf((link as HTMLAnchorElement).href, link.getAttribute(linkMark) ?? undefined)
      if (kind) measure({ t: 'link', kind })
    },
    true,
  )
  return add
}
