import { expect, type Page, test } from '@playwright/test'
import { company } from '../../app.config.ts'
import { readSitemap } from '../../scripts/seo-rules.ts'
import { messages } from './site'

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const bingbot = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'

type JsonLd = Record<string, unknown> & { '@type': string }
const jsonLdOf = async (page: Page): Promise<JsonLd[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
const ofType = (records: JsonLd[], type: string) => records.find((record) => record['@type'] === type)

test.describe('crawlers', () => {
  test('a crawler asking for English gets the Spanish page at /reformas-cocinas, with no redirect', async ({
    request,
  }) => {
    const response = await request.get('/reformas-cocinas', {
      headers: { 'User-Agent': googlebot, 'Accept-Language': 'en' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain(`<h1`)
    expect(html).toContain(messages('es').svc_kitchen_hero_title?.slice(0, 20))
    expect(response.headers().vary).toContain('User-Agent')
    // Not kept by a shared cache under the English visitors' key.
    expect(response.headers()['cache-control']).toBe('private, no-cache')
  })

  test('a visitor asking for English is still sent to the English page, before and after a crawler', async ({
    request,
  }) => {
    for (const userAgent of [undefined, bingbot, undefined]) {
      const response = await request.get('/reformas-banos', {
        headers: { 'Accept-Language': 'en', ...(userAgent ? { 'User-Agent': userAgent } : {}) },
        maxRedirects: 0,
      })
      if (userAgent) expect(response.status()).toBe(200)
      else {
        expect(response.status()).toBe(307)
        expect(response.headers().location).toBe('/en/bathroom-renovations')
      }
    }
  })
})

test.describe('structured data', () => {
  test('the home page names the site, and the business record states the phone, hours and prices visitors see', async ({
    page,
  }) => {
    await page.goto('/fr')
    const records = await jsonLdOf(page)
    const website = ofType(records, 'WebSite')
    expect(website).toMatchObject({ name: company.name, inLanguage: 'fr' })
    expect(String(website?.url)).toMatch(/\/fr$/)
    const business = ofType(records, 'GeneralContractor')
    // One number: the record's telephone is the number of the contact section's tel: link.
    const telLinks = await page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(new Set(telLinks)).toEqual(new Set([`tel:${business?.telephone}`]))
    expect(business?.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '09:00',
        closes: '19:00',
      },
    ])
    // The hours the contact section shows are those hours.
    await expect(page.locator('#contact')).toContainText(messages('fr').contact_phone_hours ?? '')
    expect(business?.priceRange).toBe('600\u00a0€–1\u202f200\u00a0€/m²')
  })

  test('a service names its type in the page language', async ({ page }) => {
    await page.goto('/de/kuchen-renovierungen')
    expect(ofType(await jsonLdOf(page), 'Service')?.serviceType).toBe(messages('de').nav_services_kitchen)
    await page.goto('/ru/remont-vannykh')
    expect(ofType(await jsonLdOf(page), 'Service')?.serviceType).toBe(messages('ru').nav_services_bathroom)
  })

  test('the resources list carries its breadcrumb', async ({ page }) => {
    await page.goto('/en/resources')
    const breadcrumb = ofType(await jsonLdOf(page), 'BreadcrumbList') as unknown as {
      itemListElement: Array<{ name: string }>
    }
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual([
      messages('en').nav_home,
      messages('en').nav_resources,
    ])
  })

  test('an article’s dateModified and lastmod come from the database, not from when the server started', async ({
    page,
    request,
  }) => {
    await page.goto('/recursos/blog/cuanto-cuesta-reforma-integral-madrid')
    const posting = ofType(await jsonLdOf(page), 'BlogPosting')
    expect(posting?.datePublished).toBe('2026-11-12')
    expect(new Date(String(posting?.dateModified)).toISOString()).toBe('2026-11-12T08:00:00.000Z')
    const urls = readSitemap(await (await request.get('/sitemap.xml')).text())
    expect(urls.find((url) => url.loc.endsWith('/recursos/blog/cuanto-cuesta-reforma-integral-madrid'))?.lastmod).toBe(
      '2026-11-12',
    )
    // Screens carry the day the site was built.
    const home = urls.find((url) => new URL(url.loc).pathname === '/')
    expect(home?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(Date.parse(home?.lastmod ?? '')).toBeLessThanOrEqual(Date.now())
    expect(urls.every((url) => url.lastmod)).toBe(true)
  })
})

test('the desktop and mobile navigations are two landmarks with different names', async ({ page }) => {
  for (const path of ['/', '/ru/resursy']) {
    await page.goto(path)
    const names = await page
      .locator('nav')
      .evaluateAll((navs) =>
        navs.map(
          (nav) =>
            nav.getAttribute('aria-label') ??
            document.getElementById(nav.getAttribute('aria-labelledby') ?? '')?.textContent ??
            '',
        ),
      )
    expect(names.every(Boolean)).toBe(true)
    expect(new Set(names).size).toBe(names.length)
  }
})
