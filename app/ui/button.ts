/** The one button style (SPEC §9.2 variants and sizes), for <button>, <a> and router <Link>. */
export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link'
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon'

// No `nowrap`: a label that runs longer in another language wraps inside the button instead of
// widening its column (issue 21).
const base =
  'inline-flex max-w-full items-center justify-center gap-2 rounded-card text-center font-semibold leading-snug transition-colors duration-200 disabled:pointer-events-none disabled:opacity-50 cursor-pointer'

const variants: Record<ButtonVariant, string> = {
  default: 'bg-clay-600 text-white hover:bg-clay-700 active:bg-clay-800',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  // Round 24 (review 23-C: a 1 px grey outline read as one more input beside the calculator's and
  // the search's fields): a navy ring, heavier than a field's hairline; the hover fills it.
  outline:
    'border-[1.5px] border-navy-900 bg-transparent text-navy-950 hover:bg-navy-950 hover:text-white active:bg-navy-900',
  secondary: 'bg-navy-900 text-white hover:bg-navy-800',
  ghost: 'text-ink-800 hover:bg-ink-50 hover:text-navy-950',
  link: 'text-clay-700 underline-offset-4 hover:underline',
}

/**
 * The outline button on a navy band (design round 17: the turnkey band's button then, the
 * testimonials' video button): the carousel arrow's half-strength white ring, white label, no fill.
 */
const outlineInverted = 'border border-white/50 bg-transparent text-white hover:border-white hover:bg-white/10'

const sizes: Record<ButtonSize, string> = {
  default: 'min-h-11 px-5 py-2 text-[0.95rem]',
  sm: 'min-h-9 px-3.5 py-1.5 text-sm',
  lg: 'min-h-13 px-7 py-3 text-base',
  icon: 'size-11 shrink-0',
}

export function buttonClass(
  options: { variant?: ButtonVariant; size?: ButtonSize; inverted?: boolean; className?: string } = {},
) {
  const { variant = 'default', size = 'default', inverted = false, className = '' } = options
  const sizing = variant === 'link' ? 'min-h-11 p-0' : sizes[size]
  const look = inverted && variant === 'outline' ? outlineInverted : variants[variant]
  return `${base} ${look} ${sizing} ${className}`.trim()
}
