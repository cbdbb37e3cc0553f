import { ChevronDown } from 'lucide-react'
import { Illustration } from '../ui/Illustration'
import { turnkeyPhases } from './content'
import type { HomeCopy } from './home-copy.server'

/**
 * The six steps below lg (design round 23 B: at 375 px the rail became a 1/6 slider, so a visitor
 * saw step 1 and never the six names, the section's point): one numbered list, every row a number
 * and its step's title, each a native `<details name>` like the FAQ's (one open at a time, it works
 * in the server's HTML before and without the scripts, no JavaScript of its own). The first step is
 * open with its text; opening another shows its text instead. Its phase picture shows from sm; at
 * 375 px it would cost 180 px, which the home page's height bound has not got (design round 23 B).
 * The page's one phone slider stays the projects'.
 */
export function ProcessList({ steps }: { steps: HomeCopy['process']['steps'] }) {
  return (
    <ol data-part="step-list" className="mt-6 border-t border-ink-200 sm:mt-8 lg:hidden">
      {steps.map((step, index) => {
        const image = turnkeyPhases[index]
        return (
          <li key={step.title} className="border-b border-ink-200">
            <details name="process-step" open={index === 0} className="group">
              {/* Number, title and chevron on one grid: the summary holds the heading, no wrapper. */}
              <summary className="grid min-h-11 cursor-pointer list-none grid-cols-[2rem_minmax(0,1fr)_auto] items-center gap-x-3 py-2 sm:min-h-14 sm:py-3 text-left [&::-webkit-details-marker]:hidden">
                <span
                  aria-hidden
                  className="text-xl leading-none font-bold tabular-nums text-ink-400 group-open:text-clay-600"
                >
                  {index + 1}
                </span>
                <h3 className="text-lg leading-snug font-bold text-navy-950 text-pretty">
                  <span className="sr-only">{step.label}. </span>
                  {step.title}
                </h3>
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-ink-500 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <div className="pb-4 pl-11 sm:pb-6">
                <p className="text-ink-700">{step.text}</p>
                {image && (
                  <Illustration
                    image={image}
                    alt={step.imageAlt}
                    sizes="(min-width: 640px) 560px, 100vw"
                    className="mt-4 aspect-[16/9] overflow-hidden rounded-card max-sm:hidden [&_img]:h-full [&_img]:object-cover"
                  />
                )}
              </div>
            </details>
          </li>
        )
      })}
    </ol>
  )
}
