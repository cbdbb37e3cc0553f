/**
 * The h2 of a page section, with its lead. The eyebrow is for the few anchor sections (design.md:
 * at most three on the home page); the others open on the heading alone.
 */
export function SectionHeading(props: {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  align?: 'left' | 'center'
  inverted?: boolean
}) {
  const center = props.align === 'center'
  return (
    <div className={center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {props.eyebrow && <p className={`eyebrow ${props.inverted ? '!text-clay-300' : ''}`}>{props.eyebrow}</p>}
      <h2
        id={props.id}
        className={`${props.eyebrow ? 'mt-3 ' : ''}text-3xl sm:text-4xl lg:text-[2.75rem] ${props.inverted ? '!text-white' : ''}`}
      >
        {props.title}
      </h2>
      {props.lead && (
        <p className={`mt-4 text-lg ${props.inverted ? 'text-navy-100' : 'text-navy-700'}`}>{props.lead}</p>
      )}
    </div>
  )
}
