import { createFileRoute } from '@tanstack/react-router'
import { heroImage } from '../home/content'
import { faqJsonLd } from '../home/faq'
import { HomePage } from '../home/HomePage'
import { getHomeCopy } from '../home/home.functions'
import { getLocale } from '../i18n/locale'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head'

const heroPreload =
  heroImage.kind === 'photo'
    ? { rel: 'preload', as: 'image', href: heroImage.picture.img.src, fetchPriority: 'high' }
    : { rel: 'preload', as: 'image', href: heroImage.src, fetchPriority: 'high' }

export const Route = createFileRoute('/')({
  loader: () => getHomeCopy({ data: { locale: getLocale() } }),
  head: ({ match, loaderData }) => {
    const head = pageHead({
      title: m.seo_home_title(),
      description: m.seo_home_description(),
      keywords: m.seo_home_keywords(),
      pathname: match.pathname,
      locale: getLocale(),
      jsonLd: loaderData ? [faqJsonLd(loaderData.faq.items)] : [],
    })
    // The hero image is the largest paint: fetch it first.
    return {
      ...head,
      links: [...head.links, heroPreload],
    }
  },
  component: () => <HomePage copy={Route.useLoaderData()} />,
})
