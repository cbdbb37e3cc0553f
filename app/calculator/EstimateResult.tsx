import { Calculator as CalculatorIcon, Link2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { HomeCopy } from '../home/home-copy.server'
import { fillTemplate, formatEuros } from '../i18n/format'
import { getLocale } from '../i18n/locale'
import { QuoteButton } from '../quote/QuoteButton'
import { QuotePrivacyNotice } from '../quote/QuotePrivacyNotice'
import { buttonClass } from '../ui/button'
import { bathroomPrice, type EstimateInput, estimateBudget, kitchenPrice, ratePerSquareMeter } from './estimate'
import { searchFromInput } from './search'

/**
 * The calculator's answer (SPEC §4): a frame that says what will appear until the first
 * calculation, then the range, its breakdown, the quote action with the estimate attached and a
 * link to share it. It always reflects the current inputs.
 */
export function EstimateResult(props: {
  copy: HomeCopy['calculator']
  input: EstimateInput
  shown: boolean
  /** One line: area · finish · bedrooms · bathrooms · kitchen. */
  summary: string
}) {
  const { copy, input, shown, summary } = props
  const locale = getLocale()
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  // A changed estimate is a new link: the old "copied" no longer speaks of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the summary changes
  useEffect(() => setCopyState('idle'), [summary])

  const estimate = estimateBudget(input)
  const euros = (amount: number) => formatEuros(amount, locale)
  const range = fillTemplate(copy.resultRange, { min: euros(estimate.min), max: euros(estimate.max) })
  const typeCopy = copy.types[input.reformType]

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
    <div className="lg:col-span-5">
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {shown ? `${copy.resultTitle}. ${range}. ${copy.vat}` : ''}
      </p>
      {/* Before the first calculation, the result's frame says what will appear in it. */}
      {!shown && (
        <div
          data-testid="calculator-prompt"
          className="flex flex-col items-center justify-center rounded-card border border-sand-300 bg-sand-50 p-5 text-center sm:p-8 lg:h-full lg:min-h-80"
        >
          <span className="flex size-12 items-center justify-center rounded-2xl bg-navy-50 text-navy-700 max-sm:hidden lg:size-14">
            <CalculatorIcon aria-hidden className="size-6 lg:size-7" />
          </span>
          <h3 className="text-lg sm:mt-4 lg:mt-5 lg:text-xl">{copy.promptTitle}</h3>
          <p className="mt-2 max-w-sm text-navy-700 max-sm:text-sm">{copy.promptText}</p>
          <div aria-hidden className="mt-8 hidden w-full max-w-xs space-y-3 lg:block">
            <div className="mx-auto h-8 w-4/5 rounded-lg bg-sand-100" />
            <div className="h-3 w-full rounded bg-sand-200" />
            <div className="h-3 w-full rounded bg-sand-200" />
            <div className="h-3 w-2/3 rounded bg-sand-200" />
          </div>
        </div>
      )}
      <div
        data-testid="calculator-result"
        hidden={!shown}
        className="rounded-card bg-navy-950 p-6 text-white shadow-lift sm:p-8"
      >
        <h3 className="eyebrow !text-clay-300">{copy.resultTitle}</h3>
        <p
          className="mt-2 text-3xl font-extrabold tracking-tight text-white sm:text-[2.1rem]"
          data-testid="calculator-range"
        >
          {range}
        </p>
        <p className="mt-2 text-sm text-navy-200">{copy.vat}</p>
        <p className="mt-4 text-sm font-semibold text-navy-100">{summary}</p>
        <h4 className="mt-6 text-sm font-bold uppercase tracking-wider !text-navy-200">{copy.breakdownTitle}</h4>
        <dl className="mt-3 divide-y divide-navy-800 text-sm text-navy-100">
          <div className="flex justify-between gap-4 py-2">
            <dt>
              {fillTemplate(copy.lineReform, {
                type: typeCopy.label,
                m2: input.squareMeters,
                rate: euros(ratePerSquareMeter[input.reformType]),
              })}
            </dt>
            <dd className="font-semibold text-white">{euros(estimate.breakdown.reform)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt>{copy.lineKitchen}</dt>
            <dd className="font-semibold text-white">{euros(input.includeKitchen ? kitchenPrice : 0)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt>{fillTemplate(copy.lineBathrooms, { count: input.bathrooms, price: euros(bathroomPrice) })}</dt>
            <dd className="font-semibold text-white">{euros(estimate.breakdown.bathrooms)}</dd>
          </div>
        </dl>
        <p className="border-t border-navy-800 py-2 text-sm text-navy-200">{copy.lineRange}</p>
        <QuoteButton
          place="calculator"
          size="lg"
          className="mt-6 w-full"
          hiddenFields={{
            estimate: summary,
            estimate_min: String(estimate.min),
            estimate_max: String(estimate.max),
            ...Object.fromEntries(Object.entries(searchFromInput(input)).map(([k, v]) => [k, String(v)])),
          }}
        >
          {copy.cta}
        </QuoteButton>
        <QuotePrivacyNotice className="mt-3 text-navy-200 [&_a]:text-white" />
        <button
          type="button"
          onClick={copyLink}
          className={buttonClass({
            variant: 'outline',
            className: 'mt-5 w-full !border-navy-700 !bg-transparent !text-white hover:!bg-navy-900',
          })}
        >
          <Link2 aria-hidden className="size-4" />
          {copy.copyLink}
        </button>
        <p role="status" className="mt-2 min-h-5 text-sm text-navy-100">
          {copyState === 'copied' ? copy.linkCopied : copyState === 'failed' ? copy.copyFailed : ''}
        </p>
      </div>
    </div>
  )
}
