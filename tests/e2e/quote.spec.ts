import { expect, test } from '@playwright/test'
import { ports, standInProvider } from './servers'
import { hydrated, messages, watchConsole } from './site'

const es = messages('es')

test('with a form configured, a quote button opens the provider popup, loading its script only then', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(standInProvider)) scripts.push(request.url())
  })
  await page.goto(`http://127.0.0.1:${ports.withForm}/en/kitchen-renovations`)
  await hydrated(page)
  expect(scripts).toEqual([])
  await page
    .getByRole('main')
    .getByRole('link', { name: messages('en').common_quote_cta })
    .first()
    .click()
  const popup = page.getByRole('dialog', { name: 'Stand-in quote form' })
  await expect(popup).toBeVisible()
  await expect(popup).toHaveAttribute('data-form-id', 'stand-in-form')
  await expect(popup).toHaveAttribute('data-language', 'en')
  expect(scripts).toEqual([`${standInProvider}/embed.js`])
})

test('with no form id, the action takes the visitor to the contact section', async ({ page }) => {
  await page.goto('/reformas-banos')
  await hydrated(page)
  await page.getByRole('main').getByRole('link', { name: es.common_quote_cta }).first().click()
  const contact = page.locator('#contact')
  await expect(contact).toBeInViewport()
  await expect(contact.getByRole('heading', { level: 2 })).toBeFocused()
  await expect(contact.getByRole('link', { name: '+34 910 555 120' })).toHaveAttribute('href', 'tel:+34910555120')
  const mail = await contact.getByRole('link', { name: 'hola@hogarareformas.es' }).getAttribute('href')
  expect(mail).toBe(`mailto:hola@hogarareformas.es?subject=${encodeURIComponent(es.contact_email_subject ?? '')}`)
  // One address on the page: the contact section's is the footer's.
  const addresses = await page
    .locator('a[href^="mailto:"]')
    .evaluateAll((links) => [...new Set(links.map((a) => (a.getAttribute('href') ?? '').slice(7).split('?')[0]))])
  expect(addresses).toEqual(['hola@hogarareformas.es'])
  // Away from an article the panel's button is the section's one action, filled.
  const panelFill = await contact
    .getByRole('link', { name: es.contact_panel_button })
    .evaluate((link) => getComputedStyle(link).backgroundColor)
  expect(panelFill).not.toBe('rgba(0, 0, 0, 0)')
  await expect(contact.getByRole('status')).toHaveText('')
})

test('when the provider script fails to load, the action falls back to contact and says so', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`http://127.0.0.1:${ports.brokenForm}/de`)
  await hydrated(page)
  await page
    .getByRole('banner')
    .getByRole('link', { name: messages('de').nav_quote })
    .click()
  const contact = page.locator('#contact')
  await expect(contact.getByRole('status')).toHaveText(messages('de').quote_unavailable ?? '')
  await expect(contact).toBeInViewport()
  expect(errors).toEqual([])
})

test('with a form configured, the contact panel embeds it inline only on click, beside a privacy notice', async ({
  page,
}) => {
  const provider: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(standInProvider)) provider.push(request.url())
  })
  const fr = messages('fr')
  await page.goto(`http://127.0.0.1:${ports.withForm}/fr`)
  await hydrated(page)
  const contact = page.locator('#contact')
  await contact.scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  // Near the viewport, still nothing from the provider: it loads on the visitor's click.
  await expect(contact.locator('iframe')).toHaveCount(0)
  expect(provider).toEqual([])
  await expect(contact.getByText(fr.quote_privacy_notice?.replace('{provider}', 'Tally') ?? '')).toBeVisible()
  await expect(contact.getByRole('link', { name: fr.quote_privacy_link })).toHaveAttribute(
    'href',
    '/fr/confidentialite',
  )
  await contact.getByRole('link', { name: fr.contact_panel_button }).click()
  const frame = contact.locator('iframe[data-tally-src]')
  await expect(frame).toHaveCount(1)
  expect(await frame.getAttribute('data-tally-src')).toMatch(
    /^https:\/\/tally\.so\/embed\/stand-in-form\?.*language=fr/,
  )
  expect(provider).toEqual([`${standInProvider}/embed.js`])
})

test('without a form id, the contact panel button keeps the visitor at the contact options', async ({ page }) => {
  await page.goto('/reformas-cocinas')
  await hydrated(page)
  const contact = page.locator('#contact')
  await contact.getByRole('link', { name: es.contact_panel_button }).click()
  await expect(contact.getByRole('heading', { level: 2 })).toBeFocused()
  await expect(contact.locator('iframe')).toHaveCount(0)
  await expect(contact.getByRole('status')).toHaveText('')
})

test('a quote requested after landing from a newsletter carries the campaign to the form, kept in the tab only', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page)
  const origin = `http://127.0.0.1:${ports.withForm}`
  await page.goto(`${origin}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=abc123&fbclid=zz`)
  await hydrated(page)
  // The address shows the page's own URL; the campaign lives on in the tab's memory.
  expect(page.url()).toBe(`${origin}/`)
  // Another page of the site, reached by a link, and the quote button there.
  await page.getByRole('contentinfo').getByRole('link', { name: es.nav_resources, exact: true }).click()
  await expect(page).toHaveURL(`${origin}/recursos`)
  await page.getByRole('banner').getByRole('link', { name: es.nav_quote }).click()
  const popup = page.getByRole('dialog', { name: 'Stand-in quote form' })
  await expect(popup).toBeVisible()
  expect(JSON.parse((await popup.getAttribute('data-hidden-fields')) ?? '{}')).toEqual({
    language: 'es',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
    gclid: 'abc123',
  })
  // No cookie and no storage hold it.
  expect(JSON.stringify(await context.cookies())).not.toContain('newsletter')
  const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]))
  expect(stored).not.toContain('newsletter')
  expect(problems).toEqual([])
})

test('the inline form carries the campaign as hidden fields of its address', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${ports.withForm}/en/kitchen-renovations?utm_source=newsletter&gclid=abc123`)
  await hydrated(page)
  const contact = page.locator('#contact')
  await contact.getByRole('link', { name: messages('en').contact_panel_button }).click()
  const frame = contact.locator('iframe[data-tally-src]')
  await expect(frame).toHaveCount(1)
  const src = new URL((await frame.getAttribute('data-tally-src')) ?? '')
  expect([src.searchParams.get('utm_source'), src.searchParams.get('gclid')]).toEqual(['newsletter', 'abc123'])
})
