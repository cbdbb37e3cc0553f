// A TEST-ONLY server (tests/e2e/security.spec.ts): the production build, served as scripts/serve.ts
// serves it, except that every rendered page gets an inline script injected into its <head> before
// the server computes the page's Content-Security-Policy, as a hole in a template would put it
// there. It shows that the policy allows only the scripts the site wrote. Nothing in the
// production servers (scripts/serve.ts, the Dockerfile, the Netlify build) starts or imports it.
//
//   PORT=… node tests/e2e/fixture-server.ts
import { serve } from 'srvx'
import { loadStaticFiles, serveStaticFile } from '../../scripts/static-files.ts'

/** What the injected script would do if it ran: a mark the test looks for. */
export const injectedScript =
  '<script>window.__injected = true; document.documentElement.dataset.injected = "ran"</script>'

type App = {
  checkEnvironment: () => void
  fetchAltered: (request: Request, alter: (response: Response) => Promise<Response>) => Promise<Response>
}

async function inject(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response
  const html = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(html.replace(/<head>/, `<head>${injectedScript}`), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

if (process.argv[1]?.endsWith('fixture-server.ts')) {
  process.env.SITE_DEMO ??= '1'
  // As scripts/serve.ts: the libraries' production builds, as a deployment runs them.
  process.env.NODE_ENV ??= 'production'
  const app = ((await import(new URL('../../dist/server/server.js', import.meta.url).href)) as { default: App }).default
  app.checkEnvironment()
  const files = loadStaticFiles('dist/client')
  const server = serve({
    port: Number(process.env.PORT),
    hostname: '127.0.0.1',
    silent: true,
    fetch: (request) =>
      serveStaticFile(files, request, new URL(request.url).pathname) ?? app.fetchAltered(request, inject),
  })
  await server.ready()
  process.once('SIGTERM', () => process.exit(0))
  // Opens the blog store now (the embedded Postgres holds the process a few seconds), as serve.ts does.
  await fetch(`http://127.0.0.1:${process.env.PORT}/sitemap.xml`).then((response) => response.arrayBuffer())
  console.log('fixture server ready')
}
