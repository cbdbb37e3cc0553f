import { ChevronDown, Globe } from 'lucide-react'
import type { Locale } from '../../app.config.ts'

// What the language selector's button and its lazy menu share: the button's face and classes
// (in their own module, so the selector and the menu it loads do not import each other).

export const languageButtonClass =
  'flex h-11 items-center gap-1.5 rounded-card px-2.5 font-semibold text-ink-800 hover:bg-ink-50 hover:text-navy-950'
/** A language's code as its mark (ES, EN…): flag emoji show as empty boxes on Windows and Linux. */
export const languageCodeClass =
  'flex h-6 w-8 shrink-0 items-center justify-center rounded-card bg-ink-50 text-xs font-bold uppercase tracking-wide text-ink-700'

export function LanguageButtonFace({ code }: { code: Locale }) {
  return (
    <>
      <Globe aria-hidden className="size-4.5" />
      <span className="uppercase">{code}</span>
      <ChevronDown aria-hidden className="size-4" />
    </>
  )
}
