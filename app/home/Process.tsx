import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useEffect, useReducer, useRef, useState } from 'react'
import { Illustration } from '../ui/Illustration'
import { turnkeyPhases } from './content'
import type { HomeCopy } from './home-copy.server'
import { ProcessList } from './ProcessList'
import { initialProcessState, processIntervalMs, processReducer, shouldAdvance } from './process-state'

/**
 * The six steps, the second half of the turnkey story (TurnkeyServices): each step told with its
 * phase's picture, so the six phase images and the six steps are one thing, on their own band under
 * its own h2 (design round 18). From lg the rail names the step; under the rail its picture and,
 * against it, its text. Below lg a numbered list of the six, each a disclosure (round 23 B).
 */
export function Process({ copy }: { copy: HomeCopy['process'] }) {
  const [state, dispatch] = useReducer(processReducer, initialProcessState)
  const [reducedMotion, setReducedMotion] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  // The tabs' part (from lg): below lg it is not drawn, so it never intersects and nothing advances.
  const block = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReducedMotion(query.matches)
    const change = () => setReducedMotion(query.matches)
    query.addEventListener('change', change)
    const element = block.current
    if (!element || !('IntersectionObserver' in window)) return () => query.removeEventListener('change', change)
    const observer = new IntersectionObserver(
      (entries) => dispatch({ type: 'visible', visible: entries.some((e) => e.isIntersecting) }),
      { threshold: 0.1 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      query.removeEventListener('change', change)
    }
  }, [])

  const advancing = shouldAdvance(state, reducedMotion)
  useEffect(() => {
    if (!advancing) return
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), processIntervalMs)
    return () => window.clearInterval(timer)
  }, [advancing])

  const total = copy.steps.length
  const current = copy.steps[state.active - 1]
  const image = turnkeyPhases[state.active - 1]
  const select = (step: number) => dispatch({ type: 'select', step })
  // The timeline is coloured up to the active step (SPEC §4).
  const progress = `${((state.active - 1) / (total - 1)) * 100}%`
  return (
    <section
      id="our-process"
      aria-labelledby="process-title"
      data-active-step={state.active}
      className="relative bg-white py-12 sm:py-24"
      onPointerEnter={() => dispatch({ type: 'pause', paused: true })}
      onPointerLeave={() => dispatch({ type: 'pause', paused: false })}
      onFocus={() => dispatch({ type: 'pause', paused: true })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          dispatch({ type: 'pause', paused: false })
      }}
    >
      {/* SPEC §2.2: the #process anchor reaches the steps. */}
      <span id="process" aria-hidden className="absolute top-0" />
      {/*
       * The section's second half on its own white band under the turnkey's navy one (design round
       * 17; rounds 13–16 had one white band, a hairline between), under its own h2 (round 18). From lg
       * the rail is the one control over the step it shows: its picture in the container with the card
       * radius, about 390 px tall at 1280 (16:9 on seven columns, round 20), the step set against it on
       * a stone plate as tall as the picture. All six steps' texts share one cell, the others hidden,
       * so the part is as tall as the longest and nothing moves when the step changes. Below lg (round
       * 23 B: it was a 1/6 slider) the six steps are a numbered list, the first open (ProcessList).
       */}
      <div data-part="steps">
        <div className="container-site">
          {/* The steps open their own white band (design round 17: no hairline, the band's edge is the
              break), so their heading is the band's h2 at every section heading's size (round 18: on
              phones it was 22–24 px beside the others' 30). */}
          <div>
            <h2 id="process-title" className="text-h2 max-w-2xl text-balance">
              {copy.title}
            </h2>
          </div>
          <ProcessList steps={copy.steps} />
          <div className="relative mt-8 hidden lg:block">
            {/* Six tabs of one height on one hairline, their titles from one top line; the active one
                marked once (round 19): a 3 px terracotta rule on the hairline and its number in
                terracotta, the others' numbers navy-400 (20 px bold: large text), no discs. */}
            <ol className="relative grid grid-cols-6 gap-3 border-b border-ink-200">
              {copy.steps.map((step, index) => {
                const number = index + 1
                const active = number === state.active
                return (
                  <li key={step.title} className="relative flex">
                    <button
                      type="button"
                      onClick={() => select(number)}
                      aria-current={active ? 'step' : undefined}
                      className={`relative flex w-full flex-col items-center justify-start gap-3 px-2 pt-2 pb-5 text-center after:absolute after:inset-x-2 after:-bottom-px after:h-[3px] after:transition-colors ${active ? 'after:bg-clay-600' : 'after:bg-transparent hover:after:bg-navy-200'}`}
                    >
                      <span
                        className={`text-xl leading-none font-bold tabular-nums transition-colors ${active ? 'text-clay-600' : 'text-ink-400'}`}
                      >
                        {number}
                      </span>
                      {/* One label per step: the number and the step's short name here (round 22: whole
                          titles wrapped to one, two and three lines), its title and text in the plate below. */}
                      <span
                        className={`block font-bold leading-snug text-balance ${active ? 'text-navy-950' : 'text-ink-800'}`}
                      >
                        {step.tab}
                      </span>
                    </button>
                  </li>
                )
              })}
            </ol>
            {/* SPEC §4's timeline: the rail's hairline coloured up to the active step, from the first
                number's axis into the active rule (round 19: no longer a line through discs). */}
            <div aria-hidden className="absolute right-[8.33%] bottom-0 left-[8.33%] h-px">
              <div className="h-full bg-clay-600 transition-[width] duration-500" style={{ width: progress }} />
            </div>
          </div>
        </div>
        <div ref={block} className="container-site mt-10 hidden grid-cols-12 lg:grid">
          {image && current && (
            <Illustration
              key={state.active}
              image={image}
              alt={current.imageAlt}
              sizes="(min-width: 1024px) 690px, 100vw"
              className="aspect-[16/9] overflow-hidden rounded-card sm:aspect-[16/10] lg:col-span-7 lg:aspect-[16/9] lg:self-stretch lg:rounded-r-none [&_img]:h-full [&_img]:object-cover"
            />
          )}
          {/* From lg the step is set against its picture on a stone plate as tall as it (design round
              15: no empty third); round 20: the plate says where the step sits («Paso 2 de 6», the
              card's own label) and ends on the way on («Siguiente: …», to the next step; from the
              last, back to the first), so it no longer holds a heading and two lines alone. */}
          <div className="lg:col-span-5 lg:flex lg:flex-col lg:rounded-r-card lg:bg-sand-100 lg:p-10 xl:p-12">
            <div className="grid">
              {copy.steps.map((step, index) => {
                const active = index + 1 === state.active
                return (
                  <div
                    key={step.title}
                    aria-hidden={!active}
                    className={`[grid-area:1/1] ${active ? '' : 'invisible'}`}
                  >
                    <p className="sr-only lg:not-sr-only lg:mb-3 lg:text-sm lg:font-semibold lg:tracking-[0.14em] lg:text-clay-600 lg:uppercase">
                      {step.label}
                    </p>
                    <h3 className="text-xl font-bold sm:text-2xl">{step.title}</h3>
                    <p className="mt-3 text-ink-700 lg:mt-4 lg:text-lg">{step.text}</p>
                  </div>
                )
              })}
            </div>
            {current && (
              <button
                type="button"
                data-part="next-step"
                aria-controls="our-process"
                onClick={() => {
                  const next = state.active === total ? 1 : state.active + 1
                  select(next)
                  const step = copy.steps[next - 1]
                  if (step) setAnnouncement(`${step.label}. ${step.title}`)
                }}
                className="hidden min-h-11 self-start pt-6 text-left font-semibold text-ink-900 underline decoration-ink-300 underline-offset-4 hover:decoration-ink-900 lg:mt-auto lg:block"
              >
                {current.next}
                {/* In the line, so a wrapped label (ru, de) keeps its arrow after the last word. */}
                {state.active === total ? (
                  <ArrowLeft aria-hidden className="ml-1.5 inline size-4 align-[-0.125em]" />
                ) : (
                  <ArrowRight aria-hidden className="ml-1.5 inline size-4 align-[-0.125em]" />
                )}
              </button>
            )}
            {/* What the way-on button changed, said once to a screen reader (not on the timer). */}
            <p aria-live="polite" className="sr-only">
              {announcement}
            </p>
          </div>
        </div>
      </div>
    </section>
  )
}
