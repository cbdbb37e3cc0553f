import { expect, test } from '@playwright/test'
import { localeCodes, screens } from './site'

test('at 1280 px the contact section’s two columns end together and its two offices line up, in every language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const locale of localeCodes) {
    // The same section on every page; a service page shows it under a full page.
    await page.goto(screens['/reformas-cocinas'][locale])
    const contact = page.locator('#contact')
    const card = await contact.getByTestId('contact-panel').locator('> div').boundingBox()
    const details = await contact.getByTestId('contact-details').boundingBox()
    const heading = await contact.getByRole('heading', { level: 2 }).boundingBox()
    if (!card || !details || !heading) throw new Error(`${locale}: the contact section is not laid out`)
    // The quote card starts level with the section's eyebrow and ends level with the offices.
    expect(Math.abs(card.y + card.height - (details.y + details.height)), locale).toBeLessThan(2)
    expect(card.y, locale).toBeLessThan(heading.y)
    // Madrid's and Miami's addresses start on one line, however many lines the labels take.
    const tops = await contact
      .getByTestId('office-address')
      .evaluateAll((spans) => spans.map((span) => Math.round(span.getBoundingClientRect().top)))
    expect(tops, locale).toHaveLength(2)
    expect(tops[0], locale).toBe(tops[1])
  }
})
