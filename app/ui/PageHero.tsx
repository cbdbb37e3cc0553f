import type { ReactNode } from 'react'

/**
 * The opening band of an inner page: eyebrow, one heading, a lead, actions. Every inner page opens
 * on the same calm stone band (sand-100, the home hero's; round 13: white and one stone, no third
 * off-white) with no glow or ornament: the service pages, the resources list, an article and the
 * legal pages. The 404 and the error pages are one white band above the stone contact section.
 * From lg, `aside` (the resources search) takes the right five columns, level with the lead's foot,
 * so the band has no empty half.
 */
export function PageHero(props: {
  eyebrow?: string
  title: string
  lead?: string
  children?: ReactNode
  aside?: ReactNode
}) {
  return (
    <section className="bg-sand-100 pb-12 pt-32 sm:pb-16 sm:pt-40">
      <div className="container-site grid gap-x-12 gap-y-8 lg:grid-cols-12">
        <div className={props.aside ? 'lg:col-span-7' : 'lg:col-span-9'}>
          {props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>}
          <h1 className={`max-w-4xl text-h1 ${props.eyebrow ? 'mt-3' : ''}`}>{props.title}</h1>
          {props.lead && <p className="mt-5 max-w-2xl text-lg text-ink-700 sm:text-xl">{props.lead}</p>}
          {props.children && <div className="mt-8 flex flex-wrap gap-3">{props.children}</div>}
        </div>
        {props.aside && <div className="lg:col-span-5 lg:self-end">{props.aside}</div>}
      </div>
    </section>
  )
}
