import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { categories } from '../../app/blog/post-keys.ts'
import { resourcesPaths } from '../../app.config.ts'
import { startServer } from '../../scripts/with-server.ts'
import { ports } from './servers.ts'

// Issue 23: a crawl that reads the sitemap right after a start got a 503 for a category page
// (`/de/ressourcen?category=best-practices`). The server now renders and keeps every sitemap URL
// and category page before it listens: a crawl of all of them at 20 connections gets no 503.
test('a crawl of every sitemap URL and category page at 20 connections, right after start, gets no 503', async () => {
  test.setTimeout(180_000)
  const port = ports.crawl
  const origin = `http://127.0.0.1:${port}`
  const stop = await startServer(port, { BLOG_DATA_DIR: 'memory://' })
  try {
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname)
    const categoryPages = Object.values(resourcesPaths).flatMap((path) =>
      categories.map((category) => `${path}?category=${category}`),
    )
    const urls = [...listed, ...categoryPages]
    expect(listed.length).toBeGreaterThan(80)
    const statuses = new Map<string, number>()
    let next = 0
    // As a crawler does: 20 connections, each taking the next URL as soon as it has an answer.
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < urls.length) {
          const path = urls[next++] as string
          statuses.set(path, await get(origin + path))
        }
      }),
    )
    const refused = [...statuses].filter(([, status]) => status === 503).map(([path]) => path)
    expect(refused, `503 for ${refused.join(', ')}`).toEqual([])
    expect([...statuses.values()].every((status) => status === 200)).toBe(true)
    expect(statuses.size).toBe(urls.length)
  } finally {
    await stop()
  }
})

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'user-agent': 'crawl-test (like Googlebot)' } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', reject)
    request.end()
  })
}
