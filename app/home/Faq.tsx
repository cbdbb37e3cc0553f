import { Building2, ChevronDown, ClipboardList, Clock, Euro, Wrench } from 'lucide-react'
import { QuoteButton } from '../quote/QuoteButton'
import { Reveal } from '../ui/Reveal'
import { SectionHeading } from '../ui/SectionHeading'
import type { FaqCategory } from './faq'
import type { HomeCopy } from './home-copy.server'

const icons: Record<FaqCategory, typeof Euro> = {
  prices: Euro,
  services: Wrench,
  company: Building2,
  timing: Clock,
  management: ClipboardList,
}

/**
 * An accordion with at most one item open; the open one can be closed (SPEC §4). Native
 * `<details name>`: the browser keeps one item open, it works before the scripts arrive and
 * without them (a tap during hydration used to be lost), and it costs no JavaScript.
 */
export function Faq({ copy }: { copy: HomeCopy['faq'] }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-white py-12 sm:py-24">
      {/*
       * A quiet text section: the one section opening, the questions a ruled list on a reading
       * column of eight columns, the "other question" card beside
       * them from lg (it stays in view while the list is read), under them below lg.
       */}
      <div className="container-site">
        <Reveal>
          <SectionHeading id="faq-title" title={copy.title} />
        </Reveal>
        <div className="mt-8 grid sm:mt-12 lg:grid-cols-12 lg:gap-12">
          {/* A ruled list on the band (round 11): hairlines between the questions, no box, no tiles. */}
          <ul className="divide-y divide-ink-200 border-y border-ink-200 lg:col-span-8">
            {copy.items.map((item) => {
              const Icon = icons[item.category]
              return (
                <li key={item.question}>
                  {/* Every answer is in the HTML for search engines; the browser shows it when opened. */}
                  <details name="faq" className="group">
                    {/* A summary holds phrasing content and headings, no wrapper around its heading: a grid places them. */}
                    <summary className="grid w-full cursor-pointer list-none grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 py-4 sm:gap-x-6 text-left sm:py-6 [&::-webkit-details-marker]:hidden">
                      <span className="col-start-1 row-start-1 flex items-center gap-2 text-xs font-bold uppercase tracking-wider text-ink-600">
                        <Icon aria-hidden className="size-4 shrink-0" strokeWidth={1.8} />
                        {item.categoryLabel}
                      </span>
                      {/* Phones (round 18): the question fills the width left of the chevron (no balanced narrow measure). */}
                      <h3 className="col-start-1 row-start-2 mt-1.5 block text-lg font-bold leading-snug text-navy-950 max-sm:text-pretty sm:text-xl">
                        {item.question}
                      </h3>
                      <ChevronDown
                        aria-hidden
                        className="col-start-2 row-span-2 row-start-1 mt-4 size-5 shrink-0 text-ink-500 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                      />
                    </summary>
                    <div className="pr-11 pb-6">
                      <p className="text-ink-700">{item.answer}</p>
                      <QuoteButton place="faq-answer" variant="link" className="mt-3">
                        {copy.quoteLink}
                      </QuoteButton>
                    </div>
                  </details>
                </li>
              )
            })}
          </ul>
          {/* Design round 22 (review 21-A: a home crowded with boxed modules): the bottom block is no
              box; round 24 C: the site's hairline over it (it was a 2 px navy rule), level with the
              questions' first one, and from lg it stays in view 112 px under the top while the list is read.
              Round 25 (E): below lg it follows the list, whose last hairline is its one rule (two rules
              32 px apart read as a double line on phones). */}
          <div
            data-part="faq-more"
            className="flex flex-col items-start justify-between gap-5 pt-8 sm:flex-row lg:border-t lg:pt-6 lg:border-ink-200 sm:items-center lg:sticky lg:top-28 lg:col-span-4 lg:flex-col lg:items-stretch lg:self-start"
          >
            <div>
              <h3 className="text-xl">{copy.bottomTitle}</h3>
              <p className="mt-1.5 text-ink-700">{copy.bottomText}</p>
            </div>
            <QuoteButton place="faq" variant="outline" size="lg" className="shrink-0 max-sm:w-full lg:w-full">
              {copy.bottomButton}
            </QuoteButton>
          </div>
        </div>
      </div>
    </section>
  )
}
