import * as v from 'valibot'
import { locales, screens } from '../../app.config.ts'
import { maxEventsPerBatch } from './limits'

/**
 * What the browser may report to the first-party measurement endpoint (issue 24), and nothing
 * more: every field is a closed list or a short, bounded string. No identifier of any kind, no
 * full URL, no user agent: the server adds only the day and the time it received the batch.
 *
 * The browser sends one batch per `navigator.sendBeacon` call to `measurementPath`, as JSON
 * (`text/plain`, so no preflight), at most `maxBatchBytes` long. The numbers live in limits.ts,
 * which the browser loads without this validation library.
 */
export { maxBatchBytes, maxEventsPerBatch, measurementPath } from './limits'

/** The screen, not the raw URL: a route id of app.config.ts, or the not-found page. */
export const pageIds = [...(Object.keys(screens) as (keyof typeof screens)[]), 'not-found'] as const
export type PageId = (typeof pageIds)[number]

/** The page template, for Core Web Vitals. */
export const templates = ['home', 'service', 'resources', 'article', 'legal', 'not-found'] as const
export type Template = (typeof templates)[number]

/** Device class from the viewport width: phone < 640 px ≤ tablet < 1024 px ≤ desktop. */
export const devices = ['phone', 'tablet', 'desktop'] as const
export type Device = (typeof devices)[number]

/** Where a quote action was called from: every QuoteButton names its place. */
export const quoteButtons = [
  'header',
  'header-call',
  'mobile-menu',
  'hero',
  'hero-secondary',
  'turnkey',
  'international',
  'faq',
  'faq-answer',
  'calculator',
  'service',
  'service-end',
  'article',
  'not-found',
  'contact',
  'other',
] as const
export type QuoteButtonId = (typeof quoteButtons)[number]

/** What the quote action led to: the provider's popup, the contact fallback, a sent form. */
export const quoteOutcomes = ['popup', 'contact', 'submitted'] as const
export const finishes = ['basic', 'standard', 'premium'] as const
export const linkKinds = ['phone', 'email', 'whatsapp', 'financing'] as const
export const vitalNames = ['LCP', 'INP', 'CLS'] as const

const short = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max), v.regex(/^[\p{L}\p{N} ._~+-]*$/u))
/** The host of the referrer only (never its path or query), lower case. */
const host = v.pipe(v.string(), v.toLowerCase(), v.maxLength(253), v.regex(/^[a-z0-9.-]+$/))

/** The campaign of the landing (app/quote/campaign.ts), cut to what the panel groups by. */
export const CampaignSchema = v.object({
  source: v.optional(short(100)),
  medium: v.optional(short(100)),
  campaign: v.optional(short(100)),
  gclid: v.optional(v.boolean()),
})

const where = {
  page: v.picklist(pageIds),
  lang: v.picklist(locales.map((l) => l.code)),
}

export const EventSchema = v.variant('t', [
  /** The first page a tab loads. */
  v.object({
    t: v.literal('landing'),
    ...where,
    ref: v.optional(host),
    device: v.picklist(devices),
    ...CampaignSchema.entries,
  }),
  /** Every page shown in the tab, the landing included. */
  v.object({ t: v.literal('view'), ...where }),
  /**
   * A call of the shared quote action, with the landing's campaign. `device` (optional, added for
   * the panel's conversion by device; older clients may leave it out) is the viewport's class.
   */
  v.object({
    t: v.literal('quote'),
    ...where,
    button: v.picklist(quoteButtons),
    device: v.optional(v.picklist(devices)),
    ...CampaignSchema.entries,
  }),
  /** What that call led to. */
  v.object({
    t: v.literal('quote-outcome'),
    ...where,
    button: v.picklist(quoteButtons),
    outcome: v.picklist(quoteOutcomes),
  }),
  /** The calculator showed an estimate. */
  v.object({ t: v.literal('estimate'), ...where, finish: v.picklist(finishes) }),
  /** A phone, e-mail, WhatsApp or financing link was followed. */
  v.object({ t: v.literal('link'), ...where, kind: v.picklist(linkKinds) }),
  /** One Core Web Vital of this page view (web-vitals), in ms (CLS: unitless ×1000). */
  v.object({
    t: v.literal('vital'),
    ...where,
    template: v.picklist(templates),
    name: v.picklist(vitalNames),
    value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(600_000)),
  }),
])
export type MeasurementEvent = v.InferOutput<typeof EventSchema>

export const BatchSchema = v.object({
  events: v.pipe(v.array(EventSchema), v.minLength(1), v.maxLength(maxEventsPerBatch)),
})
export type Batch = v.InferOutput<typeof BatchSchema>
