import { useEffect, useReducer, useRef, useState } from 'react'
import { CarouselControls } from '../ui/CarouselHeader'
import { Illustration } from '../ui/Illustration'
import { Reveal } from '../ui/Reveal'
import { turnkeyPhases } from './content'
import type { HomeCopy } from './home-copy.server'
import { initialProcessState, processIntervalMs, processReducer, shouldAdvance } from './process-state'

export function Process({ copy, common }: { copy: HomeCopy['process']; common: HomeCopy['common'] }) {
  const [state, dispatch] = useReducer(processReducer, initialProcessState)
  const [reducedMotion, setReducedMotion] = useState(false)
  const section = useRef<HTMLElement>(null)

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReducedMotion(query.matches)
    const change = () => setReducedMotion(query.matches)
    query.addEventListener('change', change)
    const element = section.current
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

  const current = copy.steps[state.active - 1]
  const image = turnkeyPhases[state.active - 1]
  // The timeline is coloured up to the active step (SPEC §4).
  const progress = `${((state.active - 1) / (copy.steps.length - 1)) * 100}%`
  return (
    <section
      ref={section}
      id="our-process"
      aria-labelledby="process-title"
      data-active-step={state.active}
      className="relative bg-sand-100 py-14 sm:py-24"
      onPointerEnter={() => dispatch({ type: 'pause', paused: true })}
      onPointerLeave={() => dispatch({ type: 'pause', paused: false })}
      onFocus={() => dispatch({ type: 'pause', paused: true })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          dispatch({ type: 'pause', paused: false })
      }}
    >
      {/* SPEC §2.2: the #process anchor reaches this section. */}
      <span id="process" aria-hidden className="absolute top-0" />
      <div className="container-site">
        {/* Opened by the heading alone, its lead beside it from lg. */}
        <Reveal className="flex flex-wrap items-end justify-between gap-x-10 gap-y-4">
          <h2 id="process-title" className="max-w-2xl text-3xl sm:text-4xl lg:text-[2.75rem]">
            {copy.title}
          </h2>
          <p className="max-w-md text-lg text-navy-700">{copy.subtitle}</p>
          {/* Below lg, where the stepper is not shown: the carousel convention, arrows and "2 / 6". */}
          <CarouselControls
            className="lg:hidden"
            position={{ current: state.active, total: copy.steps.length }}
            previous={{
              label: common.previous,
              onClick: () =>
                dispatch({ type: 'select', step: state.active === 1 ? copy.steps.length : state.active - 1 }),
            }}
            next={{
              label: common.next,
              onClick: () =>
                dispatch({ type: 'select', step: state.active === copy.steps.length ? 1 : state.active + 1 }),
            }}
          />
        </Reveal>
        <div className="relative mt-10 hidden lg:block">
          <div aria-hidden className="absolute top-[27px] right-[8.33%] left-[8.33%] hidden h-0.5 bg-navy-100 lg:block">
            <div className="h-full bg-clay-500 transition-[width] duration-500" style={{ width: progress }} />
          </div>
          <ol className="relative grid gap-4 lg:grid-cols-6 lg:gap-3">
            {copy.steps.map((step, index) => {
              const number = index + 1
              const active = number === state.active
              const done = number < state.active
              return (
                <li key={step.title} className="relative">
                  <button
                    type="button"
                    onClick={() => dispatch({ type: 'select', step: number })}
                    aria-current={active ? 'step' : undefined}
                    className={`flex w-full gap-4 rounded-card p-2 text-left lg:flex-col lg:items-center lg:text-center ${active ? 'bg-white shadow-soft' : ''}`}
                  >
                    <span
                      data-done={done}
                      className={`relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full border-2 font-bold transition-colors ${
                        active
                          ? 'border-clay-600 bg-clay-600 text-white'
                          : done
                            ? 'border-clay-500 bg-clay-50 text-clay-700'
                            : 'border-navy-200 bg-white text-navy-500'
                      }`}
                    >
                      {number}
                    </span>
                    {/* One label per step: the number and the title here, the text in the card below. */}
                    <span className="block font-bold leading-snug text-navy-950">{step.title}</span>
                  </button>
                </li>
              )
            })}
          </ol>
        </div>
        {/*
         * The active step with its phase's picture, on the container's full width: the picture on seven
         * columns from lg, the step on five, led by its large number. The rail above names the step, so
         * from lg the card's title is for screen readers only (the step is said once on the screen).
         */}
        <div className="mt-8 grid overflow-hidden rounded-card bg-white shadow-soft lg:mt-8 lg:grid-cols-12">
          {image && current && (
            <Illustration
              key={state.active}
              image={image}
              alt={current.imageAlt}
              sizes="(min-width: 1024px) 700px, 100vw"
              className="aspect-[16/10] lg:col-span-7 [&_img]:h-full [&_img]:object-cover"
            />
          )}
          <div className="flex flex-col justify-center p-6 sm:p-8 lg:col-span-5 lg:p-12">
            <p
              aria-hidden
              className="hidden font-extrabold text-7xl leading-none tracking-tight text-clay-600 lg:block"
            >
              {String(state.active).padStart(2, '0')}
              <span className="text-3xl text-navy-400"> / {String(copy.steps.length).padStart(2, '0')}</span>
            </p>
            <p className="text-sm font-semibold uppercase tracking-wider text-navy-600 lg:sr-only">{current?.label}</p>
            <h3 className="mt-2 text-2xl lg:sr-only">{current?.title}</h3>
            <p className="mt-3 text-navy-700 lg:mt-8 lg:text-2xl lg:leading-snug lg:text-navy-900">{current?.text}</p>
          </div>
        </div>
        <fieldset className="mt-4 flex justify-center max-lg:hidden">
          <legend className="sr-only">{copy.dotsLabel}</legend>
          {copy.steps.map((step, index) => (
            <button
              key={step.title}
              type="button"
              onClick={() => dispatch({ type: 'select', step: index + 1 })}
              aria-label={`${step.label}: ${step.title}`}
              aria-pressed={index + 1 === state.active}
              className="group flex size-11 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${index + 1 === state.active ? 'w-6 bg-clay-600' : 'w-2.5 bg-navy-200 group-hover:bg-navy-300'}`}
              />
            </button>
          ))}
        </fieldset>
      </div>
    </section>
  )
}
