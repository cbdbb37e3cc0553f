import type { HomeCopy } from '../home/home-copy.server'
import { fillTemplate, formatEuros } from '../i18n/format'
import { getLocale } from '../i18n/locale'
import { bathroomPrice, type Estimate, type EstimateInput, kitchenPrice, ratePerSquareMeter } from './estimate'

/**
 * An estimate's three lines (SPEC §3: the reform, the kitchen at 8.000 €, the bathrooms) and the
 * range rule, on the navy result (`inverted`) or on the light example panel.
 */
export function EstimateBreakdown(props: {
  copy: HomeCopy['calculator']
  input: EstimateInput
  estimate: Estimate
  inverted?: boolean
}) {
  const { copy, input, estimate, inverted = false } = props
  const locale = getLocale()
  const euros = (amount: number) => formatEuros(amount, locale)
  const tone = inverted
    ? {
        title: '!text-navy-200',
        list: 'divide-navy-800 text-navy-100',
        value: 'text-white',
        rule: 'border-navy-800 text-navy-200',
      }
    : {
        title: '!text-ink-700',
        list: 'divide-ink-200 text-ink-800',
        value: 'text-navy-950',
        rule: 'border-ink-200 text-ink-700',
      }
  return (
    <>
      <h4 className={`mt-6 lg:mt-8 text-sm font-bold uppercase tracking-wider ${tone.title}`}>{copy.breakdownTitle}</h4>
      <dl className={`mt-3 divide-y text-sm ${tone.list}`}>
        <div className="flex justify-between gap-4 py-2 lg:py-3">
          <dt>
            {fillTemplate(copy.lineReform, {
              type: copy.types[input.reformType].label,
              m2: input.squareMeters,
              rate: euros(ratePerSquareMeter[input.reformType]),
            })}
          </dt>
          <dd className={`font-semibold ${tone.value}`}>{euros(estimate.breakdown.reform)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2 lg:py-3">
          <dt>{copy.lineKitchen}</dt>
          <dd className={`font-semibold ${tone.value}`}>{euros(input.includeKitchen ? kitchenPrice : 0)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2 lg:py-3">
          <dt>{fillTemplate(copy.lineBathrooms, { count: input.bathrooms, price: euros(bathroomPrice) })}</dt>
          <dd className={`font-semibold ${tone.value}`}>{euros(estimate.breakdown.bathrooms)}</dd>
        </div>
      </dl>
      <p className={`border-t py-2 text-sm lg:py-3 ${tone.rule}`}>{copy.lineRange}</p>
    </>
  )
}
