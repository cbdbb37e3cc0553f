import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { m } from '../../../paraglide/messages.js'
import { buttonClass } from '../../../ui/button'

export const Route = createFileRoute('/recursos/blog/$slug')({
  // The blog store arrives with its own issue; until then no article exists.
  loader: () => {
    throw notFound()
  },
  notFoundComponent: ArticleNotFound,
})

function ArticleNotFound() {
  return (
    <section className="bg-sand-50 pb-24 pt-40">
      <div className="container-site max-w-2xl text-center">
        <h1 className="text-3xl sm:text-4xl">{m.article_notfound_title()}</h1>
        <p className="mt-4 text-lg text-navy-700">{m.article_notfound_text()}</p>
        <Link to="/recursos" className={buttonClass({ size: 'lg', className: 'mt-8' })}>
          {m.article_notfound_back()}
        </Link>
      </div>
    </section>
  )
}
