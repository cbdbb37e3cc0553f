import type { MeasurementEvent } from './events'

/**
 * One event as the database keeps it (supabase/migrations/…_measurement.sql): what the browser
 * reported, checked against the contract, plus the minute the server received it. Nothing else:
 * no address, no user agent, no identifier.
 */
export type EventRow = {
  received_at: string
  kind: MeasurementEvent['t']
  page: string
  lang: string
  device?: string
  ref_host?: string
  source?: string
  medium?: string
  campaign?: string
  gclid?: boolean
  button?: string
  outcome?: string
  finish?: string
  link_kind?: string
  template?: string
  vital?: string
  value?: number
}

/** An empty string says nothing: kept as no value. */
const text = (value: string | undefined) => (value ? value : undefined)

export function toRow(event: MeasurementEvent, received: Date): EventRow {
  const minute = new Date(Math.floor(received.getTime() / 60_000) * 60_000).toISOString()
  const base = { received_at: minute, kind: event.t, page: event.page, lang: event.lang }
  switch (event.t) {
    case 'landing':
      return {
        ...base,
        device: event.device,
        ref_host: text(event.ref),
        source: text(event.source),
        medium: text(event.medium),
        campaign: text(event.campaign),
        gclid: event.gclid === true,
      }
    case 'view':
      return base
    case 'quote':
      return {
        ...base,
        button: event.button,
        device: event.device,
        source: text(event.source),
        medium: text(event.medium),
        campaign: text(event.campaign),
        gclid: event.gclid === true,
      }
    case 'quote-outcome':
      return { ...base, button: event.button, outcome: event.outcome }
    case 'estimate':
      return { ...base, finish: event.finish }
    case 'link':
      return { ...base, link_kind: event.kind }
    case 'vital':
      return { ...base, template: event.template, vital: event.name, value: event.value }
  }
}
