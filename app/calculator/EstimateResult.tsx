import { Link2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { HomeCopy } from '../home/home-copy.server'
import { fillTemplate, formatEuros } from '../i18n/format'
import { getLocale } from '../i18n/locale'
import { QuoteButton } from '../quote/QuoteButton'
import { QuotePrivacyNotice } from '../quote/QuotePrivacyNotice'
import { EstimateBreakdown } from './EstimateBreakdown'
import { EstimateExample } from './EstimateExample'
import { type EstimateInput, estimateBudget } from './estimate'
import { searchFromInput } from './search'

/**
 * The calculator's answer (SPEC §4): until the first calculation an example (the default case,
 * `EstimateExample`), then the visitor's range, its breakdown right under it, a link to share it,
 * and at the card's foot the quote action with the estimate attached (design round 16); the card is
 * as tall as its content (round 17). Once shown it always reflects the current inputs.
 */
export function EstimateResult(props: {
  copy: HomeCopy['calculator']
  input: EstimateInput
  shown: boolean
  /** The inputs differ from the example's (the calculator's defaults). */
  changed: boolean
  /** One line: area · finish · bedrooms · bathrooms · kitchen. */
  summary: string
}) {
  const { copy, input, shown, changed, summary } = props
  const locale = getLocale()
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  // A changed estimate is a new link: the old "copied" no longer speaks of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the summary changes
  useEffect(() => setCopyState('idle'), [summary])

  const estimate = estimateBudget(input)
  const euros = (amount: number) => formatEuros(amount, locale)
  const range = fillTemplate(copy.resultRange, { min: euros(estimate.min), max: euros(estimate.max) })

  const copyLink = async () => {
    const url = new URL(window.location.href)
    url.search = new URLSearchParams(
      Object.entries(searchFromInput(input)).map(([key, value]) => [key, String(value)]),
    ).toString()
    url.hash = 'calculator'
    try {
      await navigator.clipboard.writeText(url.href)
      setCopyState('copied')
    } catch {
      setCopyState('failed')
    }
  }

  return (
    // From lg the card is as tall as its content and top-aligned with the form; the example ends with
    // the form (within 24 px, design round 18), so it no longer sticks beside it (round 17's sticky card
    // had 115 px of form to travel; now it would only slide a few pixels off the form's foot).
    <div className="scroll-mt-4 lg:col-span-5">
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {shown ? `${copy.resultTitle}. ${range}. ${copy.vat}` : ''}
      </p>
      {!shown && <EstimateExample copy={copy} changed={changed} />}
      <div data-testid="calculator-result" hidden={!shown} className="rounded-card bg-navy-950 p-6 text-white sm:p-8">
        <h3 className="eyebrow !text-sand-300">{copy.resultTitle}</h3>
        <p className="mt-2 price-figure text-3xl text-white sm:text-[2.1rem]" data-testid="calculator-range">
          {range}
        </p>
        <p className="mt-2 text-sm text-navy-200">{copy.vat}</p>
        <p className="mt-6 border-t border-navy-800 pt-4 text-sm font-semibold text-navy-100">{summary}</p>
        <EstimateBreakdown copy={copy} input={input} estimate={estimate} inverted />
        <div className="flex flex-wrap items-center gap-x-4">
          <button
            type="button"
            onClick={copyLink}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white underline-offset-4 hover:underline"
          >
            <Link2 aria-hidden className="size-4" />
            {copy.copyLink}
          </button>
          <p role="status" className="text-sm text-navy-100">
            {copyState === 'copied' ? copy.linkCopied : copyState === 'failed' ? copy.copyFailed : ''}
          </p>
        </div>
        {/* The strongest intent on the page, the filled primary at the card's foot, right under the
            breakdown and the link (design round 17: no hole above it). */}
        <div className="mt-6">
          <QuotePrivacyNotice className="text-navy-200 [&_a]:text-white" />
          <QuoteButton
            place="calculator"
            size="lg"
            className="mt-4 w-full"
            hiddenFields={{
              estimate: summary,
              estimate_min: String(estimate.min),
              estimate_max: String(estimate.max),
              ...Object.fromEntries(Object.entries(searchFromInput(input)).map(([k, v]) => [k, String(v)])),
            }}
          >
            {copy.cta}
          </QuoteButton>
        </div>
      </div>
    </div>
  )
}
