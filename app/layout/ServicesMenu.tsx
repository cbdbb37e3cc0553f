import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { m } from '../paraglide/messages.js'
import { menuDelays, serviceLinks } from './navigation'
import { ServiceIcon } from './ServiceIcon'

/**
 * The Services dropdown (480 px): a disclosure button and a panel of links. Hover opens it after
 * 200 ms (at once if it closed less than 300 ms ago) and leaving closes it after 150 ms; click,
 * Enter and Space toggle it; Escape closes it and returns focus to the button.
 */
export function ServicesMenu() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const timer = useRef<number | undefined>(undefined)
  const closedAt = useRef(0)

  const setOpenState = useCallback((next: boolean) => {
    window.clearTimeout(timer.current)
    if (!next) closedAt.current = Date.now()
    setOpen(next)
  }, [])
  const schedule = (next: boolean, delay: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setOpenState(next), delay)
  }

  useEffect(() => () => window.clearTimeout(timer.current), [])
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenState(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, setOpenState])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover intent and Escape for the whole menu; the button is the control
    <div
      ref={root}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return window.clearTimeout(timer.current)
        schedule(true, Date.now() - closedAt.current < menuDelays.skip ? 0 : menuDelays.open)
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return
        if (open) schedule(false, menuDelays.close)
        else window.clearTimeout(timer.current)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpenState(false)
          button.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpenState(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenState(!open)}
        className="flex items-center gap-1 rounded-card px-2 py-2 font-semibold text-ink-800 hover:bg-ink-50 hover:text-navy-950"
      >
        {m.nav_services()}
        <ChevronDown aria-hidden className={`size-4 transition-transform duration-200 ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-[480px] rounded-card border border-ink-100 bg-white p-3 shadow-lift"
      >
        <ul className="grid gap-1">
          {serviceLinks().map((service) => (
            <li key={service.route}>
              <Link
                to={service.route}
                onClick={() => setOpenState(false)}
                className="flex gap-4 rounded-card p-3 hover:bg-sand-100"
                activeProps={{ 'aria-current': 'page', className: 'bg-sand-100' }}
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-card bg-ink-50 text-ink-700">
                  <ServiceIcon service={service.key} className="size-5" />
                </span>
                <span>
                  <span className="block font-bold text-navy-950">{service.label}</span>
                  <span className="block text-sm leading-snug text-ink-600">{service.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
