import { expect, type Page, test } from '@playwright/test'
import { resizeTo, revealEverySection } from './fit'
import { hydrated, type Locale, messages, screens } from './site'

/**
 * Design round 7 (Round 6's findings): the home page alternates its bands, opens no section on
 * an eyebrow (round 17), says the free site visit at most twice and each process step once.
 */

const white = 'rgb(255, 255, 255)'

type SharedCheck = { locales: readonly Locale[]; name: (locale: Locale) => string; check: Check; height: number }
type Check = (page: Page, locale: Locale) => Promise<void>
const sharedChecks: SharedCheck[] = []

/**
 * A check of the home at 1280 px that reads the page without changing it: it shares one page load
 * per language with the others (the test at the end of this file: reduced motion, hydrated, every
 * section scrolled through), run as a step of its own name.
 */
function at1280(locales: readonly Locale[], name: (locale: Locale) => string, check: Check, height = 900) {
  sharedChecks.push({ locales, name, check, height })
}

/**
 * The page's bands from top to bottom, with their background, as a scroller sees them, and whether
 * a band ends on a picture from edge to edge (which then separates it from the next band).
 */
function bands(page: Page) {
  return page.evaluate(() =>
    // Round 17: the turnkey section is two bands, its navy opening and the steps' white band.
    [
      ...document.querySelectorAll(
        'main > section:not(#turnkey-services), main > div > section, [data-band], #our-process, #contact, footer',
      ),
    ]
      .filter((element) => element.getBoundingClientRect().height > 0)
      .map((element) => {
        const box = element.getBoundingClientRect()
        const picture = element.querySelector('[data-part="steps"]')?.getBoundingClientRect()
        return {
          name:
            element.id ||
            element.getAttribute('data-band') ||
            element.getAttribute('aria-labelledby') ||
            element.getAttribute('aria-label') ||
            element.tagName.toLowerCase(),
          background: getComputedStyle(element).backgroundColor,
          top: Math.round(box.top + window.scrollY),
          endsOnPicture:
            picture !== undefined &&
            Math.abs(picture.bottom - box.bottom) <= 1 &&
            picture.left <= 0 &&
            picture.right >= document.documentElement.clientWidth,
        }
      }),
  )
}

at1280(
  ['es', 'ru', 'en', 'fr', 'de'],
  (locale) => `bands alternate white and stone, the clients' words on navy, in ${locale}`,
  async (page, locale) => {
    const all = await bands(page)
    // Round 12: the trust strip is part of the hero's proof band, inside the hero: no band of its own.
    expect(all.map((band) => band.name)).not.toContain(messages(locale).trust_label)
    const sequence = all
    const footer = sequence.at(-1)
    const page_ = sequence.slice(0, -1)
    const navy = page_.filter((band) => band.background === footer?.background)
    // Round 13: the clients' words on their own navy band, a pause after the projects. Round 17: the
    // turnkey promise on navy too, so the six steps open their own white band (the two shared one
    // white band for about 1,500 px). Round 21 (four navy masses were too heavy): the international
    // band (not in es) on stone, in SPEC §2.4's place between the turnkey promise and the steps.
    expect(navy.map((band) => band.name)).toEqual(['turnkey', 'testimonials'])
    const stone = 'rgb(245, 241, 234)'
    const navyColour = footer?.background
    const international = locale === 'es' ? [] : [['international', stone]]
    expect(sequence.map((band) => [band.name, band.background])).toEqual([
      ['hero-title', stone],
      ['why-choose-us', white],
      ['calculator', stone],
      ['turnkey', navyColour],
      ...international,
      ['our-process', white],
      ['financing', stone],
      ['case-studies', white],
      ['testimonials', navyColour],
      ['faq', white],
      ['contact', stone],
      ['footer', navyColour],
    ])
    const neutrals = new Set(page_.filter((band) => !navy.includes(band)).map((band) => band.background))
    expect([...neutrals].sort(), 'white and one stone, no fourth neutral').toHaveLength(2)
    expect(neutrals.has(white)).toBe(true)
    // No two bands of one colour meet, in any language (round 20: no exception left).
    for (let index = 1; index < sequence.length; index++) {
      expect(sequence[index]?.background, `${sequence[index - 1]?.name} → ${sequence[index]?.name}`).not.toBe(
        sequence[index - 1]?.background,
      )
    }
    // Round 13: no band ends on a second band of its own: each section one background (the
    // turnkey story's steps on its white band, no stone band under them).
    expect(page_.filter((band) => band.endsOnPicture).map((band) => band.name)).toEqual([])
    const steps = await page
      .locator('#our-process, #our-process [data-part="steps"]')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor))
    expect(steps).toEqual([white, 'rgba(0, 0, 0, 0)'])
  },
  900,
)

// Round 11: one section opening everywhere on the home page. Round 17: one eyebrow rule a visitor
// can see: a small label only over the page's H1 (the hero) and as a card's own label; every
// section, the contact band included, opens straight on its h2, and the before/after pairs (a part
// of the projects) on their h3 alone.
at1280(
  ['es', 'ru'],
  (locale) =>
    `every section opens straight on its heading, no label over it, in ${locale}; the free site visit is said at most twice`,
  async (page, locale) => {
    const m = messages(locale)
    const openings = await page.locator('main section h2, #contact h2').evaluateAll((headings) =>
      headings.map((heading) => {
        const before = heading.previousElementSibling as HTMLElement | null
        // Whatever stands just above the heading in its block, drawn (a label, a kicker, a tag).
        const above = before && before.offsetParent !== null && before.getBoundingClientRect().height > 0
        return { id: heading.id, before: above ? (before.textContent ?? '') : null }
      }),
    )
    const ids = openings.map((opening) => opening.id)
    for (const id of [
      'why-title',
      'calculator-title',
      'turnkey-title',
      'financing-title',
      'cases-title',
      'testimonials-title',
      'faq-title',
      'contact-title',
    ])
      expect(ids).toContain(id)
    expect(ids.includes('international-title')).toBe(locale !== 'es')
    for (const opening of openings) expect(opening.before, `${opening.id} opens on its heading`).toBeNull()
    // No section label anywhere in a section's opening block: only the hero's kicker is left on the page
    // outside cards (the estimate's label is the calculator card's own).
    const sectionLabels = await page
      .locator('main section:not([aria-labelledby="hero-title"]) .eyebrow, #contact .eyebrow')
      .evaluateAll((labels) =>
        labels
          .filter(
            (label) => (label as HTMLElement).offsetParent !== null && !label.closest('[data-testid^="calculator-"]'),
          )
          .map((label) => label.textContent),
      )
    // Round 24 (C): the one label left is a part's, the before/after pairs' (the eyebrow, no third serif size).
    expect(sectionLabels).toEqual([m.cases_before_after_title])
    // The before/after pairs, a part of the case studies, open on their h3 alone. Round 16: the
    // projects' second half, not a second section, right under the carousel's controls. Round 18:
    // the site's one in-band sub-heading (30 px semibold navy at 1280, over a project card's title),
    // under the site's hairline, so it reads as the start of a part, not a stray caption. Round 21
    // (review 20-B: it hung off the carousel): the sub-heading's one space over it, 96 px at 1280.
    const parts = page.locator('#case-studies h3', { hasText: m.cases_before_after_title ?? '' })
    await expect(parts).toHaveCount(1)
    await expect(parts.locator('xpath=preceding-sibling::*')).toHaveCount(0)
    const part = await parts.evaluate((h3) => {
      const block = h3.parentElement as HTMLElement
      // Round 24 (C): no pager from lg; the part starts under the projects themselves.
      const projects = block.previousElementSibling as HTMLElement
      const card = document.querySelector('#case-studies li[data-pos="small"] article h3') as HTMLElement
      return {
        rule: getComputedStyle(block).borderTopWidth,
        ruleColor: getComputedStyle(block).borderTopColor,
        size: getComputedStyle(h3).fontSize,
        weight: getComputedStyle(h3).fontWeight,
        color: getComputedStyle(h3).color,
        card: getComputedStyle(card).fontSize,
        transform: getComputedStyle(h3).textTransform,
        gap: h3.getBoundingClientRect().top - projects.getBoundingClientRect().bottom,
      }
    })
    expect(part.rule).toBe('1px')
    expect(part.ruleColor).toBe('rgb(214, 205, 192)')
    // Round 24 (C) (reviews: a third serif size, 30 px, between the H2 and the card titles): the
    // site's eyebrow, 14 px uppercase semibold navy-600.
    expect(part.size).toBe('14px')
    expect(part.transform).toBe('uppercase')
    expect(part.weight).toBe('600')
    expect(part.color).toBe(
      await page.locator('h1').evaluate(() => getComputedStyle(document.querySelector('.eyebrow') as Element).color),
    )
    expect(Number.parseFloat(part.size)).toBeLessThan(Number.parseFloat(part.card))
    expect(part.gap).toBeGreaterThanOrEqual(96)
    expect(part.gap).toBeLessThanOrEqual(120)
    if (locale === 'es') {
      // biome-ignore lint/performance/useDomNodeTextContent: visible text only
      const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ')
      expect(text.match(/visita técnica gratuita/gi)?.length ?? 0).toBeLessThanOrEqual(2)
    }
  },
)

test('at 1280 px the panel titles the active step over its text, set against its picture in the container', async ({
  page,
}) => {
  // Two loads (es at 1280, ru at 1024) and a dozen clicks: at load 20 the second hydration passed 30 s.
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const process = page.locator('#our-process')
  const es = messages('es')
  const title = es.process_step_2_title ?? ''
  await hydrated(page)
  await process.locator('ol button').nth(1).click()
  await expect(process).toHaveAttribute('data-active-step', '2')
  // Round 10: the text side names its step (the rail is the index), its title over its description.
  const panel = process.locator('[data-part="steps"] [aria-hidden="false"]')
  await expect(panel.locator('h3')).toHaveText(title)
  await expect(panel.locator('h3')).toBeVisible()
  const [heading, text] = await Promise.all([
    panel.locator('h3').boundingBox(),
    panel.getByText(es.process_step_2_text ?? '').boundingBox(),
  ])
  if (!heading || !text) throw new Error('the step panel is not drawn')
  expect(heading.width).toBeGreaterThan(100)
  expect(text.y).toBeGreaterThanOrEqual(heading.y + heading.height)
  const headingSize = await panel
    .locator('h3')
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
  // Round 24 (C): the card title, 24 px (as the contact panel's), no third size beside the H2; (E) Manrope.
  expect(headingSize).toBe(24)
  // Round 11: the step's picture (its phase's) sits in the container with the card radius; round 13:
  // on the section's own white band, which closes with room under it; round 15: on seven columns,
  // about 430 px tall.
  const band = process.locator('[data-part="steps"]')
  await expect(band.locator('img').filter({ visible: true })).toHaveAttribute('src', /phase-2-design/)
  // Round 12: one carousel: the label and the rail over the step, no pager of dots under the step.
  await expect(band.locator('#process-title')).toBeVisible()
  await expect(band.locator('ol').filter({ visible: true })).toBeVisible()
  await expect(band.locator('fieldset')).toHaveCount(0)
  const frame = band
    .locator('img')
    .filter({ visible: true })
    .locator('xpath=ancestor::span[contains(@class, "rounded-card")][1]')
  const [box, picture, width, container, radius] = await Promise.all([
    page.locator('#our-process').boundingBox(),
    frame.boundingBox(),
    page.evaluate(() => document.documentElement.clientWidth),
    page.locator('#why-choose-us .container-site').boundingBox(),
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--radius-card').trim()),
  ])
  if (!box || !picture || !container) throw new Error('process band not rendered')
  expect(box.x).toBe(0)
  expect(Math.abs(box.width - width)).toBeLessThanOrEqual(1)
  await expect(page.locator('#our-process')).toHaveCSS('background-color', white)
  expect(picture.x).toBeGreaterThanOrEqual(container.x + 32 - 1)
  expect(picture.x + picture.width).toBeLessThanOrEqual(container.x + container.width - 32 + 1)
  expect(picture.width).toBeGreaterThan(width / 3)
  // Round 20 (the plate was a 430 px stone field holding a heading and two lines): 16:9, shorter.
  expect(picture.height).toBeGreaterThanOrEqual(360)
  expect(picture.height).toBeLessThanOrEqual(400)
  expect(box.y + box.height - (picture.y + picture.height)).toBeGreaterThanOrEqual(40)
  const corner = await frame.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)
  expect(Number.parseFloat(corner)).toBe(Number.parseFloat(radius) * 16)
  // Round 15 (the right third was empty): the step's text is set against its picture on a stone
  // plate as tall as the picture, from the picture's edge to the container's, the group centred on
  // it (round 16). Round 19 (reviewer B: the step marked three times at once): no numeral on the
  // plate at lg, the rail says which step.
  const plate = panel.locator('xpath=ancestor::div[contains(@class, "bg-sand-100")][1]')
  const plateBox = await plate.boundingBox()
  if (!plateBox) throw new Error('the step plate is not drawn')
  expect(Math.abs(plateBox.x - (picture.x + picture.width))).toBeLessThanOrEqual(1)
  expect(Math.abs(plateBox.y - picture.y)).toBeLessThanOrEqual(1)
  expect(Math.abs(plateBox.height - picture.height)).toBeLessThanOrEqual(1)
  expect(plateBox.x + plateBox.width).toBeGreaterThanOrEqual(container.x + container.width - 32 - 1)
  await expect(plate).toHaveCSS('background-color', 'rgb(245, 241, 234)')
  await expect(plate.getByText(/^0?2\s*\/\s*0?6$/)).toHaveCount(0)
  // Round 20: the plate says where the step sits, its own small label over its title («Paso 2 de
  // 6», terracotta capitals), from the plate's top padding; and ends on the way on: «Siguiente:
  // <the next step's title> →» at its foot, a 44 px target, which moves to that step and keeps the
  // focus (the last step's goes back to the first).
  const label = panel.getByText('Paso 2 de 6', { exact: true })
  await expect(label).toBeVisible()
  await expect(label).toHaveCSS('text-transform', 'uppercase')
  await expect(label).toHaveCSS('color', 'rgb(164, 78, 40)')
  const labelBox = await label.boundingBox()
  if (!labelBox) throw new Error('the step label is not drawn')
  expect(labelBox.y - plateBox.y).toBeGreaterThanOrEqual(32)
  expect(labelBox.y - plateBox.y).toBeLessThanOrEqual(56)
  expect(heading.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height)
  const next = plate.getByRole('button', {
    name: es.process_next_step?.replace('{title}', es.process_step_3_title ?? ''),
  })
  await expect(next).toBeVisible()
  const nextBox = await next.boundingBox()
  if (!nextBox) throw new Error('the next-step button is not drawn')
  expect(nextBox.height).toBeGreaterThanOrEqual(44)
  expect(nextBox.y).toBeGreaterThan(text.y + text.height)
  expect(plateBox.y + plateBox.height - (nextBox.y + nextBox.height)).toBeLessThanOrEqual(56)
  await next.click()
  await expect(process).toHaveAttribute('data-active-step', '3')
  await expect(panel.locator('h3')).toHaveText(es.process_step_3_title ?? '')
  const moved = plate.getByRole('button', {
    name: es.process_next_step?.replace('{title}', es.process_step_4_title ?? ''),
  })
  await expect(moved).toBeFocused()
  await expect(process.locator('[aria-live="polite"]')).toHaveText(`Paso 3 de 6. ${es.process_step_3_title}`)
  await process.locator('ol button').nth(5).click()
  await plate.getByRole('button', { name: es.process_first_step ?? '' }).click()
  await expect(process).toHaveAttribute('data-active-step', '1')
  await process.locator('ol button').nth(1).click()
  await expect(process.locator('ol button').first().locator('span').first()).toHaveCSS('color', 'rgb(138, 126, 113)')
  // The rail marks the step once: a 3 px terracotta rule under the active tab and its number in
  // terracotta; the other numbers navy-400, no tab's number on a filled disc.
  const rail = await process.locator('ol button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const number = button.querySelector('span') as HTMLElement
      const style = getComputedStyle(number)
      return {
        current: button.getAttribute('aria-current'),
        number: number.textContent,
        color: style.color,
        fill: style.backgroundColor,
        ring: style.borderTopWidth,
        rule: getComputedStyle(button, '::after').backgroundColor,
        ruleHeight: getComputedStyle(button, '::after').height,
      }
    }),
  )
  expect(rail).toHaveLength(6)
  for (const [index, tab] of rail.entries()) {
    const active = index === 1
    expect(tab).toEqual({
      current: active ? 'step' : null,
      number: String(index + 1),
      color: active ? 'rgb(164, 78, 40)' : 'rgb(138, 126, 113)',
      fill: 'rgba(0, 0, 0, 0)',
      ring: '0px',
      rule: active ? 'rgb(164, 78, 40)' : 'rgba(0, 0, 0, 0)',
      ruleHeight: '3px',
    })
  }
  // At 1024 px in Russian the step's text is taller than the picture's 16:10: the picture grows
  // with its plate (cropped, never a plate hanging under it).
  await page.setViewportSize({ width: 1024, height: 900 })
  await page.goto(screens['/'].ru)
  await hydrated(page)
  const ruSteps = page.locator('#our-process [data-part="steps"]')
  await ruSteps.locator('ol button').nth(1).click()
  const [ruPicture, ruPlate] = await Promise.all([
    ruSteps
      .locator('img')
      .filter({ visible: true })
      .locator('xpath=ancestor::span[contains(@class, "rounded-card")][1]')
      .boundingBox(),
    ruSteps
      .locator('[aria-hidden="false"]')
      .locator('xpath=ancestor::div[contains(@class, "bg-sand-100")][1]')
      .boundingBox(),
  ])
  if (!ruPicture || !ruPlate) throw new Error('the Russian step is not drawn')
  expect(Math.abs(ruPlate.y - ruPicture.y)).toBeLessThanOrEqual(1)
  expect(Math.abs(ruPlate.height - ruPicture.height)).toBeLessThanOrEqual(1)
})

// Round 18: on a phone the page's H1 stands clearly over a section heading (it barely outranked
// the 30 px h2): the h2 about 26 px at 375, the H1 at least 1.3 × it, on the home and a service page,
// in the languages whose H1 steps down (ru, de at 34 px on the home) and in es.
test('at 375 px the H1 stands at least 1.3 × over every section heading, in es, ru and de', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  for (const route of ['/', '/reformas-cocinas'] as const) {
    for (const locale of ['es', 'ru', 'de'] as const) {
      await page.goto(screens[route][locale])
      const sizes = await page.evaluate(() => ({
        h1: Number.parseFloat(getComputedStyle(document.querySelector('h1') as Element).fontSize),
        // Round 24 (C): a heading of over 60 characters steps down once (text-h2-long), on its own test.
        h2: [...document.querySelectorAll('main section h2.text-h2')]
          .filter((h2) => (h2.textContent ?? '').length <= 60)
          .map((h2) => Number.parseFloat(getComputedStyle(h2).fontSize)),
      }))
      const where = `${screens[route][locale]}: ${JSON.stringify(sizes)}`
      expect(sizes.h2.length, where).toBeGreaterThan(2)
      for (const h2 of sizes.h2) {
        expect(h2, where).toBeGreaterThanOrEqual(25)
        expect(h2, where).toBeLessThanOrEqual(27)
        expect(sizes.h1, where).toBeGreaterThanOrEqual(1.3 * h2)
      }
    }
  }
})

// Round 10: one heading rule on the home page (every section's h2 one size, flush left on one
// edge). Round 16: one scale, the right way up: the page's H1 (64 px) well over the section
// headings (40 px), and «Nosotros»'s statement no larger than them (round 15 set it at 64 px, over
// the H1). Round 18: the steps' «Seis pasos» opens its own band, an h2 like every other.
at1280(
  ['es', 'ru'],
  (locale) => `at 1280 px every section heading is one size on one left edge, in ${locale}`,
  async (page, locale) => {
    const headings = await page.locator('main section h2').evaluateAll((elements) =>
      elements.map((element) => ({
        id: element.id,
        size: getComputedStyle(element).fontSize,
        left: Math.round(element.getBoundingClientRect().left),
        align: getComputedStyle(element).textAlign,
      })),
    )
    expect(headings.map((heading) => heading.id)).toContain('faq-title')
    const statement = headings.find((heading) => heading.id === 'why-title')
    // Round 24 (C): the turnkey band is the page's one peak (its statement 52 px beside its picture,
    // on its own test) and a heading of over 60 characters steps down once (ru's international one).
    const peakAndLong = ['turnkey-title', 'international-title']
    const sections = headings.filter((heading) => heading !== statement && !peakAndLong.includes(heading.id))
    const h1 = await page.locator('h1').evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
    const h2 = Number.parseFloat(sections[0]?.size ?? '')
    expect(h1).toBeGreaterThanOrEqual(62)
    expect(h1).toBeLessThanOrEqual(72)
    expect(h2).toBeGreaterThanOrEqual(38)
    expect(h2).toBeLessThanOrEqual(42)
    expect(h1).toBeGreaterThan(1.4 * h2)
    expect(Number.parseFloat(statement?.size ?? '99')).toBeLessThanOrEqual(h2)
    // Round 20: «Nosotros»'s statement stands beside its picture, on the seven columns' edge (its
    // own test holds it there); every other section heading on the container's left edge.
    expect(statement?.left ?? 0).toBeGreaterThan((sections[0]?.left ?? 0) + 400)
    for (const heading of sections) {
      expect(heading, JSON.stringify(headings)).toMatchObject({ left: sections[0]?.left })
      expect(heading, JSON.stringify(headings)).toMatchObject({ size: sections[0]?.size })
    }
    for (const heading of headings) {
      expect(['start', 'left']).toContain(heading.align)
    }
    // Round 18: the steps open their own band, so «Seis pasos» is its h2 at the section size (the
    // loop above holds its size and left edge), over the steps' own h3.
    const part = page.locator('#process-title')
    await expect(part).toHaveJSProperty('tagName', 'H2')
    await expect(part).toHaveText(messages(locale).process_title ?? '')
    expect(headings.map((heading) => heading.id)).toContain('process-title')
    const stepSize = await page
      .locator('#our-process [aria-hidden="false"] h3')
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
    expect(stepSize).toBeLessThan(h2)
  },
)

// Round 18: one heading structure a screen reader can walk: one h1 (the hero's), and every band of
// the home opens with an h2 (the steps' band included, since round 17 a band of its own; its steps
// are h3 under it); no heading level skipped on the way down.
// One load per language, measured at both widths (the server's HTML is the same at every width).
for (const locale of ['es', 'ru'] as const) {
  test(`one h1, every band opens with an h2, no level skipped, in ${locale} at 375 and 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 })
    await page.goto(screens['/'][locale])
    await hydrated(page)
    for (const width of [375, 1280]) {
      await resizeTo(page, width, 900)
      await expect(page.locator('h1'), `at ${width} px`).toHaveCount(1)
      const bandsOpen = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'main > section:not(#turnkey-services), main > div > section, [data-band], #our-process, #contact',
          ),
        ]
          .filter((element) => element.getBoundingClientRect().height > 0)
          .map((element) => ({
            band: element.id || element.getAttribute('data-band') || element.getAttribute('aria-labelledby'),
            first: element.querySelector('h1, h2, h3, h4, h5, h6')?.tagName ?? null,
          })),
      )
      expect(bandsOpen.length, `at ${width} px`).toBeGreaterThanOrEqual(10)
      for (const { band, first } of bandsOpen)
        expect(first, `${band} opens with, at ${width} px`).toBe(band === 'hero-title' ? 'H1' : 'H2')
      const levels = await page
        .locator('main h1, main h2, main h3, main h4, main h5, main h6')
        .evaluateAll((elements) => elements.map((element) => Number(element.tagName.slice(1))))
      for (let index = 1; index < levels.length; index++)
        expect(levels[index] ?? 0, `heading ${index} at ${width} px: ${levels.join(',')}`).toBeLessThanOrEqual(
          (levels[index - 1] ?? 0) + 1,
        )
    }
  })
}

// Round 18: the steps' heading at every section heading's size on phones too (it was 22–24 px beside
// the others' 30; since round 18 every section heading is about 26 px at 375, under a 34–36 px H1).
test('on a phone the steps open on a heading of the section size', async ({ page }) => {
  for (const locale of ['es', 'ru'] as const) {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(screens['/'][locale])
    const sizes = await page
      .locator('#calculator-title, #process-title, #faq-title')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).fontSize))
    expect(sizes).toHaveLength(3)
    expect(new Set(sizes).size, sizes.join(' ')).toBe(1)
    expect(Number.parseFloat(sizes[0] ?? '0')).toBeGreaterThanOrEqual(25)
  }
})

test.describe('financing reads in order', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px: the opening, the points as one ruled list, the example, the button, the legal example at its card's foot`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const band = page.locator('#financing')
      await revealEverySection(page)
      const es = messages('es')
      const [heading, button, example, points, caption] = await Promise.all([
        band.locator('h2').boundingBox(),
        band.locator('a[target="_blank"]').boundingBox(),
        band.locator('figure').boundingBox(),
        band.locator('ul').boundingBox(),
        band.getByText(es.financing_example?.slice(0, 20) ?? '').boundingBox(),
      ])
      if (!heading || !button || !example || !points || !caption) throw new Error('financing not drawn')
      // Round 13: not the grid of four again: the four points one under the other, a ruled list.
      const rows = await band
        .locator('ul > li')
        .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size)
      expect(rows).toBe(4)
      // Round 15: one reading order, the DOM's (so the tab order's) too: the opening, the points,
      // the example, the button.
      const order = await band.evaluate((section) =>
        ['h2', 'ul', 'figure', 'a[target="_blank"]'].map((selector) => {
          const all = [...section.querySelectorAll('h2, ul, figure, a[target="_blank"]')]
          return all.indexOf(section.querySelector(selector) as Element)
        }),
      )
      expect(order).toEqual([...order].sort((a, b) => a - b))
      if (width >= 1024) {
        // The opening and the points on the left; the example on the right. Round 21 (a 600 × 200
        // px dead corner beside the heading): the panel from the heading's top, the button in it, at
        // its foot under the small print. Round 22: as tall as what it says (stretched to the list's
        // foot it had a hole between the rates and the print), never past the list's foot.
        for (const left of [heading, points]) expect(example.x).toBeGreaterThan(left.x + left.width - 1)
        expect(Math.abs(example.y - heading.y)).toBeLessThanOrEqual(12)
        expect(example.y + example.height).toBeLessThanOrEqual(points.y + points.height + 1)
        const rates = await band.locator('figure > p').nth(1).boundingBox()
        if (!rates) throw new Error('financing rates not drawn')
        // Round 26 (reviews 26-A, 26-B: the legal print outweighed the instalment): the instalment
        // and its rates at the card's head, the button right under them, the small print at its foot.
        expect(button.y - (rates.y + rates.height)).toBeLessThanOrEqual(32)
        expect(caption.y).toBeGreaterThan(button.y + button.height - 1)
        expect(example.y + example.height - (caption.y + caption.height)).toBeLessThanOrEqual(48)
      } else {
        // On a phone: the opening, the points, the example, its button, then the small print at the card's foot.
        expect(points.y).toBeGreaterThan(heading.y + heading.height - 1)
        expect(example.y).toBeGreaterThan(points.y + points.height - 1)
        expect(caption.y).toBeGreaterThan(button.y + button.height - 1)
        expect(caption.y + caption.height).toBeLessThanOrEqual(example.y + example.height)
        // Its own width, not a full-width box (review 26-B: every section ended in a big box).
        // (The card's text runs 48 px inside it; a full-width button would be as wide as that.)
        expect(button.width).toBeLessThan(example.width - 48 - 20)
      }
      // Round 14: the representative example the law requires is small print inside the example's
      // card, under its rates.
      expect(caption.y).toBeGreaterThan(example.y)
      expect(caption.y + caption.height).toBeLessThanOrEqual(example.y + example.height)
      await expect(band.locator('figure > p').last()).toContainText(es.financing_example?.slice(0, 20) ?? '')
      // Round 21: the legal disclosure is read, not glimpsed: at least 12 px, at least 4.5:1 on its card.
      const print = await band
        .locator('figure > p')
        .last()
        .evaluate((element) => {
          const channel = (value: number) => {
            const c = value / 255
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
          }
          const luminance = (colour: string) => {
            const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number)
            return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
          }
          const text = luminance(getComputedStyle(element).color)
          const ground = luminance(getComputedStyle(element.closest('figure') as Element).backgroundColor)
          return {
            size: Number.parseFloat(getComputedStyle(element).fontSize),
            contrast: (Math.max(text, ground) + 0.05) / (Math.min(text, ground) + 0.05),
            opacity: Number(getComputedStyle(element).opacity),
          }
        })
      expect(print.size).toBeGreaterThanOrEqual(12)
      expect(print.contrast).toBeGreaterThanOrEqual(4.5)
      expect(print.opacity).toBe(1)
      const sizes = await band.evaluate((section) => ({
        body: Number.parseFloat(getComputedStyle(document.body).fontSize),
        point: Number.parseFloat(getComputedStyle(section.querySelector('ul li p') as Element).fontSize),
        title: Number.parseFloat(getComputedStyle(section.querySelector('ul li h3') as Element).fontSize),
        caption: Number.parseFloat(
          getComputedStyle(section.querySelector('figure > p:last-of-type') as Element).fontSize,
        ),
      }))
      expect(sizes.point).toBe(sizes.body)
      expect(sizes.title).toBeGreaterThan(sizes.body)
      expect(sizes.caption).toBeLessThan(sizes.body)
    })
  }
})

at1280(
  ['es', 'ru', 'de'],
  (locale) => `at 1280 px the three hero claims are figures on one row, the numerals on one baseline, in ${locale}`,
  async (page, locale) => {
    await page.evaluate(() => document.fonts.ready)
    const band = page.getByRole('region', { name: messages(locale).trust_label })
    const claims = band.locator('li[data-proof="figure"]')
    await expect(claims).toHaveCount(3)
    const cells = await claims.evaluateAll((items) =>
      items.map((item) => {
        const [figure, label] = [...item.children] as HTMLElement[]
        if (!figure || !label) return null
        const size = (element: HTMLElement) => Number.parseFloat(getComputedStyle(element).fontSize)
        return {
          top: item.getBoundingClientRect().top,
          width: item.getBoundingClientRect().width,
          // Round 12: the numeral alone in its line (no small «hasta el» beside or above it), so the
          // three share one baseline: the same size, the same box, nothing else in it.
          figureBottom: figure.getBoundingClientRect().bottom,
          figureSize: size(figure),
          figureChildren: figure.childElementCount,
          figureLines: figure.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(figure).lineHeight),
          labelTop: label.getBoundingClientRect().top,
          ratio: size(figure) / size(label),
        }
      }),
    )
    for (const cell of cells) {
      if (!cell) throw new Error('a claim without its figure and label')
      expect(cell.top).toBe(cells[0]?.top)
      expect(cell.figureChildren, 'the numeral alone, its qualifier in the label').toBe(0)
      expect(cell.figureSize).toBe(cells[0]?.figureSize)
      expect(Math.abs(cell.figureBottom - (cells[0]?.figureBottom ?? 0))).toBeLessThanOrEqual(0.5)
      expect(cell.labelTop, 'the label under its numeral').toBeGreaterThanOrEqual(cell.figureBottom)
      expect(cell.figureLines, 'the number on one line').toBeLessThan(1.5)
      // The number reads first: at least 1.5 times its label's size.
      expect(cell.ratio).toBeGreaterThanOrEqual(1.5)
    }
    // Three equal thirds of the hero's twelve columns (round 24 C): each cell four columns and, but
    // the last, the 32 px gutter after it.
    expect(Math.abs((cells[0]?.width ?? 0) - (cells[1]?.width ?? 0))).toBeLessThanOrEqual(1)
    expect(Math.abs((cells[0]?.width ?? 0) - 32 - (cells[2]?.width ?? 0))).toBeLessThanOrEqual(1)
  },
  900,
)

// Round 12: the four commitments the figures do not say are the proof band's last row: one row at
// 1280, each item on one line of its own, no check marks, right under the figures.
at1280(
  ['es', 'ru', 'de', 'fr'],
  (locale) =>
    `at 1280 px the figures fill three equal tracks and the four other commitments are one quiet line under them, in order, no check marks, in ${locale}`,
  async (page, locale) => {
    const band = page.getByRole('region', { name: messages(locale).trust_label })
    const items = band.locator('li[data-proof="commitment"]')
    await expect(items).toHaveCount(4)
    await expect(band.locator('svg')).toHaveCount(0)
    const boxes = await items.evaluateAll((list) =>
      list.map((item) => {
        const text = document.createRange()
        text.selectNodeContents(item)
        return {
          top: item.getBoundingClientRect().top,
          lines: text.getClientRects().length,
        }
      }),
    )
    for (const box of boxes) {
      expect(box.top).toBe(boxes[0]?.top)
      expect(box.lines).toBe(1)
    }
    const figures = await band.locator('li[data-proof="figure"]').last().boundingBox()
    const first = await items.first().boundingBox()
    if (!figures || !first) throw new Error('proof band not drawn')
    expect(first.y).toBeGreaterThan(figures.y + figures.height - 1)
    expect(first.y - (figures.y + figures.height)).toBeLessThanOrEqual(40)
    // Round 14: the figures on their own row of three equal tracks across the container's width
    // (no empty fourth cell); the commitments one quiet line of smaller type, in order, middots
    // between them and no terracotta rule.
    const [container, tracks] = await Promise.all([
      page.locator('#why-choose-us .container-site').boundingBox(),
      band
        .locator('li[data-proof="figure"]')
        .evaluateAll((list) =>
          list.map((item) => ({ left: item.getBoundingClientRect().left, width: item.getBoundingClientRect().width })),
        ),
    ])
    if (!container) throw new Error('no container')
    const inner = { left: container.x + 32, right: container.x + container.width - 32 }
    expect(Math.abs((tracks[0]?.left ?? 0) - inner.left)).toBeLessThanOrEqual(1)
    const last = tracks[2]
    expect(Math.abs((last?.left ?? 0) + (last?.width ?? 0) - inner.right)).toBeLessThanOrEqual(1)
    // Round 24 (C): the hero's thirds (four of twelve columns each, 32 px apart): the first two carry
    // the gutter after them.
    const span = inner.right - inner.left
    for (const [index, track] of tracks.entries())
      expect(Math.abs(track.width - (index < 2 ? (span + 32) / 3 : (span - 64) / 3))).toBeLessThanOrEqual(1)
    const looks = await items.evaluateAll((list) =>
      list.map((item) => ({
        left: item.getBoundingClientRect().left,
        size: Number.parseFloat(getComputedStyle(item).fontSize),
        separator: getComputedStyle(item, '::before').content,
      })),
    )
    expect(looks.map(({ left }) => left)).toEqual([...looks.map(({ left }) => left)].sort((a, b) => a - b))
    expect(looks[0]?.separator).toBe('none')
    for (const look of looks.slice(1)) expect(look.separator).toBe('"·"')
    for (const look of looks) expect(look.size).toBeLessThanOrEqual(14)
    expect(Math.abs((looks[0]?.left ?? 0) - inner.left)).toBeLessThanOrEqual(1)
  },
  900,
)

test.describe('the first screen on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('headline, description, action, visit link, picture, the price card, claims: in that order', async ({
    page,
  }) => {
    await page.goto('/')
    await page.evaluate(() => document.fonts.ready)
    const hero = page.locator('section[aria-labelledby="hero-title"]')
    const es = messages('es')
    const [title, description, picture, caption, claims, visit, primary] = await Promise.all([
      hero.locator('h1').boundingBox(),
      hero.getByText(es.hero_description ?? '').boundingBox(),
      hero.locator('figure img').boundingBox(),
      hero.locator('figcaption').boundingBox(),
      hero.locator('ul').last().boundingBox(),
      hero.getByRole('link', { name: es.hero_cta_visit }).boundingBox(),
      hero.getByRole('link', { name: es.hero_cta_calculator }).boundingBox(),
    ])
    if (!title || !description || !picture || !caption || !claims || !visit || !primary)
      throw new Error('hero not rendered')
    // Round 16: the description right under the headline (it was ~500 px below it, under the
    // picture and the price card), on a short measure; then the action and the whole picture, all
    // on the first 375 × 812 screen; the price card follows the picture.
    expect(description.y).toBeGreaterThan(title.y + title.height - 1)
    expect(description.y - (title.y + title.height)).toBeLessThanOrEqual(24)
    expect(description.width).toBeLessThan(title.width - 20)
    expect(primary.y).toBeGreaterThan(description.y + description.height - 1)
    expect(primary.width).toBeGreaterThanOrEqual(title.width - 1)
    // Round 16 (after its reviews): the visit link right under the action, on its left edge (round 24 C; it was centred under a left-aligned stack), before
    // the picture (it was about 450 px away, under the price card).
    expect(visit.y).toBeGreaterThan(primary.y + primary.height - 1)
    expect(visit.y - (primary.y + primary.height)).toBeLessThanOrEqual(16)
    expect(Math.abs(visit.x - primary.x)).toBeLessThanOrEqual(1)
    expect(picture.y).toBeGreaterThan(visit.y + visit.height - 1)
    expect(picture.y + picture.height).toBeLessThanOrEqual(812)
    expect(caption.y).toBeGreaterThan(picture.y + picture.height - 1)
    // Round 11: the claims open the proof band at the hero's foot, right under the price card.
    expect(claims.y).toBeGreaterThan(caption.y + caption.height - 1)
    expect(claims.y - (caption.y + caption.height)).toBeLessThanOrEqual(64)
    await expect(hero.getByRole('link', { name: es.hero_cta_visit })).toHaveCount(1)
  })
})

// SPEC §2.4: the three pills and the trust strip's six commitments, in every language, in the
// hero's one proof band (round 12): the figures (two of them the warranty and the financing), then
// the other four; a screen reader hears them as one list, in that order. Each claim once in the hero.
at1280(
  ['es', 'en', 'fr', 'de', 'ru'],
  (locale) => `the proof band shows SPEC's three pills and six commitments, each once, in ${locale}`,
  async (page, locale) => {
    const m = messages(locale)
    const band = page.getByRole('region', { name: m.trust_label })
    const said = (...keys: (keyof typeof m)[]) => keys.map((key) => m[key] ?? String(key)).join(' ')
    await expect(band.getByRole('listitem')).toHaveText([
      said('hero_stat_projects_figure', 'hero_stat_projects'),
      said('hero_stat_warranty_figure', 'hero_stat_warranty'),
      said('hero_stat_financing_figure', 'hero_stat_financing_max'),
      said('trust_fixed_price'),
      said('trust_quote_24h'),
      said('trust_no_commitment'),
      said('trust_free_consultation'),
    ])
    for (const item of await band.getByRole('listitem').all()) await expect(item).toBeVisible()
    // The warranty and the financing once each in the hero: the figures, not a strip again.
    // biome-ignore lint/performance/useDomNodeTextContent: visible text only
    const hero = (await page.locator('section[aria-labelledby="hero-title"]').innerText()).replace(/\s+/g, ' ')
    for (const figure of [m.hero_stat_warranty_figure, m.hero_stat_financing_figure]) {
      expect(hero.split((figure ?? '').replace(/\s+/g, ' ')).length - 1, figure).toBe(1)
    }
  },
  // Its test ran in the default window (1280 × 720).
  720,
)

// Design round 11: one feature list for the ruled text grids (the turnkey points, the international
// band's): one rule, one type scale, the title larger than its text, four across at 1280. Round 13:
// the grid of four is said once (the turnkey points); the financing points are a ruled list (above).
// Round 15: why us is no ruled grid any more (its own test, below); the international five in two
// columns beside their heading, the fifth under the first.
at1280(
  ['es', 'ru'],
  (locale) => `at 1280 px every ruled text grid is one feature list, its titles larger than their text, in ${locale}`,
  async (page, locale) => {
    const lists = ['#turnkey-services', ...(locale === 'es' ? [] : ['#international'])]
    const looks = await Promise.all(
      lists.map((id) =>
        page
          .locator(`${id} ul`)
          .first()
          .evaluate((list) => {
            const items = [...list.children] as HTMLElement[]
            const style = (element: Element | null) => getComputedStyle(element as Element)
            return {
              count: items.length,
              tops: new Set(items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top))).size,
              // Items per row, and whether each row ends on the list's right edge (no empty cell).
              rows: [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))].map(
                (top) => items.filter((item) => Math.round(item.getBoundingClientRect().top) === top).length,
              ),
              full: items.every((item, index) =>
                index + 1 < items.length &&
                Math.round(items[index + 1]?.getBoundingClientRect().top ?? 0) ===
                  Math.round(item.getBoundingClientRect().top)
                  ? true
                  : Math.abs(item.getBoundingClientRect().right - list.getBoundingClientRect().right) <= 1,
              ),
              rule: style(items[0] ?? null).borderTopWidth,
              title: Number.parseFloat(style(list.querySelector('li > h3')).fontSize),
              weight: Number(style(list.querySelector('li > h3')).fontWeight),
              text: Number.parseFloat(style(list.querySelector('li > p')).fontSize),
              body: Number.parseFloat(getComputedStyle(document.body).fontSize),
            }
          }),
      ),
    )
    for (const [index, look] of looks.entries()) {
      const id = lists[index]
      expect(look.title, id).toBeGreaterThan(look.text)
      expect(look.weight, id).toBeGreaterThanOrEqual(700)
      expect(look.text, id).toBe(look.body)
      expect(look.rule, id).toBe('1px')
      expect(look.title, id).toBe(looks[0]?.title)
      // Round 21: the international five one under the other, a ruled list beside their heading.
      const rows: Record<string, number[]> = { '#international': [1, 1, 1, 1, 1] }
      expect(look.rows, id).toEqual(rows[id ?? ''] ?? [4])
      expect(look.full, `${id}: every row reaches the list's right edge`).toBe(true)
    }
    // Round 13: the ruled grid of four is said once on the page.
    expect(looks.filter((look) => look.rows.length === 1 && look.rows[0] === 4)).toHaveLength(1)
  },
)

// Design round 15: «Nosotros» is no label, its heading a statement (round 16: at most the section
// headings' size, under the H1, in a lighter weight, still at least twice its points' titles), one
// hairline over the four points two by two and none between them. Round 20 (every reviewer at 7: from
// the hero to the projects text section after text section): the section is told with a picture,
// the site manager and the owner over the plans, on five columns from the container's left edge,
// and against it, top-aligned, on the other seven: the heading, the lead, the four points.
at1280(
  ['es', 'ru', 'de'],
  (locale) =>
    `at 1280 px «Nosotros» is a picture on five columns beside its statement and four unruled points, in ${locale}`,
  async (page, locale) => {
    const section = page.locator('#why-choose-us')
    await expect(section.locator('.eyebrow')).toHaveCount(0)
    await expect(section.locator('h2')).toHaveText(messages(locale).why_title ?? '')
    const picture = section.locator('img')
    await expect(picture).toHaveCount(1)
    await expect(picture).toHaveAttribute('src', /why-site-meeting/)
    await expect(picture).toHaveAttribute('alt', messages(locale).why_image_alt ?? '')
    await expect(picture).toHaveAttribute('loading', 'lazy')
    await expect(picture).toHaveAttribute('width', /^\d+$/)
    await expect(picture).toHaveAttribute('height', /^\d+$/)
    const look = await section.evaluate((element) => {
      const size = (node: Element | null) => Number.parseFloat(getComputedStyle(node as Element).fontSize)
      const box = (node: Element | null) => (node as Element).getBoundingClientRect()
      const points = [...element.querySelectorAll('li')]
      const frame = element.querySelector('.picture-frame')
      const container = box(element.querySelector('.container-site'))
      return {
        statement: size(element.querySelector('h2')),
        weight: Number(getComputedStyle(element.querySelector('h2') as Element).fontWeight),
        h1: size(document.querySelector('h1')),
        title: size(element.querySelector('li h3')),
        ruled: [...element.querySelectorAll('*')].filter(
          (node) => Number.parseFloat(getComputedStyle(node).borderTopWidth) > 0,
        ).length,
        rows: new Set(points.map((point) => Math.round(point.getBoundingClientRect().top))).size,
        columns: new Set(points.map((point) => Math.round(point.getBoundingClientRect().left))).size,
        inner: { left: container.left + 32, right: container.right - 32 },
        picture: box(frame).toJSON() as DOMRect,
        heading: box(element.querySelector('h2')).toJSON() as DOMRect,
        lead: box(element.querySelector('h2 ~ p')).toJSON() as DOMRect,
        list: box(element.querySelector('ul')).toJSON() as DOMRect,
        radius: getComputedStyle(frame as Element).borderTopLeftRadius,
      }
    })
    expect(look.statement).toBeGreaterThanOrEqual(2 * look.title)
    expect(look.statement).toBeLessThanOrEqual(42)
    expect(look.h1).toBeGreaterThan(1.4 * look.statement)
    expect(look.weight).toBeLessThan(700)
    expect(look.ruled).toBe(1)
    expect(look.rows).toBe(2)
    expect(look.columns).toBe(2)
    // The picture on the first five of twelve columns (48 px gutters), from the container's edge,
    // a tall 4:5 crop; the text on the other seven, its top on the picture's top.
    const width = look.inner.right - look.inner.left
    const column = (width - 11 * 48) / 12
    expect(Math.abs(look.picture.left - look.inner.left)).toBeLessThanOrEqual(1)
    expect(Math.abs(look.picture.width - (5 * column + 4 * 48))).toBeLessThanOrEqual(1)
    expect(Math.abs(look.picture.height / look.picture.width - 5 / 4)).toBeLessThanOrEqual(0.02)
    expect(look.radius).toBe('2px')
    for (const part of [look.heading, look.lead, look.list]) {
      expect(Math.abs(part.left - (look.picture.right + 48))).toBeLessThanOrEqual(1)
      expect(Math.abs(part.right - look.inner.right)).toBeLessThanOrEqual(1)
    }
    expect(Math.abs(look.heading.top - look.picture.top)).toBeLessThanOrEqual(12)
    expect(look.lead.top).toBeGreaterThanOrEqual(look.heading.bottom)
    expect(look.list.top).toBeGreaterThan(look.lead.bottom)
  },
)

// Round 20: on phones the picture follows the heading, at 16:9 (round 21: 16:10 until then) across the container, before the
// lead and the points (the page grows by a short band only).
test('at 375 px «Nosotros» shows its picture wide under the heading, before the lead', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await revealEverySection(page)
  const section = page.locator('#why-choose-us')
  const [heading, frame, lead, container] = await Promise.all([
    section.locator('h2').boundingBox(),
    section.locator('.picture-frame').boundingBox(),
    section.locator('h2 ~ p').boundingBox(),
    section.locator('.container-site').boundingBox(),
  ])
  if (!heading || !frame || !lead || !container) throw new Error('why us not drawn')
  expect(frame.y).toBeGreaterThan(heading.y + heading.height)
  expect(frame.y - (heading.y + heading.height)).toBeLessThanOrEqual(32)
  expect(lead.y).toBeGreaterThan(frame.y + frame.height)
  expect(Math.abs(frame.x - (container.x + 20))).toBeLessThanOrEqual(1)
  expect(Math.abs(frame.width - (container.width - 40))).toBeLessThanOrEqual(1)
  expect(Math.abs(frame.width / frame.height - 16 / 9)).toBeLessThanOrEqual(0.02)
})

// Design round 13: one hero picture treatment. Round 16: the price card hangs from the "after"
// corner (the price is the result; it covered the foot of the "before" half), its left past 40 % of
// the picture, at least 56 px of air above the figures' rule. Round 17: the picture is the first
// screen's largest thing (it was a 470 × 350 box, smaller than the H1 beside it): 520–600 px tall at
// 1280, running past the container to the screen's right edge (the first screen's one container
// break, its corners square there), the H1 still 64 px on three lines beside it, the whole band and
// the figures' rule on a 1280 × 800 screen; the price card and the «después» label on the
// container's right edge; the picture served at least as large as the box it covers.
at1280(
  ['es', 'ru', 'de'],
  (locale) =>
    `at 1280 px the hero picture runs to the screen's edge, taller than the text, the price card on its "after" side, in ${locale}`,
  async (page, locale) => {
    await page.evaluate(() => document.fonts.ready)
    const hero = page.locator('section[aria-labelledby="hero-title"]')
    const m = messages(locale)
    const [picture, after, card, container, third, title, rule] = await Promise.all([
      hero.locator('figure img').boundingBox(),
      hero
        .locator('figure span', { hasText: m.common_after ?? '' })
        .first()
        .boundingBox(),
      hero.locator('figcaption').boundingBox(),
      page.locator('#why-choose-us .container-site').boundingBox(),
      hero.locator('li[data-proof="figure"]').nth(2).boundingBox(),
      hero.locator('h1').boundingBox(),
      hero.locator('li[data-proof="figure"]').first().boundingBox(),
    ])
    if (!picture || !after || !card || !container || !third || !title || !rule) throw new Error('hero not drawn')
    const inner = { left: container.x + 32, right: container.x + container.width - 32 }
    expect(Math.abs(picture.x + picture.width - 1280)).toBeLessThanOrEqual(1)
    expect(picture.x).toBeGreaterThan(title.x + title.width + 24)
    expect(picture.height).toBeGreaterThanOrEqual(500)
    expect(picture.height).toBeLessThanOrEqual(600)
    // Russian sets its H1 at 1.17, not 1.08, since round 26 (I): the same three lines 8 % taller.
    expect(picture.height).toBeGreaterThan(title.height * (locale === 'ru' ? 2.2 : 2.4))
    expect(picture.width).toBeGreaterThanOrEqual(500)
    expect(picture.y).toBeGreaterThanOrEqual(72)
    expect(rule.y).toBeLessThanOrEqual(800)
    const h1 = await hero.locator('h1').evaluate((element) => ({
      size: getComputedStyle(element).fontSize,
      lines: [...element.querySelectorAll('span')].map((line) => line.getClientRects().length),
    }))
    expect(h1).toEqual({ size: '64px', lines: [1, 1, 1] })
    const frame = hero.locator('figure .picture-frame')
    await expect(frame).toHaveCSS('border-top-left-radius', '2px')
    await expect(frame).toHaveCSS('border-top-right-radius', '0px')
    // Round 23 (C), review 23: the frame line on the top and left only read as a crop error; a picture
    // that runs off the screen has none. And it starts on the eyebrow's line (it started 104 px
    // down, the eyebrow about 70 px lower), 128 px from the top as on every service page.
    const line = await frame.evaluate((element) => {
      const edge = getComputedStyle(element, '::after')
      return [edge.borderTopWidth, edge.borderRightWidth, edge.borderBottomWidth, edge.borderLeftWidth]
    })
    expect(line).toEqual(['0px', '0px', '0px', '0px'])
    const eyebrow = await hero.locator('p.eyebrow').boundingBox()
    expect(Math.abs((eyebrow?.y ?? 0) - picture.y)).toBeLessThanOrEqual(2)
    expect(Math.round(picture.y)).toBe(128)
    // Cropped from the middle (the handle stays centred); a photo's chosen source at least as wide as
    // the width it is drawn at (the drawing is a vector and scales).
    const served = await hero.locator('figure img').evaluate((image) => {
      const img = image as HTMLImageElement
      const box = img.getBoundingClientRect()
      const ratio = Number(img.getAttribute('width')) / Number(img.getAttribute('height'))
      return {
        vector: /\.svg($|\?)/.test(img.currentSrc),
        natural: img.naturalWidth,
        drawn: Math.max(box.width, box.height * ratio),
        fit: getComputedStyle(img).objectFit,
        position: getComputedStyle(img).objectPosition,
      }
    })
    expect(served.fit).toBe('cover')
    expect(served.position).toBe('50% 50%')
    if (!served.vector) expect(served.natural).toBeGreaterThanOrEqual(served.drawn)
    expect(Math.abs(after.x + after.width - inner.right)).toBeLessThanOrEqual(1)
    expect(after.y - picture.y).toBeGreaterThanOrEqual(16)
    // Round 22 (review 21-A: on the "after" half the card hid the finished room): the card hangs
    // from the picture's lower left corner, 48 px into the gutter and below the picture's foot,
    // clear of the handle at the picture's middle, so the "after" half shows whole; clear of the
    // text's visit link; the figures' rule under it.
    const visit = await hero.getByRole('link', { name: m.hero_cta_visit }).boundingBox()
    if (!visit) throw new Error('hero visit link not drawn')
    expect(Math.abs(picture.x - card.x - 48)).toBeLessThanOrEqual(1)
    expect(card.x).toBeGreaterThan(visit.x + visit.width + 24)
    expect(card.x + card.width).toBeLessThan(picture.x + picture.width / 2 - 24)
    expect(card.y).toBeGreaterThan(picture.y + picture.height / 2 + 32)
    expect(card.y + card.height).toBeGreaterThan(picture.y + picture.height)
    expect(third.y - (card.y + card.height)).toBeGreaterThanOrEqual(40)
    // The whole proof band, the figures and the four commitments, on a 1280 × 900 screen (review
    // 21-A: the fold cut it).
    const last = await hero.locator('li[data-proof="commitment"]').last().boundingBox()
    expect((last?.y ?? 901) + (last?.height ?? 0)).toBeLessThanOrEqual(900)
  },
  800,
)

/** Each visible label's colour and, where it wraps, how many words its last line holds. */
function eyebrows(page: Page) {
  return page.locator('main .eyebrow').evaluateAll((labels) =>
    labels
      .filter((label) => (label as HTMLElement).offsetParent !== null)
      .map((label) => {
        const words: { top: number }[] = []
        const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? ''
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange()
            range.setStart(node, match.index ?? 0)
            range.setEnd(node, (match.index ?? 0) + match[0].length)
            words.push({ top: Math.round(range.getBoundingClientRect().top) })
          }
        }
        const tops = [...new Set(words.map((word) => word.top))]
        const last = tops.at(-1)
        let band: Element | null = label
        while (band && getComputedStyle(band).backgroundColor === 'rgba(0, 0, 0, 0)') band = band.parentElement
        return {
          text: label.textContent,
          color: getComputedStyle(label).color,
          navy: band ? getComputedStyle(band).backgroundColor === 'rgb(13, 22, 38)' : false,
          lines: tops.length,
          lastLine: words.filter((word) => word.top === last).length,
        }
      }),
  )
}

// Round 13: every home label (round 17: the hero's alone) in one
// terracotta (a lighter one on navy), and none leaves a word alone on its last line.
// One load per language (not about motion: reduced), measured at each width.
for (const locale of ['es', 'ru', 'de'] as const) {
  test(`the home labels are one colour and wrap without an orphan, in ${locale} at 320, 375 and 1280 px`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 320, height: 900 })
    await page.goto(screens['/'][locale])
    await hydrated(page)
    await revealEverySection(page)
    for (const width of [320, 375, 1280]) {
      await resizeTo(page, width, 900)
      const at = `at ${width} px`
      const labels = await eyebrows(page)
      // Round 17: the hero's kicker (over the page's H1); no section opening carries one. Round 24 (C):
      // and the before/after pairs' part label (a part's, under its hairline).
      expect(labels.map((label) => label.text).slice(1), at).toEqual([messages(locale).cases_before_after_title])
      expect(new Set(labels.map((label) => label.text)).size, at).toBe(labels.length)
      expect(
        labels.map((label) => label.text),
        at,
      ).not.toContain(messages(locale).process_title)
      for (const label of labels) {
        // Round 22 (reviews 22-A and 22-B: terracotta spread too thin): labels in navy-600, sand-300 on navy.
        expect(label.color, `${at}: ${label.text}`).toBe(label.navy ? 'rgb(217, 207, 191)' : 'rgb(85, 76, 67)')
        if (label.lines > 1) expect(label.lastLine, `${at}: ${label.text}`).toBeGreaterThanOrEqual(2)
      }
    }
  })
}

// Round 13: the clients' words on their own navy band: on a phone the heading, the quotes, then the
// video card. Round 17: at 1280 nothing hangs (round 15 set the heading alone beside the card, about
// 200 px of nothing under it): the heading, then the video card across the container (its poster
// on about seven twelfths, its text beside it), then the three quotes across the container.
test('the clients’ words: the video card after the quotes on a phone, one wide card between the heading and the quotes at 1280 px', async ({
  page,
}) => {
  // One load (not about motion: reduced), measured at both widths.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 375, height: 900 })
  await page.goto('/')
  await revealEverySection(page)
  for (const width of [375, 1280]) {
    await resizeTo(page, width, 900)
    const band = page.locator('#testimonials')
    await expect(band).toHaveCSS('background-color', 'rgb(13, 22, 38)')
    await expect(band.locator('.eyebrow')).toHaveCount(0)
    const [heading, card, poster, text, container, quotes] = await Promise.all([
      band.locator('h2').boundingBox(),
      band.locator('article').boundingBox(),
      band.locator('article img').boundingBox(),
      band.locator('article h3').boundingBox(),
      band.locator('.container-site').boundingBox(),
      band
        .locator('li:has(blockquote)')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect)),
    ])
    if (!heading || !card || !poster || !text || !container) throw new Error('testimonials not drawn')
    expect(quotes).toHaveLength(3)
    const last = quotes.at(-1) as DOMRect
    if (width < 1024) expect(card.y).toBeGreaterThan(last.y + last.height)
    else {
      const inner = { left: container.x + 32, right: container.x + container.width - 32 }
      expect(card.y).toBeGreaterThan(heading.y + heading.height)
      expect(card.y - (heading.y + heading.height)).toBeLessThanOrEqual(64)
      expect(Math.abs(card.x - inner.left)).toBeLessThanOrEqual(1)
      expect(Math.abs(card.x + card.width - inner.right)).toBeLessThanOrEqual(1)
      expect(poster.width / card.width).toBeGreaterThan(0.5)
      expect(poster.width / card.width).toBeLessThan(0.65)
      expect(Math.abs(poster.height - card.height)).toBeLessThanOrEqual(1)
      expect(text.x).toBeGreaterThan(poster.x + poster.width)
      expect(Math.abs((quotes[0]?.x ?? 0) - inner.left)).toBeLessThanOrEqual(1)
      expect(Math.abs(last.x + last.width - inner.right)).toBeLessThanOrEqual(1)
      for (const quote of quotes) {
        expect(quote.y).toBe(quotes[0]?.y)
        expect(quote.y).toBeGreaterThan(card.y + card.height)
        expect(quote.width).toBeGreaterThanOrEqual(340)
      }
    }
  }
})

// Design round 14: the hero's label on a phone breaks at its separator, the «·» hidden: the place on
// the first line, the years on the second; one line with the «·» from sm where it fits.
for (const locale of ['es', 'ru', 'de'] as const) {
  test(`on a phone the hero's label is two lines, place then years, no «·», in ${locale}`, async ({ page }) => {
    const m = messages(locale)
    const [place, years] = (m.hero_badge ?? '').split(/\s*·\s*/)
    // One load, measured at each width.
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto(screens['/'][locale])
    for (const width of [320, 375, 1280]) {
      await resizeTo(page, width, 800)
      const label = page.locator('section[aria-labelledby="hero-title"] p.eyebrow').first()
      const lines = await label.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      })
      // biome-ignore lint/performance/useDomNodeTextContent: what shows
      const shown = (await label.innerText()).replace(/\s+/g, ' ').trim()
      if (width < 640) {
        expect(lines).toBe(2)
        expect(shown.includes('·')).toBe(false)
        expect(shown.toLowerCase()).toBe(`${place} ${years}`.replace(/\s+/g, ' ').toLowerCase())
      } else {
        expect(lines).toBe(1)
        expect(shown.includes('·')).toBe(true)
      }
    }
  })
}

// Design round 16: the ru international heading took seven lines in its five-column cell. Round 21
// (the five points sat two over three, their columns not lining up): the opening (heading, lead,
// button) on five columns, the five points one ruled list on the other seven, each title beside its
// text on one line; the heading at most six lines (ru, de the longest), the list starting level with
// it, the button the opening's foot.
at1280(
  ['ru', 'de', 'fr', 'en'],
  (locale) => `at 1280 px the international opening stands beside its five points, one ruled list, in ${locale}`,
  async (page) => {
    const look = await page.locator('#international').evaluate((section) => {
      const h2 = section.querySelector('h2') as HTMLElement
      const list = section.querySelector('ul') as HTMLElement
      const button = [...section.querySelectorAll('[data-quote-button]')].find(
        (element) => (element as HTMLElement).offsetParent !== null,
      ) as HTMLElement
      const items = [...list.children] as HTMLElement[]
      const lineHeight = Number.parseFloat(getComputedStyle(h2).lineHeight)
      const box = (element: Element) => element.getBoundingClientRect()
      return {
        lines: Math.round(box(h2).height / lineHeight),
        heading: { top: box(h2).top, right: box(h2).right },
        list: { top: box(list).top, left: box(list).left, right: box(list).right },
        container:
          box(section.firstElementChild as Element).right -
          Number.parseFloat(getComputedStyle(section.firstElementChild as Element).paddingRight),
        button: { top: box(button).top, right: box(button).right },
        lefts: items.map((item) => Math.round(box(item).left)),
        rights: items.map((item) => Math.round(box(item).right)),
        rows: items.map((item) => {
          const title = item.querySelector('h3') as HTMLElement
          const text = item.querySelector('p') as HTMLElement
          return {
            titleTop: box(title).top,
            textTop: box(text).top,
            textLeft: box(text).left,
            titleRight: box(title).right,
          }
        }),
      }
    })
    expect(look.lines).toBeLessThanOrEqual(6)
    // Beside, not under: the list on the right of the opening, from its top, to the container's edge.
    expect(look.list.left).toBeGreaterThan(look.heading.right)
    expect(look.button.right).toBeLessThan(look.list.left)
    expect(Math.abs(look.list.top - look.heading.top)).toBeLessThanOrEqual(12)
    expect(Math.abs(look.list.right - look.container)).toBeLessThanOrEqual(1)
    // One column: every point starts and ends on the same edges, each text beside its title.
    expect(new Set(look.lefts).size).toBe(1)
    expect(new Set(look.rights).size).toBe(1)
    expect(new Set(look.rows.map((row) => Math.round(row.textLeft))).size).toBe(1)
    for (const row of look.rows) {
      expect(Math.abs(row.textTop - row.titleTop)).toBeLessThanOrEqual(4)
      expect(row.textLeft).toBeGreaterThan(row.titleRight)
    }
  },
)

test('at 1280 px the financing card’s rule sits the same gap under «per month» in every language', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 1280, height: 900 })
  const gaps: number[] = []
  for (const locale of ['es', 'ru', 'de'] as const) {
    await page.goto(screens['/'][locale])
    await revealEverySection(page)
    gaps.push(
      await page.locator('#financing figure').evaluate((figure) => {
        const amount = figure.querySelector('figcaption + p') as HTMLElement
        const rule = amount.nextElementSibling as HTMLElement
        return Math.round(rule.getBoundingClientRect().top - amount.getBoundingClientRect().bottom)
      }),
    )
  }
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(16)
  expect(new Set(gaps).size, JSON.stringify(gaps)).toBe(1)
})

// Round 18, one picture-edge rule: the projects' pictures keep the container and the hairline every
// framed picture has. Round 24 (C): from lg the projects are a fixed format, no «n / 4», no arrows.
test('at 1280 px the projects show no pager and the lead picture keeps the container’s left edge and its frame', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await hydrated(page)
  const carousel = page.locator('#case-studies section[aria-roledescription="carousel"]')
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel.locator('p.tabular-nums')).toBeHidden()
  // The arrows are not drawn, so not in the accessibility tree either.
  await expect(carousel.getByRole('button')).toHaveCount(0)
  const edges = await carousel.evaluate((section) =>
    ['big', 'small'].map((pos) => {
      const frame = section.querySelector(`li[data-pos="${pos}"] .picture-frame`) as HTMLElement
      const box = frame.getBoundingClientRect()
      const container = (section.closest('.container-site') as HTMLElement).getBoundingClientRect()
      const padding = Number.parseFloat(getComputedStyle(section.closest('.container-site') as HTMLElement).paddingLeft)
      return {
        edge: getComputedStyle(frame, '::after').borderTopWidth,
        left: Math.round(box.left - (container.left + padding)),
        right: Math.round(container.right - padding - box.right),
      }
    }),
  )
  for (const frame of edges) expect(frame.edge).toBe('1px')
  // The lead picture on the container's left edge; a listed one starts on the eighth column.
  expect(edges[0]?.left).toBe(0)
  expect(edges[1]?.left).toBe(Math.round(7 * ((1176 - 11 * 32) / 12 + 32)))
})

// Design round 22 (review 21-A: the tabs' whole titles wrapped to one, two and three lines): each
// tab names its step in a word or two, on one line, at 1024 and 1280 in es, de and ru; the whole
// title stays the plate's heading.
for (const locale of ['es', 'de', 'ru'] as const) {
  test(`the six step tabs each name their step on one line in ${locale}`, async ({ page }) => {
    const m = messages(locale)
    // One load, measured at both widths (the first step stays the open one: nothing is clicked).
    await page.setViewportSize({ width: 1024, height: 900 })
    await page.goto(screens['/'][locale])
    for (const width of [1024, 1280]) {
      await resizeTo(page, width, 900)
      const tabs = await page.locator('#our-process ol button').evaluateAll((buttons) =>
        buttons.map((button) => {
          const name = button.querySelectorAll('span')[1] as HTMLElement
          const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight)
          return { text: name.textContent, lines: Math.round(name.getBoundingClientRect().height / lineHeight) }
        }),
      )
      expect(tabs).toEqual([1, 2, 3, 4, 5, 6].map((n) => ({ text: m[`process_step_${n}_tab`], lines: 1 })))
      await expect(page.locator('#our-process [data-part="steps"] h3').filter({ visible: true })).toHaveText(
        m.process_step_1_title ?? '',
      )
    }
  })
}

// Design round 22 (review 21-A: a home crowded with boxed modules): the FAQ's bottom block (SPEC
// §2.4: a title, a description, a button) is no box: no fill, a rule over it (round 24 C: the site's
// hairline, it was 2 px navy), from lg level with the questions' first hairline.
test('the FAQ’s bottom block is a ruled block beside the questions, not a box', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const more = page.locator('#faq [data-part="faq-more"]')
  await expect(more).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  await expect(more).toHaveCSS('border-top-width', '1px')
  await expect(more).toHaveCSS('border-top-color', 'rgb(214, 205, 192)')
  await expect(more.getByRole('heading', { level: 3 })).toHaveText(messages('es').faq_bottom_title ?? '')
  const [block, questions] = await Promise.all([more.boundingBox(), page.locator('#faq ul').first().boundingBox()])
  if (!block || !questions) throw new Error('FAQ not drawn')
  expect(Math.abs(block.y - questions.y)).toBeLessThanOrEqual(1)
  expect(block.x).toBeGreaterThan(questions.x + questions.width)
})

// Round 25 (E), review: on a phone the FAQ ended in a double rule, the list's last hairline and,
// 32 px under it, the bottom block's own. One rule: the list's, the block right under it.
for (const locale of ['es', 'ru'] as const) {
  test(`on a phone the FAQ ends on one rule, the bottom block under the questions' last hairline, in ${locale}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(locale === 'es' ? '/' : `/${locale}`)
    const more = page.locator('#faq [data-part="faq-more"]')
    const list = page.locator('#faq ul').first()
    const look = await Promise.all([
      list.evaluate((el) => ({
        bottom: el.getBoundingClientRect().bottom,
        rule: getComputedStyle(el).borderBottomWidth,
      })),
      more.evaluate((el) => ({
        top: el.getBoundingClientRect().top,
        rule: getComputedStyle(el).borderTopWidth,
        title: (el.querySelector('h3') as HTMLElement).getBoundingClientRect().top,
      })),
    ])
    const [questions, block] = look
    expect(questions.rule).toBe('1px')
    expect(block.rule).toBe('0px')
    // Nothing between the rule and the block, whose title stands clear of the rule.
    expect(Math.abs(block.top - questions.bottom)).toBeLessThanOrEqual(1)
    expect(block.title - questions.bottom).toBeGreaterThanOrEqual(24)
    expect(block.title - questions.bottom).toBeLessThanOrEqual(40)
  })
}

// Design round 24 (C): the home's peaks and one heading scale.
test.describe('round 24 (C): the peak, one H2 size, the proof figures, the FAQ aside', () => {
  at1280(
    ['es', 'ru'],
    (locale) => `at 1280 px the turnkey band opens edge to edge with a large picture and one statement, in ${locale}`,
    async (page) => {
      const band = page.locator('[data-band="turnkey"]')
      const picture = band.locator('[data-part="peak-picture"]')
      const [bandBox, pictureBox, width] = await Promise.all([
        band.boundingBox(),
        picture.boundingBox(),
        page.evaluate(() => document.documentElement.clientWidth),
      ])
      if (!bandBox || !pictureBox) throw new Error('no peak')
      expect(bandBox.x).toBe(0)
      expect(bandBox.width).toBe(width)
      expect(pictureBox.x).toBe(0)
      expect(pictureBox.width).toBe(width / 2)
      expect(pictureBox.height).toBeGreaterThanOrEqual(640)
      expect(Math.abs(pictureBox.y - bandBox.y)).toBeLessThanOrEqual(1)
      // No frame line on the picture.
      expect(
        await picture.locator('.picture-frame').evaluate((el) => getComputedStyle(el, '::after').borderTopWidth),
      ).toBe('0px')
      // The statement: larger than every other section heading, smaller than the H1.
      const sizes = await page.evaluate(() => ({
        statement: Number.parseFloat(getComputedStyle(document.querySelector('#turnkey-title') as Element).fontSize),
        h1: Number.parseFloat(getComputedStyle(document.querySelector('h1') as Element).fontSize),
      }))
      expect(sizes.statement).toBe(52)
      expect(sizes.statement).toBeLessThan(sizes.h1)
      // Round 24 (reviews 24-C and 24-D: ru's line ran to about 1244 px, past the grid's 1228): every
      // line of the statement's text ends on the container's right edge or before it.
      const container = await page.locator('#why-choose-us .container-site').boundingBox()
      const right = await band.locator('[data-part="peak"] h2, [data-part="peak"] p').evaluateAll((nodes) =>
        Math.max(
          ...nodes.map((node) => {
            const range = document.createRange()
            range.selectNodeContents(node)
            return Math.max(...[...range.getClientRects()].map((rect) => rect.right))
          }),
        ),
      )
      expect(right).toBeLessThanOrEqual((container?.x ?? 0) + (container?.width ?? 0) - 32 + 1)
    },
  )

  for (const width of [375, 1280]) {
    test(`at ${width} px every other section H2 on the home and a service page is one size`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      // One load per page: its H2s, then its part label (the eyebrow: 14 px, uppercase, no third serif size).
      for (const path of ['/', '/reformas-cocinas']) {
        await page.goto(path)
        const sizes = await page
          .locator('main h2.text-h2, #contact h2')
          .evaluateAll((list) => list.filter((h) => h.id !== 'turnkey-title').map((h) => getComputedStyle(h).fontSize))
        expect(sizes.length, path).toBeGreaterThan(4)
        expect(new Set(sizes).size, path).toBe(1)
        expect(sizes[0], path).toBe(width === 1280 ? '40px' : '25.8594px')
        if (path === '/') {
          const label = await page
            .locator('#case-studies h3', { hasText: messages('es').cases_before_after_title ?? '' })
            .evaluate((h) => ({ size: getComputedStyle(h).fontSize, transform: getComputedStyle(h).textTransform }))
          expect(label).toEqual({ size: '14px', transform: 'uppercase' })
        }
      }
      const proof = await page
        .locator('#testimonial-title')
        .evaluate((h) => ({ size: getComputedStyle(h).fontSize, transform: getComputedStyle(h).textTransform }))
      expect(proof).toEqual({ size: '14px', transform: 'uppercase' })
    })
  }

  // Round 26 (I): 1.24 (was 1.15), so «ё» and the descenders of «д», «у», «щ» clear the line above.
  test('Russian H2s set at 1.24; the international heading (over 60 characters) one step down, four lines at 375', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(screens['/'].ru)
    const h2 = await page
      .locator('#faq-title')
      .evaluate(
        (h) => Number.parseFloat(getComputedStyle(h).lineHeight) / Number.parseFloat(getComputedStyle(h).fontSize),
      )
    expect(h2).toBeCloseTo(1.24, 2)
    const intl = page.locator('#international-title')
    const [size, lines] = await intl.evaluate((h) => [
      Number.parseFloat(getComputedStyle(h).fontSize),
      Math.round(h.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(h).lineHeight)),
    ])
    expect(size).toBeLessThan(25)
    expect(lines).toBeLessThanOrEqual(4)
    await page.setViewportSize({ width: 1280, height: 900 })
    const wide = await intl.evaluate((h) =>
      Math.round(h.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(h).lineHeight)),
    )
    expect(wide).toBeLessThanOrEqual(3)
  })

  test('at 1280 px the three figures start on the hero grid’s thirds (columns 1, 5, 9)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const xs = await page
      .locator('li[data-proof="figure"]')
      .evaluateAll((list) => list.map((l) => l.getBoundingClientRect().x))
    const container = await page.locator('section[aria-labelledby="hero-title"] .container-site').first().boundingBox()
    if (!container) throw new Error('no hero')
    const left = container.x + 32
    const column = (container.width - 64 - 11 * 32) / 12
    expect(xs.map((x) => Math.round(x - left))).toEqual([
      0,
      Math.round(4 * (column + 32)),
      Math.round(8 * (column + 32)),
    ])
  })

  test('the FAQ aside sits on the hairline and stays in view from lg while the questions scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const aside = page.locator('[data-part="faq-more"]')
    expect(
      await aside.evaluate((el) => `${getComputedStyle(el).borderTopWidth} ${getComputedStyle(el).borderTopColor}`),
    ).toBe('1px rgb(214, 205, 192)')
    const list = page.locator('#faq ul').first()
    await list.evaluate((el) =>
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY + 200, behavior: 'instant' }),
    )
    const [asideTop, listTop] = await Promise.all([
      aside.evaluate((el) => el.getBoundingClientRect().top),
      list.evaluate((el) => el.getBoundingClientRect().top),
    ])
    expect(listTop).toBeLessThan(0)
    expect(Math.round(asideTop)).toBe(112)
  })

  test('on a phone the hero’s second link starts on the stack’s left edge', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/')
    const [link, button] = await Promise.all([
      page
        .locator('section[aria-labelledby="hero-title"]')
        .getByText(messages('es').hero_cta_visit ?? '')
        .boundingBox(),
      page.locator('section[aria-labelledby="hero-title"] h1').boundingBox(),
    ])
    if (!link || !button) throw new Error('no hero link')
    expect(Math.round(link.x)).toBe(Math.round(button.x))
  })
})

// One load of the home at 1280 px per language for the checks above that only read it (a load
// each was most of their time in CI). Every check runs, each a step named as its test was; the
// test fails listing the checks that failed, with their messages.
for (const locale of ['es', 'ru', 'en', 'fr', 'de'] as const) {
  const checks = sharedChecks.filter((shared) => shared.locales.includes(locale))
  test(`at 1280 px, one load in ${locale}: ${checks.length} checks of its bands, headings and parts`, async ({
    page,
  }) => {
    // Not about motion: under reduced motion every section is drawn in place; the walk mounts what
    // mounts on scroll (the checks that read revealed sections needed it; the others read the same).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(screens['/'][locale])
    await hydrated(page)
    await revealEverySection(page)
    const failed: string[] = []
    for (const { name, check, height } of checks) {
      try {
        await test.step(name(locale), async () => {
          await resizeTo(page, 1280, height)
          await check(page, locale)
        })
      } catch (error) {
        failed.push(`${name(locale)}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    expect(failed, failed.join('\n\n')).toEqual([])
  })
}
