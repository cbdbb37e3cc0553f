import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { hydrated } from './site'

/** Every file the browser can download from the production build. */
function clientFiles(dir = 'dist/client'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? clientFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

test('the client bundle holds no database key or server-only configuration', () => {
  const text = clientFiles()
    .filter((file) => /\.(js|css|html|json|txt)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
  for (const secret of [
    'SUPABASE_PUBLISHABLE_KEY',
    'SUPABASE_ANON_KEY',
    'SUPABASE_SECRET_KEY',
    'SUPABASE_URL',
    'sb_publishable_',
    'sb_secret_',
    'service_role',
    'BLOG_DATA_DIR',
  ]) {
    expect(text, secret).not.toContain(secret)
  }
  // The server code that reads them is not in the bundle either.
  expect(text).not.toContain('increment_post_views')
  expect(text).not.toContain('@electric-sql/pglite')
  // Nor the server-side CSP machinery (the nonce header is read on the server only).
  expect(text).not.toContain('x-csp-nonce')
})

test('the browser loads no validation library', () => {
  // valibot checks server-function input on the server only; the routes read their search and path
  // parameters with plain functions (app/calculator/search.ts, app/blog/resources-search.ts,
  // app/blog/post-keys.ts). The build's module list names no valibot module…
  const chunks = JSON.parse(readFileSync('dist/bundle-stats.json', 'utf8')) as { modules: { id: string }[] }[]
  const modules = chunks.flatMap((chunk) => chunk.modules.map((module) => module.id))
  expect(modules.length).toBeGreaterThan(100)
  expect(modules.filter((id) => id.includes('valibot'))).toEqual([])
  // …and no script carries its code: every valibot schema runs through a '~run' method, a
  // property name that survives minification.
  const scripts = clientFiles()
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(file, 'utf8'))
  expect(scripts.length).toBeGreaterThan(5)
  for (const script of scripts) expect(script).not.toContain('~run')
})

test('each page type asks for its scripts after its first paint, then hydrates', async ({ page }) => {
  // docs/decisions/011: the paint gets the network to itself; the scripts follow it.
  // Giving the entry its src back goes through a Trusted Types policy: not even a report-only violation.
  const trustedTypesReports: string[] = []
  page.on('console', (message) => {
    if (/Trusted/i.test(message.text())) trustedTypesReports.push(message.text())
  })
  for (const path of [
    '/',
    '/ru/remont-kukhon',
    '/en/resources',
    '/de/ressourcen/blog/cuanto-cuesta-reforma-integral-madrid',
    '/fr/confidentialite',
  ]) {
    await page.goto(path)
    await hydrated(page)
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
      // No module script in the document: the entry stayed inert, the loader imported it.
      moduleScripts: document.querySelectorAll('script[type="module"]').length,
      // The inert entry got its src back before hydration, so the router did not add it again.
      entries: [...document.scripts].filter(
        (script) =>
          script.src !== '' && script.src === document.querySelector<HTMLScriptElement>('script[data-src]')?.src,
      ).length,
    }))
    expect(timing.paint, path).toBeGreaterThan(0)
    expect(timing.scripts.length, path).toBeGreaterThan(2)
    expect(Math.min(...timing.scripts), path).toBeGreaterThan(timing.paint ?? Number.POSITIVE_INFINITY)
    expect(timing.moduleScripts, path).toBe(0)
    expect(timing.entries, path).toBe(1)
  }
  expect(trustedTypesReports).toEqual([])
})

test('the served HTML names its scripts only in the loader, and carries no module preload', async ({ request }) => {
  const html = await (await request.get('/reformas-integrales')).text()
  expect(html).not.toContain('<link rel="modulepreload"')
  expect(html).not.toMatch(/<script[^>]*type="module"/)
  const entry = /<script type="text\/x-after-paint" data-async="" data-src="(\/assets\/[^"]+\.js)"><\/script>/.exec(
    html,
  )?.[1]
  expect(entry).toBeTruthy()
  // The entry is the one chunk every page loads (the app); the loader preloads the page's own chunks.
  expect(html).toContain('(["/assets/reformas-integrales-')
})
