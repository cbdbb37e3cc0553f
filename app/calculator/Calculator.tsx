import { useNavigate, useSearch } from '@tanstack/react-router'
import { Calculator as CalculatorIcon, Check, Link2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { HomeCopy } from '../home/home-copy.server'
import { fillTemplate, formatEuros, formatLabelValue, formatQuantity } from '../i18n/format'
import { getLocale } from '../i18n/locale'
import { QuoteButton } from '../quote/QuoteButton'
import { QuotePrivacyNotice } from '../quote/QuotePrivacyNotice'
import { buttonClass } from '../ui/button'
import {
  bathroomPrice,
  type EstimateInput,
  estimateBudget,
  kitchenPrice,
  limits,
  ratePerSquareMeter,
  reformTypes,
} from './estimate'
import { type CalculatorSearch, hasEstimate, inputFromSearch, searchFromInput } from './search'

const sameSearch = (a: CalculatorSearch, b: CalculatorSearch) =>
  a.m2 === b.m2 && a.type === b.type && a.rooms === b.rooms && a.baths === b.baths && a.kitchen === b.kitchen

/**
 * The budget calculator (SPEC §3–5, §9.1). Its inputs live in the URL, so an estimate is a link
 * that the server renders; without scripts the form submits to that same URL.
 */
export function Calculator({ copy }: { copy: HomeCopy['calculator'] }) {
  const locale = getLocale()
  const search = useSearch({ from: '/' })
  const navigate = useNavigate({ from: '/' })
  const [input, setInput] = useState<EstimateInput>(() => inputFromSearch(search))
  const [shown, setShown] = useState(() => hasEstimate(search))
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const written = useRef<CalculatorSearch>(search)
  const timer = useRef<number | undefined>(undefined)
  const id = useId()

  // Back and forward through history bring their own estimate.
  useEffect(() => {
    if (sameSearch(search, written.current)) return
    written.current = search
    setInput(inputFromSearch(search))
    setShown(hasEstimate(search))
  }, [search])
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const writeUrl = (next: EstimateInput, delayMs: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      const nextSearch = searchFromInput(next)
      written.current = nextSearch
      void navigate({
        search: nextSearch,
        hash: 'calculator',
        replace: true,
        resetScroll: false,
        hashScrollIntoView: false,
      })
    }, delayMs)
  }
  const update = (patch: Partial<EstimateInput>) => {
    const next = { ...input, ...patch }
    setInput(next)
    setCopyState('idle')
    if (shown) writeUrl(next, 300)
  }

  const estimate = estimateBudget(input)
  const euros = (amount: number) => formatEuros(amount, locale)
  const range = fillTemplate(copy.resultRange, { min: euros(estimate.min), max: euros(estimate.max) })
  const typeCopy = copy.types[input.reformType]
  const area = formatQuantity(input.squareMeters, 'm²', locale)
  const summary = [
    area,
    typeCopy.label,
    formatLabelValue(copy.roomsLabel, input.rooms, locale),
    formatLabelValue(copy.bathsLabel, input.bathrooms, locale),
    input.includeKitchen ? copy.kitchenYes : copy.kitchenNo,
  ].join(' · ')

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

  const field = 'block text-sm font-semibold text-navy-900'
  const select =
    'mt-2 block h-12 w-full rounded-xl border border-navy-200 bg-white px-3 text-base text-navy-950 focus-visible:border-clay-500'

  return (
    <div className="grid gap-8 lg:grid-cols-12">
      <form
        method="get"
        action="#calculator"
        aria-label={copy.formLabel}
        className="rounded-card bg-white p-6 shadow-lift sm:p-8 lg:col-span-7"
        onSubmit={(event) => {
          event.preventDefault()
          setShown(true)
          writeUrl(input, 0)
        }}
      >
        <div>
          <div className="flex items-baseline justify-between gap-4">
            <label htmlFor={`${id}-m2`} className={field}>
              {copy.m2Label}
            </label>
            <output htmlFor={`${id}-m2`} className="text-2xl font-extrabold text-navy-950">
              {area}
            </output>
          </div>
          <input
            id={`${id}-m2`}
            name="m2"
            type="range"
            min={limits.squareMeters.min}
            max={limits.squareMeters.max}
            step={1}
            value={input.squareMeters}
            aria-valuetext={area}
            onChange={(event) => update({ squareMeters: Number(event.target.value) })}
            className="mt-3 w-full accent-clay-600"
          />
          <div aria-hidden className="mt-1 flex justify-between text-xs text-navy-600">
            <span>{formatQuantity(limits.squareMeters.min, 'm²', locale)}</span>
            <span>{formatQuantity(limits.squareMeters.max, 'm²', locale)}</span>
          </div>
        </div>

        <fieldset className="mt-8">
          <legend className={field}>{copy.typeLabel}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {reformTypes.map((type) => (
              <label
                key={type}
                className="relative flex cursor-pointer flex-col rounded-xl border border-navy-200 p-4 has-checked:border-clay-600 has-checked:bg-clay-50 has-focus-visible:outline-3 has-focus-visible:outline-clay-500"
              >
                <input
                  type="radio"
                  name="type"
                  value={type}
                  checked={input.reformType === type}
                  onChange={() => update({ reformType: type })}
                  className="sr-only"
                />
                <span className="flex items-center justify-between font-bold text-navy-950">
                  {copy.types[type].label}
                  {input.reformType === type && <Check aria-hidden className="size-4 text-clay-700" />}
                </span>
                <span className="mt-1 text-sm text-navy-700">{copy.types[type].hint}</span>
                <span className="mt-2 text-sm font-semibold text-navy-900">{euros(ratePerSquareMeter[type])}/m²</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="mt-8 grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-rooms`} className={field}>
              {copy.roomsLabel}
            </label>
            <select
              id={`${id}-rooms`}
              name="rooms"
              value={input.rooms}
              onChange={(event) => update({ rooms: Number(event.target.value) })}
              className={select}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-baths`} className={field}>
              {copy.bathsLabel}
            </label>
            <select
              id={`${id}-baths`}
              name="baths"
              value={input.bathrooms}
              onChange={(event) => update({ bathrooms: Number(event.target.value) })}
              className={select}
            >
              {[1, 2, 3, 4].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>

        <label className="mt-8 flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-navy-200 p-4">
          <span className="font-semibold text-navy-900">{copy.kitchenLabel}</span>
          {/* Without scripts an unticked box sends only this 0; a ticked one sends 0 then 1. */}
          <input type="hidden" name="kitchen" value="0" />
          <input
            type="checkbox"
            role="switch"
            aria-checked={input.includeKitchen}
            name="kitchen"
            value="1"
            checked={input.includeKitchen}
            onChange={(event) => update({ includeKitchen: event.target.checked })}
            className="peer sr-only"
          />
          <span
            aria-hidden
            className="relative h-7 w-12 shrink-0 rounded-full bg-navy-200 transition-colors peer-checked:bg-success-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-clay-500 after:absolute after:left-1 after:top-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
        </label>

        <button type="submit" className={buttonClass({ size: 'lg', className: 'mt-8 w-full' })}>
          {copy.submit}
        </button>
      </form>

      <div className="lg:col-span-5">
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {shown ? `${copy.resultTitle}: ${range}. ${copy.vat}` : ''}
        </p>
        {/* Before the first calculation, the result's frame says what will appear in it. */}
        {!shown && (
          <div
            data-testid="calculator-prompt"
            className="flex flex-col items-center justify-center rounded-card border-2 border-dashed border-success-600/40 bg-white/60 p-6 text-center sm:p-8 lg:h-full lg:min-h-80"
          >
            <span className="flex size-12 items-center justify-center rounded-2xl bg-success-50 text-success-700 lg:size-14">
              <CalculatorIcon aria-hidden className="size-6 lg:size-7" />
            </span>
            <h3 className="mt-4 text-lg lg:mt-5 lg:text-xl">{copy.promptTitle}</h3>
            <p className="mt-2 max-w-sm text-navy-700">{copy.promptText}</p>
            <div aria-hidden className="mt-8 hidden w-full max-w-xs space-y-3 lg:block">
              <div className="mx-auto h-8 w-4/5 rounded-lg bg-success-50" />
              <div className="h-3 w-full rounded bg-sand-200" />
              <div className="h-3 w-full rounded bg-sand-200" />
              <div className="h-3 w-2/3 rounded bg-sand-200" />
            </div>
          </div>
        )}
        <div
          data-testid="calculator-result"
          hidden={!shown}
          className="rounded-card border-2 border-success-600 bg-success-50 p-6 sm:p-8"
        >
          <h3 className="text-lg !text-success-700">{copy.resultTitle}</h3>
          <p
            className="mt-2 text-3xl font-extrabold tracking-tight text-navy-950 sm:text-[2.1rem]"
            data-testid="calculator-range"
          >
            {range}
          </p>
          <p className="mt-2 text-sm text-navy-700">{copy.vat}</p>
          <p className="mt-4 text-sm font-semibold text-navy-900">{summary}</p>
          <h4 className="mt-6 text-sm font-bold uppercase tracking-wider text-navy-600">{copy.breakdownTitle}</h4>
          <dl className="mt-3 divide-y divide-success-600/20 text-sm">
            <div className="flex justify-between gap-4 py-2">
              <dt>
                {fillTemplate(copy.lineReform, {
                  type: typeCopy.label,
                  m2: input.squareMeters,
                  rate: euros(ratePerSquareMeter[input.reformType]),
                })}
              </dt>
              <dd className="font-semibold">{euros(estimate.breakdown.reform)}</dd>
            </div>
            <div className="flex justify-between gap-4 py-2">
              <dt>{copy.lineKitchen}</dt>
              <dd className="font-semibold">{euros(input.includeKitchen ? kitchenPrice : 0)}</dd>
            </div>
            <div className="flex justify-between gap-4 py-2">
              <dt>{fillTemplate(copy.lineBathrooms, { count: input.bathrooms, price: euros(bathroomPrice) })}</dt>
              <dd className="font-semibold">{euros(estimate.breakdown.bathrooms)}</dd>
            </div>
            <div className="py-2 text-navy-600">{copy.lineRange}</div>
          </dl>
          <QuoteButton
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
          <QuotePrivacyNotice className="mt-3 text-navy-700" />
          <button
            type="button"
            onClick={copyLink}
            className={buttonClass({ variant: 'outline', className: 'mt-5 w-full' })}
          >
            <Link2 aria-hidden className="size-4" />
            {copy.copyLink}
          </button>
          <p role="status" className="mt-2 min-h-5 text-sm text-navy-700">
            {copyState === 'copied' ? copy.linkCopied : copyState === 'failed' ? copy.copyFailed : ''}
          </p>
        </div>
      </div>
    </div>
  )
}
