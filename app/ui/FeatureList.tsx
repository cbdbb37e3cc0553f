/**
 * The one feature list of the home page (design round 11): why us, the turnkey points, the
 * financing points and the international band's points are the same ruled text grid. Each item is
 * a hairline, its title (18 px on phones, 20 px from `sm`, bold: larger than its text, never
 * smaller), then its text at body size. One column on phones (stacked, never a row to swipe), two
 * from `sm`, four from `lg` (or the columns given: two beside a heading, or one ruled list of rows
 * beside a heading, round 21). The items share their grid's rows (subgrid),
 * so the texts of a row start level whether a title takes one line or two.
 */
/**
 * Design round 21: the points as one ruled list, one under the other, each title beside its text
 * from sm (two fifths and three fifths, the financing points' proportion), one column that lines up
 * whatever the count.
 */
const rows = 'sm:grid-cols-1'

export function FeatureList(props: {
  items: { key: string; title: string; text: string }[]
  /**
   * The columns from lg; four unless a set needs another: two (a 2 × 2 list beside its heading),
   * or one ruled list of rows beside a heading (round 21: the international band's five points).
   */
  columns?: 'lg:grid-cols-4' | 'lg:grid-cols-2' | 'rows'
  inverted?: boolean
  className?: string
}) {
  const rule = props.inverted ? 'border-navy-700' : 'border-ink-200'
  return (
    <ul
      className={
        props.columns === 'rows'
          ? `grid border-b ${rows} ${rule} ${props.className ?? ''}`
          : `grid gap-x-10 sm:grid-cols-2 ${props.columns ?? 'lg:grid-cols-4'} ${props.className ?? ''}`
      }
    >
      {props.items.map(({ key, title, text }) => (
        <li
          key={key}
          className={`${props.columns === 'rows' ? 'grid gap-x-8 gap-y-1 py-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:py-5' : 'row-span-2 grid grid-rows-subgrid content-start gap-y-1 py-4 sm:gap-y-2 sm:pt-6 sm:pb-8'} border-t ${rule}`}
        >
          <h3 className={`text-lg leading-snug sm:text-xl ${props.inverted ? '!text-white' : ''}`}>{title}</h3>
          <p className={props.inverted ? 'text-navy-100' : 'text-ink-700'}>{text}</p>
        </li>
      ))}
    </ul>
  )
}
