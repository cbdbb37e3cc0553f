import type { MeasurementEvent } from './events'
import { maxBatchBytes, maxEventsPerBatch } from './limits'

const encoder = new TextEncoder()
const body = (events: readonly MeasurementEvent[]) => JSON.stringify({ events })

/**
 * The queue as request bodies, in order: each one batch of at most `maxEventsPerBatch` events and
 * `maxBatchBytes` bytes of UTF-8 (the endpoint refuses anything longer).
 */
export function batchBodies(events: readonly MeasurementEvent[]): string[] {
  const bodies: string[] = []
  let batch: MeasurementEvent[] = []
  for (const event of events) {
    const next = [...batch, event]
    if (batch.length > 0 && (next.length > maxEventsPerBatch || encoder.encode(body(next)).length > maxBatchBytes)) {
      bodies.push(body(batch))
      batch = [event]
    } else {
      batch = next
    }
  }
  if (batch.length > 0) bodies.push(body(batch))
  return bodies
}
