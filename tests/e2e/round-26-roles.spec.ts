import { expect, type Page, test } from '@playwright/test'
import { resizeTo, revealEverySection } from './fit'
import { hydrated, screens } from './site'

/**
 * Round 26 (I), four art-director reviews: one button role per colour (the clay fill for the quote
 * request only, an outline for everything else, on light and dark grounds), one face per heading
 * role at every width, the kitchen page's balance at 1280, the 404 apart from the contact band, and
 * Cyrillic display headings with room for «ё» and descenders.
 */

const clay = 'rgb(164, 78, 40)'
const none = 'rgba(0, 0, 0, 0)'
const slug = 'cuanto-cuesta-reforma-integral-madrid'
const article = (locale: 'es' | 'ru' | 'de') => screens['/recursos/blog/$slug'][locale].replace('$slug', slug)

const paint = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el)
      return {
        fill: style.backgroundColor,
        ring: style.borderTopColor,
        ringWidth: style.borderTopWidth,
        text: style.color,
      }
    })

test('the clay fill is the quote request’s only: the calculator buttons and the 404’s way home are outlines', async ({
  page,
}) => {
  // The header's quote request keeps the fill.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(article('es'))
  // The article's closing panel asks for the quote in the quote request's words (SPEC §2.7): filled.
  expect((await paint(page, '[data-testid="contact-panel"] a')).fill).toBe(clay)
  const inline = await paint(page, '[data-testid="article-calculator"] a')
  // (The 1.5 px ring is drawn at 1 px on a 1x screen.)
  expect(inline).toEqual({ fill: none, ring: 'rgb(22, 34, 58)', ringWidth: '1px', text: 'rgb(13, 22, 38)' })
  // The resources' dark calculator tile (fourth in the list on a phone): the outline on navy.
  await page.setViewportSize({ width: 375, height: 900 })
  await page.goto(screens['/recursos'].es)
  const tile = await paint(page, '[data-testid="calculator-tile"] a')
  expect(tile.fill).toBe(none)
  expect(tile.text).toBe('rgb(255, 255, 255)')
  expect(tile.ringWidth).toBe('1px')
  // White at half strength (Chromium reports it in oklab).
  expect(tile.ring).toMatch(/^(rgba\(255, 255, 255, 0\.5\)|oklab\(0\.99\d* [-\d.e]+ [-\d.e]+ \/ 0\.5\))$/)
  // The 404's way home an outline; the contact band's quote request under it still filled.
  await page.goto('/no-existe')
  const home = await paint(page, '[data-testid="notfound-head"] a')
  expect(home.fill).toBe(none)
  expect(home.ring).toBe('rgb(22, 34, 58)')
  await page.setViewportSize({ width: 1280, height: 900 })
  expect((await paint(page, '#contact [data-quote-button]')).fill).toBe(clay)
})

test('the featured article’s title is the display serif at every width, as every H2', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 })
  await page.goto(screens['/recursos'].es)
  for (const [width, size] of [
    [320, 26],
    [375, 26],
    [1280, 40],
  ] as const) {
    await resizeTo(page, width, 900)
    const title = await page
      .locator('main ul > li')
      .first()
      .locator('h2')
      .evaluate((el) => {
        const style = getComputedStyle(el)
        return { family: style.fontFamily, weight: style.fontWeight, size: Number.parseFloat(style.fontSize) }
      })
    expect(title.family, `@${width}`).toMatch(/^"Noto Serif Display"/)
    expect(title.weight, `@${width}`).toBe('500')
    expect(title.size, `@${width}`).toBe(size)
  }
  // The other cards' titles stay Manrope (card titles are UI).
  const other = await page
    .locator('main ul > li')
    .nth(1)
    .locator('h2')
    .evaluate((el) => getComputedStyle(el).fontFamily)
  expect(other).toMatch(/^Manrope/)
})

test('the kitchen page at 1280: the reasons one row under their heading, the price link under the price, the client’s words under their eyebrow', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const locale of ['es', 'de', 'ru'] as const) {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(screens['/reformas-cocinas'][locale])
    await revealEverySection(page)
    const look = await page.evaluate(() => {
      const box = (el: Element | null) => (el as HTMLElement).getBoundingClientRect()
      const reasons = [...document.querySelectorAll('[data-testid="service-reasons"] > li')].map((li) => box(li))
      const price = document.querySelector('[data-price]')
      const link = price?.closest('li')?.querySelector('a') ?? null
      return {
        heading: box(document.getElementById('advantages-title')),
        reasons: reasons.map((r) => ({ top: Math.round(r.top), left: r.left, right: r.right })),
        price: box(price),
        link: box(link),
        eyebrow: box(document.getElementById('testimonial-title')),
        quote: box(document.querySelector('#testimonial-title ~ figure blockquote')),
      }
    })
    const where = locale
    // Four reasons on one row across the container, under the heading, the first on its left edge.
    expect(look.reasons, where).toHaveLength(4)
    expect(new Set(look.reasons.map((r) => r.top)).size, where).toBe(1)
    expect(look.reasons[0]?.top ?? 0, where).toBeGreaterThan(look.heading.bottom)
    expect(Math.abs((look.reasons[0]?.left ?? 0) - look.heading.left), where).toBeLessThanOrEqual(1)
    expect(look.reasons[3]?.right ?? 0, where).toBeGreaterThan(1280 - 60)
    // «Ver este cálculo» under «desde 6.800 €», on its left edge.
    expect(look.link.top, where).toBeGreaterThanOrEqual(look.price.bottom - 1)
    expect(Math.abs(look.link.left - look.price.left), where).toBeLessThanOrEqual(1)
    // The eyebrow over the words, on one left edge.
    expect(look.quote.top, where).toBeGreaterThan(look.eyebrow.bottom)
    expect(Math.abs(look.quote.left - look.eyebrow.left), where).toBeLessThanOrEqual(1)
  }
})

test('a service page’s client’s words on a phone: the display serif at 20 px, name and place in small sans', async ({
  page,
}) => {
  for (const locale of ['es', 'ru'] as const) {
    await page.setViewportSize({ width: 375, height: 900 })
    await page.goto(screens['/reformas-cocinas'][locale])
    const look = await page.evaluate(() => {
      const quote = getComputedStyle(document.querySelector('#testimonial-title ~ figure blockquote') as Element)
      const caption = getComputedStyle(document.querySelector('#testimonial-title ~ figure figcaption') as Element)
      return {
        quote: [quote.fontFamily, quote.fontSize],
        caption: [caption.fontFamily, caption.fontSize],
      }
    })
    expect(look.quote[0], locale).toMatch(/^"Noto Serif Display"/)
    expect(look.quote[1], locale).toBe('20px')
    expect(look.caption[0], locale).toMatch(/^Manrope/)
    expect(look.caption[1], locale).toBe('14px')
  }
})

test('the 404 stands on white, apart from the stone contact band under it', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/no-existe')
    const look = await page.evaluate(() => ({
      head: getComputedStyle(document.querySelector('[data-testid="notfound-head"]') as Element).backgroundColor,
      contact: getComputedStyle(document.getElementById('contact') as Element).backgroundColor,
    }))
    expect(look.head, `@${width}`).toBe('rgb(255, 255, 255)')
    expect(look.contact, `@${width}`).toBe('rgb(245, 241, 234)')
    expect(look.head, `@${width}`).not.toBe(look.contact)
  }
})

test('Russian display headings have room above «ё» and below «д», «у», «щ»; the Latin leading stays', async ({
  page,
}) => {
  const ratio = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el)
        return Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize)
      })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(screens['/reformas-cocinas'].ru)
    await hydrated(page)
    expect(await ratio('h1'), `ru h1 @${width}`).toBeGreaterThanOrEqual(1.16)
    expect(await ratio('#features-title'), `ru h2 @${width}`).toBeGreaterThanOrEqual(1.22)
    await page.goto(article('ru'))
    expect(await ratio('.article-body h2'), `ru article h2 @${width}`).toBeGreaterThanOrEqual(1.28)
    await page.goto(screens['/reformas-cocinas'].es)
    expect(await ratio('h1'), `es h1 @${width}`).toBeLessThan(1.1)
    expect(await ratio('#features-title'), `es h2 @${width}`).toBeLessThan(1.12)
  }
})
