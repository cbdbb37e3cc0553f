import { expect, test } from '@playwright/test'
import { company, financingExample, quoteProvider } from '../../app.config.ts'
import { expectNoAxeViolations, hydrated, type Locale, messages, screens, staticRoutes } from './site'

const legalRoutes = ['/aviso-legal', '/privacidad', '/cookies'] as const
const footerLabels = {
  '/aviso-legal': 'footer_legal_notice',
  '/privacidad': 'footer_privacy',
  '/cookies': 'footer_cookies',
}
const article = {
  es: '/recursos/blog/materiales-bano-cocina-humedad',
  de: '/de/ressourcen/blog/materiales-bano-cocina-humedad',
}

for (const locale of ['es', 'de'] as const satisfies Locale[]) {
  const copy = messages(locale)

  test(`every screen's footer links to the three legal pages in ${locale}`, async ({ page }) => {
    for (const path of [...staticRoutes.map((route) => screens[route][locale]), article[locale]]) {
      await page.goto(path)
      const legal = page.getByRole('contentinfo').getByRole('navigation', { name: copy.footer_legal_title })
      for (const route of legalRoutes) {
        await expect(legal.getByRole('link', { name: copy[footerLabels[route]] })).toHaveAttribute(
          'href',
          screens[route][locale],
        )
      }
    }
    // And the links work: from a service page to the privacy policy.
    await page.goto(screens['/reformas-banos'][locale])
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: copy.footer_privacy }).click()
    await expect(page).toHaveURL(screens['/privacidad'][locale])
    await expect(page.locator('h1')).toHaveText(copy.legal_privacy_title ?? '')
  })

  for (const route of legalRoutes) {
    test(`${screens[route][locale]} has no accessibility violations`, async ({ page }) => {
      await page.goto(screens[route][locale])
      await hydrated(page)
      await expectNoAxeViolations(page)
    })
  }
}

test('the legal notice names the company with the facts from the configuration', async ({ page }) => {
  await page.goto('/de/impressum')
  const main = page.getByRole('main')
  await expect(page.locator('h1')).toHaveText('Impressum')
  for (const fact of [company.legalName, company.taxId, company.registry, company.rea, company.phone.display]) {
    await expect(main.getByText(fact, { exact: false }).first()).toBeVisible()
  }
  await expect(main.getByRole('link', { name: company.email.general })).toHaveAttribute(
    'href',
    `mailto:${company.email.general}`,
  )
  await expect(
    main.getByText(`${company.offices.madrid.street}, ${company.offices.madrid.postalCode}`).first(),
  ).toBeVisible()
})

test('the privacy policy names processors, retention, rights, the authority and the audience measurement', async ({
  page,
}) => {
  await page.goto('/en/privacy')
  const main = page.getByRole('main')
  const en = messages('en')
  for (const key of ['controller', 'data', 'purposes', 'measurement', 'recipients', 'retention', 'rights'] as const) {
    await expect(main.getByRole('heading', { level: 2, name: en[`legal_privacy_${key}_title`] })).toBeVisible()
  }
  await expect(main.getByText(quoteProvider.entity).first()).toBeVisible()
  await expect(main.getByRole('link', { name: quoteProvider.privacyPolicy })).toHaveAttribute(
    'href',
    quoteProvider.privacyPolicy,
  )
  await expect(main.getByRole('link', { name: company.email.privacy }).first()).toHaveAttribute(
    'href',
    `mailto:${company.email.privacy}`,
  )
  await expect(main.getByRole('link', { name: 'https://www.aepd.es' })).toBeVisible()
  // The table of contents reaches each section.
  await main.getByRole('navigation').getByRole('link', { name: en.legal_privacy_rights_title }).click()
  await expect(page).toHaveURL(/#rights$/)
  await expect(main.locator('#rights')).toBeInViewport()
})

test('the cookie policy lists what the site stores: the language cookie with its lifetime, and scroll positions', async ({
  page,
}) => {
  await page.goto('/ru/cookies')
  const table = page.getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(3)
  const row = table.getByRole('row').nth(1)
  await expect(row.getByRole('rowheader')).toHaveText('locale')
  // 365 in Russian takes the genitive plural (дней), 1 would take день, 2 дня.
  await expect(row).toContainText(messages('ru').legal_cookies_locale_duration_many?.replace('{days}', '365') ?? '')
  await expect(row).toContainText(company.name)
  // And the scroll positions the router keeps for Back, in session storage.
  await expect(table.getByRole('row').nth(2).getByRole('rowheader')).toHaveText('tsr-scroll-restoration-v1_3')
  await expect(table.getByRole('row').nth(2)).toContainText(messages('ru').legal_cookies_scroll_duration ?? '')
})

test('the financing section carries the representative example with its computed figures', async ({ page }) => {
  await page.goto('/')
  const financing = page.locator('#financing')
  // 12.000 € over 60 months at 7,95 % TIN: 243,03 € a month, 8,25 % TAE, 14.581,80 € in total.
  await expect(financing).toContainText('12.000 €')
  await expect(financing).toContainText(`${financingExample.months} cuotas mensuales de 243,03 €`)
  await expect(financing).toContainText('TAE 8,25 %')
  await expect(financing).toContainText('Importe total adeudado: 14.581,80 €')
  await expect(financing).toContainText('coste total del crédito: 2.581,80 €')
  await expect(financing).toContainText(financingExample.lender)
})

test('the sitemap lists the legal pages in every language with their alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const route of legalRoutes) {
    for (const path of Object.values(screens[route])) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`)
    }
  }
  expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="http://localhost:3000/de/impressum"/>')
})
