import { expect, test } from '@playwright/test'
import { lineCount } from './lines'
import { localeCodes, screens } from './site'

test('at 1280 px the contact section is one module: the details under the lead, the quote card beside them from the heading’s top, the two columns ending together, the offices lined up, in every language', async ({
  page,
}) => {
  // Five page loads: more than the default 30 s on a busy machine.
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const locale of localeCodes) {
    // The same section on every page; a service page shows it under a full page.
    await page.goto(screens['/reformas-cocinas'][locale])
    const contact = page.locator('#contact')
    const card = await contact.getByTestId('contact-panel').locator('> div').boundingBox()
    const details = await contact.getByTestId('contact-details').boundingBox()
    const heading = await contact.getByRole('heading', { level: 2 }).boundingBox()
    const lead = await contact.locator('.contact-lead').boundingBox()
    if (!card || !details || !heading || !lead) throw new Error(`${locale}: the contact section is not laid out`)
    // The details sit directly under the lead, in the lead's column, left of the card (design
    // round 14: no separate row under both columns).
    expect(details.y, locale).toBeGreaterThan(lead.y + lead.height)
    expect(details.y - (lead.y + lead.height), locale).toBeLessThan(48)
    expect(Math.abs(details.x - lead.x), locale).toBeLessThan(2)
    expect(details.x + details.width, locale).toBeLessThan(card.x)
    // Round 25 (E), review: the card's top lined up with the lead, not the heading. It starts level
    // with the heading's top, beside it, and the two columns end close together (not the 200 px well
    // of round 13). Its own height: stretched, it held 100–150 px of blank white (review 25-B).
    expect(Math.abs(card.y - heading.y), locale).toBeLessThan(2)
    expect(heading.x + heading.width, locale).toBeLessThan(card.x)
    expect(Math.abs(card.y + card.height - (details.y + details.height)), locale).toBeLessThan(130)
    const blank = await contact.getByTestId('contact-panel').evaluate((panel) => {
      const card = panel.firstElementChild as HTMLElement
      const boxes = [...card.querySelectorAll('*')].map((element) => element.getBoundingClientRect())
      const last = Math.max(...boxes.filter((box) => box.height > 0).map((box) => box.bottom))
      return card.getBoundingClientRect().bottom - last
    })
    expect(blank, `${locale}: blank white under the card's last line`).toBeLessThanOrEqual(
      Number.parseFloat(
        await contact
          .getByTestId('contact-panel')
          .locator('> div')
          .evaluate((card) => getComputedStyle(card).paddingBottom),
      ) + 1,
    )
    // Round 22: what happens next, three numbered steps, then the button.
    await expect(contact.getByTestId('contact-panel').locator('ol > li'), locale).toHaveCount(3)
    const text = await contact.getByTestId('contact-panel').locator('ol').first().boundingBox()
    const action = await contact.getByTestId('contact-panel').locator('[data-quote-button]').first().boundingBox()
    if (!text || !action) throw new Error(`${locale}: the quote card has no text or no button`)
    expect(action.y - (text.y + text.height), locale).toBeLessThan(64)
    // Madrid's and Miami's addresses start on one line, however many lines the labels take.
    const tops = await contact
      .getByTestId('office-address')
      .evaluateAll((spans) => spans.map((span) => Math.round(span.getBoundingClientRect().top)))
    expect(tops, locale).toHaveLength(2)
    expect(tops[0], locale).toBe(tops[1])
    // Each office's qualifier («sede central») on a small line of its own under the city, on one line.
    for (const office of await contact.locator('address').all()) {
      const city = await office.locator('> span').first().boundingBox()
      const qualifier = office.locator('> span').nth(1)
      const box = await qualifier.boundingBox()
      if (!city || !box) throw new Error(`${locale}: an office has no city or no qualifier`)
      expect(await qualifier.textContent(), locale).not.toBe('')
      expect(box.y, locale).toBeGreaterThanOrEqual(city.y + city.height - 1)
      expect(box.height, `${locale}: «${await qualifier.textContent()}» on one line`).toBeLessThan(26)
    }
  }
})

test('at 1280 px an article’s closing block starts its card level with its heading too, in es and ru', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const locale of ['es', 'ru'] as const) {
    await page.goto(screens['/recursos/blog/$slug'][locale].replace('$slug', 'cuanto-cuesta-reforma-integral-madrid'))
    const contact = page.locator('#contact')
    const card = await contact.getByTestId('contact-panel').locator('> div').boundingBox()
    const heading = await contact.getByRole('heading', { level: 2 }).boundingBox()
    const lead = await contact.locator('.contact-lead').boundingBox()
    if (!card || !heading || !lead) throw new Error(`${locale}: the article's closing block is not laid out`)
    expect(Math.abs(card.y - heading.y), locale).toBeLessThan(2)
    expect(heading.x + heading.width, locale).toBeLessThan(card.x)
    expect(lead.x + lead.width, locale).toBeLessThan(card.x)
  }
})

test('on a phone the contact section leads to its action: the lead, then the quote card, then the details, in every language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  for (const locale of localeCodes) {
    await page.goto(screens['/reformas-cocinas'][locale])
    const contact = page.locator('#contact')
    const lead = await contact.locator('.contact-lead').boundingBox()
    const card = await contact.getByTestId('contact-panel').boundingBox()
    const details = await contact.getByTestId('contact-details').boundingBox()
    if (!lead || !card || !details) throw new Error(`${locale}: the contact section is not laid out`)
    // Round 14's review: the button came after about 1,000 px of phone, e-mail and offices.
    expect(card.y, locale).toBeGreaterThan(lead.y + lead.height)
    expect(card.y - (lead.y + lead.height), locale).toBeLessThan(64)
    expect(details.y, locale).toBeGreaterThanOrEqual(card.y + card.height)
  }
})

test('on a phone the quote card sits on the page gutter with the site card padding, and its button keeps one line at 320 px in every language', async ({
  page,
}) => {
  // 20 page loads: more than the default 30 s on a busy machine.
  test.setTimeout(150_000)
  // Round 14's review: the card ran edge to edge as a white band; inset, the spec's «Solicitar
  // Presupuesto Gratuito» must still read on one line (the article's card is the longest label).
  // Round 16: the card on the page's 20 px gutter (it spanned 16–359 at 375 while every other edge
  // is 20–355) with the site's 24 px card padding; under 360 px the button gives way, not the card.
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 })
    for (const locale of localeCodes) {
      for (const path of [
        screens['/reformas-cocinas'][locale],
        screens['/recursos/blog/$slug'][locale].replace('$slug', 'cuanto-cuesta-reforma-integral-madrid'),
      ]) {
        await page.goto(path)
        const card = page.locator('#contact').getByTestId('contact-panel').locator('> div')
        const look = await card.evaluate((el) => {
          const style = getComputedStyle(el)
          const box = el.getBoundingClientRect()
          return {
            left: box.left,
            right: window.innerWidth - box.right,
            border: [style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth].join(
              ' ',
            ),
            radius: style.borderTopLeftRadius,
            padding: [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].join(' '),
            gutter: Number.parseFloat(getComputedStyle(el.closest('.container-site') as Element).paddingLeft),
          }
        })
        expect(look.gutter, `${path} at ${width}`).toBe(20)
        expect(look.left, `${path} at ${width}`).toBe(look.gutter)
        expect(look.padding, `${path} at ${width}`).toBe('24px 24px 24px 24px')
        expect(Math.abs(look.left - look.right), `${path} at ${width}`).toBeLessThan(1)
        // Round 22 (review 22-B: boxes and keylines): white on the stone band, no outline.
        expect(look.border, `${path} at ${width}`).toBe('0px 0px 0px 0px')
        expect(look.radius, `${path} at ${width}`).toBe('2px')
        const button = card.locator('a, button[data-quote-button]').first()
        expect(await lineCount(button), `${path} at ${width}: «${await button.textContent()}»`).toBe(1)
        expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
      }
    }
  }
})
