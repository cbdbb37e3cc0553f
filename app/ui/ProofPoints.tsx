/**
 * The proof points under a service hero: since round 15 only the facts nothing else on the page states
 * (app/services/service-copy.server.ts): a ruled list, never a wrap of pills. On phones a deliberate vertical
 * list, one point a row; from sm ruled cells of equal width on one row, whatever the language's length. The rules
 * carry it: no check marks (design round 11).
 */
export function ProofPoints({ items }: { items: string[] }) {
  return (
    <ul
      data-testid="proof-points"
      className={`grid divide-y divide-ink-200 border-y border-ink-200 sm:divide-x sm:divide-y-0 ${['sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3'][items.length - 1] ?? 'sm:grid-cols-3'}`}
    >
      {items.map((text) => (
        <li
          key={text}
          className="py-3 text-[0.95rem] font-semibold leading-snug text-ink-900 sm:px-4 sm:py-4 sm:first:pl-0 sm:last:pr-0"
        >
          {text}
        </li>
      ))}
    </ul>
  )
}
