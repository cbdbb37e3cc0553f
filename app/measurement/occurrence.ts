import type { Locale } from '../../app.config.ts'
import type { finishes, linkKinds, PageId, QuoteButtonId, quoteOutcomes } from './events'

/** The page being shown, as the measurement names it: its screen and its language. */
export type Place = { page: PageId; lang: Locale }

/** Something that happened on the page being shown; the page and language are added here. */
export type Occurrence =
  | { t: 'view' }
  | { t: 'quote'; button: QuoteButtonId }
  | { t: 'quote-outcome'; button: QuoteButtonId; outcome: (typeof quoteOutcomes)[number] }
  | { t: 'estimate'; finish: (typeof finishes)[number] }
  | { t: 'link'; kind: (typeof linkKinds)[number] }

/** Counts an occurrence on the page being shown (measure.ts). */
export type Measure = (occurrence: Occurrence) => void
