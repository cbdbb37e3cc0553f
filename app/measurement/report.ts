import * as v from 'valibot'

/** The periods the panel offers, in days (today included). */
export const periods = [7, 30, 90] as const
export type Period = (typeof periods)[number]
export const defaultPeriod: Period = 30

/** `?days=` as the panel reads it: one of the periods, or the default when absent; null when malformed. */
export function parsePeriod(value: string | null): Period | null {
  if (value === null) return defaultPeriod
  const found = periods.find((days) => String(days) === value)
  return found ?? null
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const key = v.string()
const funnelRow = v.object({ key, landings: count, quotes: count })
const countRow = v.object({ key, count })

/** What `public.measurement_report(days)` answers, checked on the way in. */
export const ReportSchema = v.object({
  days: v.picklist(periods),
  from: v.pipe(v.string(), v.isoDate()),
  to: v.pipe(v.string(), v.isoDate()),
  totals: v.object({ landings: count, views: count, quotes: count }),
  byPage: v.array(funnelRow),
  byLang: v.array(funnelRow),
  byDevice: v.array(funnelRow),
  byCampaign: v.array(
    v.object({ source: key, medium: key, campaign: key, gclid: v.boolean(), landings: count, quotes: count }),
  ),
  byReferrer: v.array(v.object({ key, landings: count })),
  byButton: v.array(v.object({ key, quotes: count })),
  outcomes: v.array(countRow),
  estimates: v.array(countRow),
  links: v.array(countRow),
  vitals: v.array(
    v.object({ template: key, lang: key, name: v.picklist(['LCP', 'INP', 'CLS']), p75: v.number(), count }),
  ),
  daily: v.array(v.object({ day: v.pipe(v.string(), v.isoDate()), landings: count, quotes: count })),
})
export type Report = v.InferOutput<typeof ReportSchema>

/** Quote actions over landings, or null when there was no landing to divide by. */
export const conversion = (quotes: number, landings: number) => (landings > 0 ? quotes / landings : null)

/**
 * Google's Core Web Vitals thresholds (web.dev/articles/vitals), at the 75th percentile: good up to
 * the first, poor beyond the second. CLS travels ×1000 (events.ts), so 100 is 0.1.
 */
export const vitalThresholds = { LCP: [2500, 4000], INP: [200, 500], CLS: [100, 250] } as const
export type Rating = 'good' | 'needs-improvement' | 'poor'

export function rateVital(name: keyof typeof vitalThresholds, p75: number): Rating {
  const [good, poor] = vitalThresholds[name]
  return p75 <= good ? 'good' : p75 <= poor ? 'needs-improvement' : 'poor'
}
