import { Breadcrumb } from '../ui/Breadcrumb'
import type { CookieTable, LegalCopy } from './legal-copy.server'
import { type LegalBlock, legalInlines } from './legal-text'

function Inline({ text }: { text: string }) {
  return legalInlines(text).map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : part.href.startsWith('mailto:') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
      <a key={index} href={part.href} className="break-words [overflow-wrap:anywhere]">
        {part.text}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
      <a key={index} href={part.href} rel="noopener noreferrer" className="break-words [overflow-wrap:anywhere]">
        {part.text}
      </a>
    ),
  )
}

function Blocks({ blocks }: { blocks: LegalBlock[] }) {
  return blocks.map((block, index) =>
    block.kind === 'list' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text
      <ul key={index}>
        {block.items.map((item) => {
          // "Label: text" items lead with their label, as a fact sheet reads.
          const labelled = /^([^:]{2,60}?)\s?:\s(.+)$/s.exec(item)
          return (
            <li key={item}>
              {labelled ? (
                <>
                  <strong className="font-semibold text-navy-950">{labelled[1]}:</strong>{' '}
                  <Inline text={labelled[2] ?? ''} />
                </>
              ) : (
                <Inline text={item} />
              )}
            </li>
          )
        })}
      </ul>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text
      <p key={index}>
        <Inline text={block.text} />
      </p>
    ),
  )
}

function Cookies({ table }: { table: CookieTable }) {
  const columns = ['name', 'owner', 'purpose', 'type', 'duration'] as const
  return (
    <>
      {/* Narrow screens: one card per cookie, every field labelled. */}
      <ul aria-label={table.caption} className="!list-none !space-y-4 !pl-0 sm:hidden">
        {table.rows.map((row) => (
          <li key={row.name} className="rounded-card p-5 ring-1 ring-ink-200">
            <dl className="grid gap-2 text-base">
              {columns.map((column) => (
                <div key={column}>
                  <dt className="text-sm font-semibold uppercase tracking-wider text-ink-600">
                    {table.columns[column]}
                  </dt>
                  <dd className={column === 'name' ? 'font-mono font-semibold' : ''}>{row[column]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-card ring-1 ring-ink-200 sm:block">
        <table className="w-full border-collapse text-left text-base">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-sand-100 text-sm uppercase tracking-wider text-ink-700">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {table.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.name} className="border-t align-top">
                {columns.map((column) =>
                  column === 'name' ? (
                    <th key={column} scope="row" className="px-4 py-3 font-mono text-sm font-semibold">
                      {row.name}
                    </th>
                  ) : (
                    <td key={column} className="px-4 py-3">
                      {row[column]}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** A legal page: title, revision date, a table of contents and numbered sections. */
export function LegalPage({ copy }: { copy: LegalCopy }) {
  return (
    <article className="bg-white pb-20">
      <header className="bg-sand-100 pb-12 pt-32 sm:pt-40">
        <div className="container-site max-w-5xl">
          <Breadcrumb current={copy.title} />
          <h1 className="mt-6 text-h1">{copy.title}</h1>
          <p className="mt-4 text-sm font-medium text-ink-600">{copy.updated}</p>
          <p className="mt-6 max-w-3xl text-lg text-ink-800">
            <Inline text={copy.intro} />
          </p>
        </div>
      </header>
      <div className="container-site grid max-w-5xl gap-12 pt-12 lg:grid-cols-[15rem_1fr]">
        <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="legal-toc" className="eyebrow">
            {copy.tocLabel}
          </h2>
          <ol className="mt-4 space-y-2 border-l text-ink-700">
            {copy.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-0.5 pl-4 hover:border-clay-500 hover:text-navy-950"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="article-body legal-body max-w-3xl">
          {copy.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28">
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              <Blocks blocks={section.blocks} />
              {section.cookieTable && <Cookies table={section.cookieTable} />}
            </section>
          ))}
        </div>
      </div>
    </article>
  )
}
