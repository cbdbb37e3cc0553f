import { expect, test } from '@playwright/test'
import { hidePage, measurementStarted } from './beacons'
import { ports } from './servers'
import { hydrated, messages } from './site'

// The whole loop of issue 24, in Chromium against the production build: a visitor lands from a
// campaign and asks for a quote from the header; the company finds that landing, that action and
// that campaign in the private panel and in its CSV. The demo server's login is demo / demo.
const origin = `http://127.0.0.1:${ports.app}`
const login = { username: 'demo', password: 'demo' }
// A visitor's browser: the endpoint does not count a user agent that names itself headless.
const visitorAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const es = messages('es')

test('a landing from a campaign and a quote from the header appear in the panel and its CSV', async ({
  browser,
  playwright,
}) => {
  // This run's own campaign, so the rows it reads are its own whatever else the server counted.
  const campaign = `loop-${Date.now().toString(36)}`
  const visitor = await browser.newContext({ userAgent: visitorAgent, viewport: { width: 1280, height: 900 } })
  const page = await visitor.newPage()
  await page.goto(`${origin}/reformas-cocinas?utm_source=test&utm_medium=cpc&utm_campaign=${campaign}`)
  await hydrated(page)
  await measurementStarted(page)
  await page.getByRole('banner').getByRole('link', { name: es.nav_quote }).click()
  await expect(page.locator('#contact')).toBeInViewport()
  const delivered = page.waitForResponse((response) => new URL(response.url()).pathname === '/m')
  await hidePage(page)
  expect((await delivered).status()).toBe(204)
  await visitor.close()

  // Without the password, or with a wrong one, the panel stays shut.
  const anonymous = await playwright.request.newContext({ baseURL: origin })
  expect((await anonymous.get('/panel')).status()).toBe(401)
  const wrong = await playwright.request.newContext({
    baseURL: origin,
    httpCredentials: { username: 'demo', password: 'not-demo' },
  })
  expect((await wrong.get('/panel.csv')).status()).toBe(401)

  // The company's view: the campaign's row counts one landing and one quote.
  const company = await browser.newContext({ httpCredentials: login })
  const panel = await company.newPage()
  await panel.goto(`${origin}/panel?days=7`)
  const campaigns = panel.getByRole('table', { name: es.panel_by_campaign })
  const row = campaigns.getByRole('row').filter({ has: panel.getByRole('rowheader', { name: campaign, exact: true }) })
  await expect(row.getByRole('rowheader')).toHaveText(['test', 'cpc', campaign])
  await expect(row.getByRole('cell')).toHaveText(['1', '1', /100/])
  const buttons = panel.getByRole('table', { name: es.panel_by_button })
  await expect(
    buttons.getByRole('row').filter({ has: panel.getByRole('rowheader', { name: 'header', exact: true }) }),
  ).toHaveCount(1)
  const pages = panel.getByRole('table', { name: es.panel_by_page })
  await expect(pages.getByRole('rowheader', { name: '/reformas-cocinas', exact: true })).toBeVisible()
  await company.close()

  // The CSV carries the same rows.
  const csv = await playwright.request.newContext({ baseURL: origin, httpCredentials: login })
  const answer = await csv.get('/panel.csv?days=7')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toContain('text/csv')
  const lines = (await answer.text()).split('\r\n')
  expect(lines).toContain(`campaigns,test,cpc,${campaign},1,1,1`)
  expect(lines.some((line) => /^buttons,header,[1-9]\d*$/.test(line))).toBe(true)
  expect(lines.some((line) => /^pages,\/reformas-cocinas,[1-9]/.test(line))).toBe(true)
  await Promise.all([anonymous.dispose(), wrong.dispose(), csv.dispose()])
})
