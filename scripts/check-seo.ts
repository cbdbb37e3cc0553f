// Search-result quality over the built site (dist/, `npm run build:dist` first): every URL of the
// sitemap, in every language and every published article, is fetched from the production server.
// Fails on a <title> over 60 characters, a meta description outside 70–160, more than one phone
// number across the site (JSON-LD `telephone` and `tel:` links), or a sitemap URL without lastmod.
// Usage: npm run check:seo
import { freePort } from './free-ports.ts'
import { checkSite } from './seo-rules.ts'
import { startServer } from './with-server.ts'

const port = freePort()
const origin = `http://127.0.0.1:${port}`
const stop = await startServer(port, { BLOG_DATA_DIR: 'memory://' })
let report: Awaited<ReturnType<typeof checkSite>>
try {
  const started = Date.now()
  report = await checkSite(`${origin}/sitemap.xml`, async (url) => {
    // The sitemap names the public origin of the build; the same path is asked of this server.
    const { pathname, search } = new URL(url)
    const response = await fetch(origin + pathname + search, {
      redirect: 'manual',
      headers: { 'Accept-Language': 'es' },
    })
    return { status: response.status, body: await response.text() }
  })
  console.log(`check:seo: ${report.pages} pages read in ${((Date.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await stop()
}
if (report.problems.length > 0) {
  console.error(`${report.problems.length} SEO problem(s):\n${report.problems.join('\n')}`)
  process.exit(1)
}
console.log('check:seo: titles ≤ 60, descriptions 70–160, one phone number, lastmod on every sitemap URL')
