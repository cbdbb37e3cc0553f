import { expect, test } from '@playwright/test'
import { arrived, catchBeacons, hidePage, measurementStarted } from './beacons'
import { ports } from './servers'
import { hydrated, messages } from './site'

// First-party, cookie-less measurement (issue 24): what the browser reports, caught at the
// page's own origin before it reaches the endpoint. No cookie, storage or third party: the
// privacy suite (privacy.spec.ts) checks those with the measurement running.
const es = messages('es')
const withForm = `http://127.0.0.1:${ports.withForm}`
const campaign = '?utm_source=test&utm_medium=cpc&utm_campaign=x'

test('a landing from a campaign is counted with its page, language, campaign and device, then as a view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const caught = await catchBeacons(page)
  await page.goto(`/en${campaign}`, { referer: 'https://www.google.com/search?q=reformas+madrid' })
  await hydrated(page)
  await measurementStarted(page)
  await hidePage(page)
  const [landing] = await arrived(caught, 'landing')
  expect(landing).toEqual({
    t: 'landing',
    page: '/',
    lang: 'en',
    ref: 'www.google.com',
    device: 'phone',
    source: 'test',
    medium: 'cpc',
    campaign: 'x',
  })
  expect(await arrived(caught, 'view')).toEqual([{ t: 'view', page: '/', lang: 'en' }])
  // The address bar keeps no tracking, and nothing names the visitor.
  expect(new URL(page.url()).search).toBe('')
  expect(JSON.stringify(caught.events)).not.toMatch(/search\?q|reformas\+madrid|google\.com\//)
})

test('a quote from the header is counted with its button and the campaign, then the popup and the sent form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const caught = await catchBeacons(page)
  await page.goto(`${withForm}/reformas-cocinas${campaign}`)
  await hydrated(page)
  await measurementStarted(page)
  await page.getByRole('banner').getByRole('link', { name: es.nav_quote }).click()
  const popup = page.getByRole('dialog', { name: 'Stand-in quote form' })
  await popup.getByRole('button', { name: 'Send' }).click()
  await expect(popup).toBeHidden()
  await hidePage(page)
  const [landing] = await arrived(caught, 'landing')
  expect(landing).toMatchObject({ page: '/reformas-cocinas', lang: 'es', device: 'desktop', source: 'test' })
  expect(landing).not.toHaveProperty('ref')
  expect(await arrived(caught, 'quote')).toEqual([
    {
      t: 'quote',
      page: '/reformas-cocinas',
      lang: 'es',
      button: 'header',
      device: 'desktop',
      source: 'test',
      medium: 'cpc',
      campaign: 'x',
    },
  ])
  const outcomes = await arrived(caught, 'quote-outcome', 2)
  expect(outcomes.map(({ outcome, button }) => [outcome, button])).toEqual([
    ['popup', 'header'],
    ['submitted', 'header'],
  ])
})

test('without a form the quote action is counted as leading to the contact section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const caught = await catchBeacons(page)
  await page.goto('/reformas-banos')
  await hydrated(page)
  await page.getByRole('main').getByRole('link', { name: es.common_quote_cta }).first().click()
  await expect(page.locator('#contact')).toBeInViewport()
  await measurementStarted(page)
  await hidePage(page)
  expect(await arrived(caught, 'quote')).toEqual([
    { t: 'quote', page: '/reformas-banos', lang: 'es', button: 'service', device: 'desktop' },
  ])
  expect(await arrived(caught, 'quote-outcome')).toEqual([
    { t: 'quote-outcome', page: '/reformas-banos', lang: 'es', button: 'service', outcome: 'contact' },
  ])
})

test('each estimate the calculator shows is counted once, by finish, not every step of a change', async ({ page }) => {
  const caught = await catchBeacons(page)
  await page.goto('/fr')
  await hydrated(page)
  const calculator = page.locator('#calculator')
  const fr = messages('fr')
  await calculator.getByRole('button', { name: fr.calc_submit }).click()
  await expect(page.getByTestId('calculator-result')).toBeVisible()
  await expect(page).toHaveURL(/type=standard/)
  await calculator.getByText(fr.calc_type_premium ?? '').click()
  await expect(page).toHaveURL(/type=premium/)
  // Three steps of the slider in a row (faster than the address follows) make one new estimate.
  const slider = calculator.getByLabel(fr.calc_m2_label ?? '')
  const slide = (steps: number[]) =>
    slider.evaluate((input: HTMLInputElement, values) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      for (const value of values) {
        setValue?.call(input, String(value))
        input.dispatchEvent(new Event('input', { bubbles: true }))
      }
    }, steps)
  await slide([81, 82, 83])
  await expect(page).toHaveURL(/m2=83/)
  // Back to an estimate already shown: not counted again.
  await slide([82, 81, 80])
  await expect(page).toHaveURL(/m2=80/)
  await measurementStarted(page)
  await hidePage(page)
  await arrived(caught, 'estimate', 3)
  await page.waitForTimeout(300)
  expect(caught.events.filter((event) => event.t === 'estimate')).toEqual([
    { t: 'estimate', page: '/', lang: 'fr', finish: 'standard' },
    { t: 'estimate', page: '/', lang: 'fr', finish: 'premium' },
    { t: 'estimate', page: '/', lang: 'fr', finish: 'premium' },
  ])
})

test('phone, e-mail and financing links are counted by kind, on the page they were followed from', async ({ page }) => {
  const caught = await catchBeacons(page)
  await page.goto('/de')
  await hydrated(page)
  await measurementStarted(page)
  // The test stays on the page: the links' own navigation (a dialler, a new tab) is not followed.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
  const contact = page.locator('#contact')
  await contact.locator('a[href^="tel:"]').first().click()
  await contact.locator('a[href^="mailto:"]').first().click()
  await page.locator('#financing').locator('a[target="_blank"]').click()
  await hidePage(page)
  const links = await arrived(caught, 'link', 3)
  expect(links).toEqual([
    { t: 'link', page: '/', lang: 'de', kind: 'phone' },
    { t: 'link', page: '/', lang: 'de', kind: 'email' },
    { t: 'link', page: '/', lang: 'de', kind: 'financing' },
  ])
})

test('a page reached inside the tab is a view of its screen, a missing one a view of the not-found page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const caught = await catchBeacons(page)
  await page.goto('/en/privacy')
  await hydrated(page)
  await measurementStarted(page)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: messages('en').footer_cookies })
    .click()
  await expect(page).toHaveURL(/\/en\/cookies$/)
  // Leaving the page sends what is queued (a real unload's beacon is not caught by the test). The
  // address changes before the router settles on the new page and reports it; on a busy machine
  // that can come later, so the page is left again until its view has gone out.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
        return caught.events.filter((event) => event.t === 'view').length
      },
      { message: 'the view of /en/cookies', timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(2)
  await page.goto('/en/resources/blog/no-such-article')
  await hydrated(page)
  await measurementStarted(page)
  await hidePage(page)
  const views = await arrived(caught, 'view', 3)
  expect(views.map(({ page, lang }) => [page, lang])).toEqual([
    ['/privacidad', 'en'],
    ['/cookies', 'en'],
    ['not-found', 'en'],
  ])
  // A new page load is a new landing: nothing ties the two together.
  expect((await arrived(caught, 'landing', 2)).map((landing) => landing.page)).toEqual(['/privacidad', 'not-found'])
})

test('Core Web Vitals of the landing arrive when the page is hidden, by template and language', async ({ page }) => {
  const caught = await catchBeacons(page)
  await page.goto('/ru/resursy')
  await hydrated(page)
  await measurementStarted(page)
  // An interaction, so that there is an INP to report.
  await page.getByRole('main').locator('h1').click()
  await page.waitForTimeout(200)
  await hidePage(page)
  const vitals = await arrived(caught, 'vital', 3)
  expect(vitals.map((vital) => vital.name).sort()).toEqual(['CLS', 'INP', 'LCP'])
  for (const vital of vitals) {
    expect(vital).toMatchObject({ page: '/recursos', lang: 'ru', template: 'resources' })
    expect(Number.isInteger(vital.value)).toBe(true)
  }
  // The page does not shift: CLS, sent ×1000, is 0; the largest paint took some time.
  expect(vitals.find((vital) => vital.name === 'CLS')?.value).toBe(0)
  expect(vitals.find((vital) => vital.name === 'LCP')?.value).toBeGreaterThan(0)
})

test('a browser that sends Global Privacy Control is not counted: nothing is sent, nothing is loaded', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  )
  const caught = await catchBeacons(page)
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto(`${withForm}/${campaign}`)
  await hydrated(page)
  await page.getByRole('banner').getByRole('link', { name: es.nav_quote }).click()
  await page.getByRole('dialog', { name: 'Stand-in quote form' }).getByRole('button', { name: 'Send' }).click()
  await page.waitForTimeout(3500)
  await hidePage(page)
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
  await page.waitForTimeout(500)
  expect(caught.events).toEqual([])
  expect(requested.filter((path) => path === '/m' || path.includes('beacon-sender'))).toEqual([])
})
