import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { type StopServer, startServer } from '../../scripts/with-server.ts'
import { ports } from './servers'

// SIGTERM while views are being counted: requests in flight finish, the embedded database closes
// cleanly, and after a restart on the same data every view the server answered as counted is
// there (none lost, none invented).
const origin = `http://127.0.0.1:${ports.shutdown}`
const article = '/recursos/blog/cuanto-cuesta-reforma-integral-madrid'
const postId = '0b1a7c3e-1001-4a6b-9c01-000000000001'

/** The count on the article page (a new process: nothing cached yet). */
async function shownViews(): Promise<number> {
  const html = await (await fetch(`${origin}${article}`)).text()
  const text = /data-testid="article-reads"[^>]*>(?:<svg.*?<\/svg>)?([^<]+)</s.exec(html)?.[1] ?? ''
  return Number(text.replace(/\D/g, ''))
}

// The sixty visitors come through a proxy that names them (docs/deploy.md, CLIENT_IP_HEADER).
const env = (dataDir: string) => ({ BLOG_DATA_DIR: dataDir, CLIENT_IP_HEADER: 'x-forwarded-for' })

// The first start creates and seeds the database on disk (the embedded Postgres's initdb takes
// about two seconds): done once before the test, which then times only the shutdown and restart.
let dataDir: string
let stop: StopServer
let running = false
test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataDir = mkdtempSync(join(tmpdir(), 'hogara-blog-'))
  stop = await startServer(ports.shutdown, env(dataDir), { captureLogs: true })
  running = true
  await expect
    .poll(() => stop.logs.some((line) => line.startsWith('Serving the production build')), { timeout: 75_000 })
    .toBe(true)
})
test.afterAll(async () => {
  if (running) await stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test('stopping with views in flight loses none of those it answered as counted', async ({ page }) => {
  // A stop and a restart of the server: on a busy machine more than the default 30 s.
  test.slow()
  // The view counter's real address, as the article page calls it (and that visit answered).
  const call = page.waitForResponse(
    (response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST',
  )
  await page.goto(origin + article)
  const answer = await call
  const counter = new URL(answer.url()).pathname
  // The count as it stands: the number the counter answered that visit with (seroval's number node).
  const before = Number(/"t":0,"s":(\d+)/.exec(await answer.text())?.[1])
  expect(before).toBeGreaterThan(0)
  await page.close()

  const body = `{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":1,"p":{"k":["postId"],"v":[{"t":1,"s":"${postId}"}]},"o":0}]},"o":0},"f":127,"m":[]}`
  // Sixty visitors (distinct addresses, a real browser's user agent), all at once, then SIGTERM as
  // soon as the first is answered, the others still in flight (at a fixed delay, a busy machine
  // could send the signal before the server has taken any of them).
  let firstAnswered: () => void = () => {}
  const answering = new Promise<void>((resolve) => {
    firstAnswered = resolve
  })
  const visits = Array.from({ length: 60 }, (_, i) =>
    fetch(origin + counter, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-tsr-serverfn': 'true',
        'sec-fetch-site': 'same-origin',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
        'x-forwarded-for': `198.51.100.${i + 1}`,
      },
    })
      .then(async (response) => {
        firstAnswered()
        return /"counted","views"\],"v":\[\{"t":2,"s":2\}/.test(await response.text())
      })
      .catch(() => false),
  )
  await answering
  const stopping = stop()
  running = false
  const counted = (await Promise.all(visits)).filter(Boolean).length
  await stopping
  expect(counted).toBeGreaterThan(0)

  stop = await startServer(ports.shutdown, env(dataDir))
  running = true
  expect(await shownViews()).toBe(before + counted)
})
