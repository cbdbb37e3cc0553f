/**
 * The three proof points under a service hero (warranty, timing, permits …): a ruled list, never a
 * wrap of pills. On phones a deliberate vertical list, one point a row; from sm three ruled cells of
 * equal width on one row, as the home hero's figures, whatever the language's length. The rules
 * carry it: no check marks (design round 11).
 */
export function ProofPoints({ items }: { items: string[] }) {
  return (
    <ul
      data-testid="proof-points"
      className="grid divide-y divide-navy-200 border-y border-navy-200 sm:grid-cols-3 sm:divide-x sm:divide-y-0"
    >
      {items.map((text) => (
        <li
          key={text}
          className="py-3 text-[0.95rem] font-semibold leading-snug text-navy-900 sm:px-4 sm:py-4 sm:first:pl-0 sm:last:pr-0"
        >
          {text}
        </li>
      ))}
    </ul>
  )
}
