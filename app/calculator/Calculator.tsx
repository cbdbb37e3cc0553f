import { useNavigate, useSearch } from '@tanstack/react-router'
import { Check } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { HomeCopy } from '../home/home-copy.server'
import { formatEuros, formatQuantity } from '../i18n/format'
import { getLocale } from '../i18n/locale'
import { measureOnce } from '../measurement/measure'
import { buttonClass } from '../ui/button'
import { EstimateResult } from './EstimateResult'
import { defaultEstimateInput, type EstimateInput, limits, ratePerSquareMeter, reformTypes } from './estimate'
import { type CalculatorSearch, hasEstimate, inputFromSearch, searchFromInput } from './search'
import { estimateSummary } from './summary'

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
  // An estimate shown is counted once, when it reaches the URL: not every step of a slider.
  useEffect(() => {
    if (!hasEstimate(search)) return
    const { m2, type, rooms, baths, kitchen } = search
    measureOnce(`estimate ${m2} ${type} ${rooms} ${baths} ${kitchen}`, {
      t: 'estimate',
      finish: type ?? defaultEstimateInput.reformType,
    })
  }, [search])

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
    if (shown) writeUrl(next, 300)
  }

  const euros = (amount: number) => formatEuros(amount, locale)
  const area = formatQuantity(input.squareMeters, copy.unitArea, locale)
  const summary = estimateSummary(copy, input, locale)
  const changed = !sameSearch(searchFromInput(input), searchFromInput(defaultEstimateInput))

  const field = 'block text-sm font-semibold text-ink-900'
  // The native select, drawn like the tiles beside it (app/styles.css: no browser chevron, the icon set's).
  const select = 'select-native mt-2'

  return (
    <div className="grid gap-8 lg:grid-cols-12 lg:items-start">
      <form
        method="get"
        action="#calculator"
        aria-label={copy.formLabel}
        className="rounded-card bg-white p-5 sm:p-8 lg:col-span-7"
        onSubmit={(event) => {
          event.preventDefault()
          setShown(true)
          writeUrl(input, 0)
          // On phones the result stands under the form, a screen below the button (round 26, review
          // 25-D): bring its top into view. From lg it stands beside the form and nothing moves.
          const result = event.currentTarget.nextElementSibling
          requestAnimationFrame(() => {
            if (result && result.getBoundingClientRect().top > window.innerHeight * 0.5)
              result.scrollIntoView({
                block: 'start',
                behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
              })
          })
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
            className="mt-1 h-11 w-full cursor-pointer accent-clay-600"
          />
          <div aria-hidden className="mt-1 flex justify-between text-xs text-ink-600">
            <span>{formatQuantity(limits.squareMeters.min, copy.unitArea, locale)}</span>
            <span>{formatQuantity(limits.squareMeters.max, copy.unitArea, locale)}</span>
          </div>
        </div>

        <fieldset className="mt-6 sm:mt-8 lg:mt-7">
          <legend className={field}>{copy.typeLabel}</legend>
          {/* On phones one row per finish (its name and rate side by side): three columns of 80 px cut
              «Essentielle» and «Standard» at 320 px (issue 22). */}
          <div className="mt-3 grid gap-2 sm:grid-cols-3 sm:gap-3 lg:mt-2">
            {reformTypes.map((type) => (
              <label
                key={type}
                className="relative flex min-h-11 cursor-pointer flex-col max-sm:flex-row max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:py-2.5 rounded-card border border-ink-200 p-3 has-checked:border-clay-600 sm:p-4 lg:p-3.5 has-checked:bg-clay-50 has-focus-visible:outline-3 has-focus-visible:outline-clay-500"
              >
                <input
                  type="radio"
                  name="type"
                  value={type}
                  checked={input.reformType === type}
                  onChange={() => update({ reformType: type })}
                  className="sr-only"
                />
                <span className="flex items-center justify-between gap-1 font-bold text-navy-950 max-sm:text-[0.95rem]">
                  {copy.types[type].label}
                  {input.reformType === type && <Check aria-hidden className="size-4 text-clay-700" />}
                </span>
                <span className="mt-1 text-sm text-ink-700 max-sm:hidden">{copy.types[type].hint}</span>
                {/* Pinned to the tile's foot: the three prices on one line whatever the hint's wrap (ru «Базовый»). */}
                <span className="text-sm font-semibold text-ink-900 sm:mt-auto sm:pt-2">
                  {euros(ratePerSquareMeter[type])}/{copy.unitArea}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {/* Side by side on phones too: two short selects, one row (the home page's height budget), the
            kitchen switch under them; from lg the three on one row, the switch's box as tall as the
            selects and level with them (design round 18: the form ends with the card beside it). */}
        <div className="mt-6 grid grid-cols-2 items-end gap-x-3 gap-y-6 sm:mt-8 sm:gap-x-5 lg:mt-7 sm:gap-y-8 lg:grid-cols-[1fr_1fr_2fr]">
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
          <label className="col-span-2 flex cursor-pointer items-center justify-between gap-4 rounded-card border border-ink-200 p-4 lg:col-span-1 lg:min-h-12 lg:py-2">
            <span className="text-sm font-semibold text-ink-900">{copy.kitchenLabel}</span>
            {/* Without scripts an unticked box sends only this 0; a ticked one sends 0 then 1. */}
            <input type="hidden" name="kitchen" value="0" />
            {/* The native checked state is the switch's state: aria-checked on a checkbox is invalid HTML. */}
            <input
              type="checkbox"
              // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox exposes its checked state itself
              role="switch"
              name="kitchen"
              value="1"
              checked={input.includeKitchen}
              onChange={(event) => update({ includeKitchen: event.target.checked })}
              className="peer sr-only"
            />
            <span
              aria-hidden
              className="relative h-7 w-12 shrink-0 rounded-full bg-navy-200 transition-colors peer-checked:bg-clay-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-clay-500 after:absolute after:left-1 after:top-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
            />
          </label>
        </div>

        {/* The outline button (round 23, reviews 23-A and 23-B: a navy fill here made two solid buttons
            in one block): the card's quote action is the one filled terracotta button beside it. */}
        <button
          type="submit"
          className={buttonClass({ variant: 'outline', size: 'lg', className: 'mt-6 w-full sm:mt-8 lg:mt-7' })}
        >
          {copy.submit}
        </button>
      </form>

      <EstimateResult copy={copy} input={input} shown={shown} changed={changed} summary={summary} />
    </div>
  )
}
