import { company } from '../../app.config.ts'

/**
 * The sample wordmark (design round 22: no app-icon tile). Round 25 (reviews: the name in the UI's
 * bold grotesque read as a placeholder beside the serif headings): the name in the headings' display
 * serif, medium with a little air between the letters, a practice's letterhead; under a hairline as
 * wide as the name, the descriptor («REFORMAS») spread letter by letter to the same width. Navy on the light header,
 * white and sand on the navy footer. The link around it carries the accessible name, so the drawn
 * letters are hidden from assistive technology. The company replaces it (docs/launch-checklist.md).
 */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const [name = '', ...rest] = company.name.split(' ')
  const descriptor = rest.join(' ').toUpperCase()
  // Compact (the header): a step smaller under 375 px, so the phone, quote and menu buttons fit at 320.
  const size = compact ? 'text-[1.375rem] min-[375px]:text-[1.625rem] lg:text-[1.6875rem]' : 'text-[1.75rem]'
  return (
    <span aria-hidden data-logo="" className="inline-flex flex-col leading-none">
      <span
        className={`${size} font-display font-medium tracking-[0.02em] ${inverted ? 'text-white' : 'text-navy-950'}`}
      >
        {name}
      </span>
      <span className={`mt-1.5 h-px ${inverted ? 'bg-clay-300' : 'bg-clay-600'}`} />
      <span
        data-logo-wordmark=""
        className={`mt-1.5 flex justify-between text-[0.625rem] font-semibold ${
          inverted ? 'text-sand-300' : 'text-ink-700'
        }`}
      >
        {[...descriptor].map((letter, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: letters repeat; their place is their identity
          <span key={index}>{letter === ' ' ? '\u00a0' : letter}</span>
        ))}
      </span>
    </span>
  )
}
