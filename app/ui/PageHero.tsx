import type { ReactNode } from 'react'

/** The opening band of an inner page: eyebrow, one heading, a lead, actions. */
export function PageHero(props: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-sand-50 pb-16 pt-32 sm:pb-20 sm:pt-40">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-32 -top-32 size-[28rem] rounded-full bg-clay-100/70 blur-3xl"
      />
      <div className="container-site relative">
        {props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>}
        <h1 className="mt-3 max-w-3xl text-4xl sm:text-5xl">{props.title}</h1>
        {props.lead && <p className="mt-5 max-w-2xl text-lg text-navy-700 sm:text-xl">{props.lead}</p>}
        {props.children && <div className="mt-8 flex flex-wrap gap-3">{props.children}</div>}
      </div>
    </section>
  )
}
