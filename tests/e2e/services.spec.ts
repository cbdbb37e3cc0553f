import { expect, test } from '@playwright/test'
import { documentTitle } from '../../app/seo/title.ts'
import { expectNoAxeViolations, hydrated, localeCodes, messages, screens } from './site'

const services = [
  ['/reformas-integrales', 'integral'],
  ['/rehabilitacion-edificios', 'buildings'],
  ['/reformas-cocinas', 'kitchen'],
  ['/reformas-banos', 'bathroom'],
] as const

for (const [route, key] of services) {
  for (const locale of localeCodes) {
    const path = screens[route][locale]
    test(`${path} shows its hero, its own highlight block, the gallery and its structured data`, async ({ page }) => {
      const copy = messages(locale)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(copy[`svc_${key}_hero_title`] ?? '')
      await expect(page.getByRole('main').getByRole('link', { name: copy.common_quote_cta }).first()).toBeVisible()
      await expect(page.locator('#variant-title')).toHaveText(copy[`svc_${key}_variant_title`] ?? '')
      await expect(page.locator('#gallery-title ~ * li, section[aria-labelledby="gallery-title"] li')).toHaveCount(6)
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      const types = jsonLd.map((text) => JSON.parse(text)['@type'])
      expect(types).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList', 'GeneralContractor']))
      await expect(page).toHaveTitle(documentTitle(copy[`seo_${key}_title`] ?? ''))
    })
  }
  for (const locale of ['es', 'de'] as const) {
    test(`axe-core finds no violations on ${screens[route][locale]}`, async ({ page }) => {
      await page.goto(screens[route][locale])
      await hydrated(page)
      await expectNoAxeViolations(page)
    })
  }
}

test('the kitchen page promises 3 to 4 weeks and the bathroom page the 2 to 3 day shower swap', async ({ page }) => {
  await page.goto('/reformas-cocinas')
  await expect(page.getByRole('main')).toContainText('3 a 4 semanas')
  await page.goto('/reformas-banos')
  await expect(page.locator('#variant-title')).toContainText(/2[\s\u00a0][ao][\s\u00a0]3[\s\u00a0]días/)
})
