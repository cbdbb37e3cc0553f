/** Eyebrow, h2 and lead of a page section, in one consistent rhythm. */
export function SectionHeading(props: {
  id: string
  eyebrow: string
  title: string
  lead?: string
  align?: 'left' | 'center'
  inverted?: boolean
}) {
  const center = props.align === 'center'
  return (
    <div className={center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <p className={`eyebrow ${props.inverted ? '!text-clay-300' : ''}`}>{props.eyebrow}</p>
      <h2
        id={props.id}
        className={`mt-3 text-3xl sm:text-4xl lg:text-[2.75rem] ${props.inverted ? '!text-white' : ''}`}
      >
        {props.title}
      </h2>
      {props.lead && (
        <p className={`mt-4 text-lg ${props.inverted ? 'text-navy-100' : 'text-navy-700'}`}>{props.lead}</p>
      )}
    </div>
  )
}
