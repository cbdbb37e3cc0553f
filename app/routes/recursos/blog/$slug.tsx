import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { company } from '../../../../app.config.ts'
import { ArticlePage, articleClosing } from '../../../blog/ArticlePage'
import { getPost } from '../../../blog/blog.functions'
import { blogRead } from '../../../blog/blog-reads'
import { isSlug } from '../../../blog/post-keys'
import { BlogUnavailable } from '../../../blog/Unavailable'
import { ContactSection } from '../../../contact/ContactSection'
import { absoluteUrl, getLocale } from '../../../i18n/locale'
import { m } from '../../../paraglide/messages.js'
import { pageHead } from '../../../seo/head'
import { feedPath } from '../../../seo/rss'
import { breadcrumbJsonLd } from '../../../seo/service-json-ld'
import { articleShareImage } from '../../../seo/share-image'
import { siteUrl } from '../../../site/site'
import { buttonClass } from '../../../ui/button'

export const Route = createFileRoute('/recursos/blog/$slug')({
  loader: async ({ params }) => {
    // A slug that cannot exist is a 404 without asking the database.
    if (!isSlug(params.slug)) throw notFound()
    const locale = getLocale()
    const result = await blogRead(['post', locale, params.slug], () => getPost({ data: { slug: params.slug, locale } }))
    if (result.status === 'not-found') throw notFound()
    return result
  },
  head: ({ match, loaderData }) => {
    const locale = getLocale()
    if (loaderData?.status !== 'ok') return {}
    const { post } = loaderData
    const url = absoluteUrl(match.pathname, locale)
    const image = post.image_url ? new URL(post.image_url, siteUrl).href : undefined
    const shareImage = articleShareImage(post.image_url, post.title, siteUrl)
    return pageHead({
      title: post.title,
      description: post.meta_description,
      keywords: post.keywords.join(', '),
      pathname: match.pathname,
      locale,
      ogType: 'article',
      feed: { title: m.resources_title(), href: feedPath(locale) },
      // A link preview shows no SVG: the drawing's card, a raster image as it is, else the brand card.
      ...(shareImage ? { image: shareImage } : {}),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.meta_description,
          datePublished: post.published_at,
          dateModified: post.updated_at,
          inLanguage: locale,
          keywords: post.keywords,
          mainEntityOfPage: url,
          ...(image ? { image } : {}),
          author: { '@type': 'Organization', name: company.name, url: siteUrl },
          publisher: {
            '@type': 'Organization',
            name: company.name,
            logo: { '@type': 'ImageObject', url: `${siteUrl}/icon-512.png` },
          },
        },
        breadcrumbJsonLd([
          { name: m.nav_home(), url: absoluteUrl('/', locale) },
          { name: m.nav_resources(), url: absoluteUrl('/recursos', locale) },
          { name: post.title, url },
        ]),
      ],
    })
  },
  component: function Article() {
    const result = Route.useLoaderData()
    if (result.status !== 'ok')
      return (
        <>
          <section className="bg-white pb-24 pt-40">
            <BlogUnavailable />
          </section>
          <ContactSection />
        </>
      )
    // The article renders its own contact section, made of SPEC §2.7's closing block (the root
    // layout leaves its own out on this route: app/routes/__root.tsx).
    return (
      <>
        <ArticlePage post={result.post} related={result.related} calculator={result.calculator} />
        <ContactSection closing={articleClosing()} />
      </>
    )
  },
  notFoundComponent: ArticleNotFound,
})

function ArticleNotFound() {
  // On white, as the 404's (round 26 I): apart from the stone contact band under it.
  return (
    <section className="bg-white pb-16 pt-32 sm:pb-24 sm:pt-40">
      <div className="container-site max-w-2xl text-center">
        <h1 className="text-3xl sm:text-4xl">{m.article_notfound_title()}</h1>
        <p className="mt-4 text-lg text-ink-700">{m.article_notfound_text()}</p>
        <Link to="/recursos" className={buttonClass({ size: 'lg', className: 'mt-8 max-sm:w-full' })}>
          {m.article_notfound_back()}
        </Link>
      </div>
    </section>
  )
}
