import type { HomeCopy } from '../home/home-copy.server'
import { fillTemplate, formatEuros } from '../i18n/format'
import { getLocale } from '../i18n/locale'
import { m } from '../paraglide/messages.js'
import { QuoteButton } from '../quote/QuoteButton'
import { EstimateBreakdown } from './EstimateBreakdown'
import { defaultEstimateInput, estimateBudget } from './estimate'
import { estimateSummary } from './summary'

/**
 * Before the first calculation (SPEC §4 keeps the result hidden until then), the result's place
 * shows what a result looks like: the calculator's own default case (SPEC §9.1), computed by the
 * formula and titled as an example, on a light panel so it never passes for the visitor's navy
 * result. It is not a live region: nothing is announced until the visitor calculates. Once the
 * inputs differ from the example's, its note (press «Calcular») takes the emphasis. The same order
 * on every screen (design round 16): the range, its breakdown right under it, then at the card's
 * foot the note and the site's quote action, the filled terracotta primary in both of the card's
 * states (design round 18: the quote is the site's one job; the form's «Calcular» is the navy
 * secondary). The panel is as tall as its content, grouped, top-aligned with the form (round 17).
 */
export function EstimateExample({ copy, changed }: { copy: HomeCopy['calculator']; changed: boolean }) {
  const locale = getLocale()
  const input = defaultEstimateInput
  const estimate = estimateBudget(input)
  const euros = (amount: number) => formatEuros(amount, locale)
  return (
    <div data-testid="calculator-example" className="flex flex-col rounded-card bg-white p-5 sm:p-8">
      {/* The card's own label (design round 20): small uppercase type, as the resources cards label their category (no filled pill). */}
      <h3 className="text-xs font-bold uppercase leading-6 tracking-wider text-ink-600">{copy.promptTitle}</h3>
      <p className="mt-4 text-sm font-semibold text-ink-800" data-testid="calculator-example-case">
        {estimateSummary(copy, input, locale)}
      </p>
      {/* 28 px from lg, one line in every language beside the form (de «Zwischen … und …» took two at
          30 px); the visitor's own result stays the larger, 34 px. */}
      <p className="mt-2 price-figure text-2xl text-navy-950 sm:text-3xl lg:text-[1.75rem]/9">
        {fillTemplate(copy.resultRange, { min: euros(estimate.min), max: euros(estimate.max) })}
      </p>
      <EstimateBreakdown copy={copy} input={input} estimate={estimate} />
      <div className="mt-6">
        <p
          data-changed={changed ? '' : undefined}
          className={`text-sm ${changed ? 'font-semibold text-navy-950' : 'text-ink-700'}`}
        >
          {copy.promptText}
        </p>
        <QuoteButton place="calculator" size="lg" className="mt-4 w-full">
          {m.common_quote_cta()}
        </QuoteButton>
      </div>
    </div>
  )
}
