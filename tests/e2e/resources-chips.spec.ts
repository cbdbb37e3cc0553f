import { expect, type Page, test } from '@playwright/test'
import { hydrated, messages, screens } from './site'

/**
 * Design round 17 (a round-16 reviewer: the chips were cut at «Mejor…» at the screen's edge with no
 * sign that they scroll): on phones the chip row fades out on the side it scrolls to, only while it
 * overflows; a focused chip is never faded; from sm the chips wrap and nothing fades.
 */

const fade = (page: Page, label: string) =>
  page.getByRole('navigation', { name: label }).evaluate((row) => {
    const style = getComputedStyle(row)
    return {
      mask: style.maskImage || style.getPropertyValue('-webkit-mask-image'),
      start: Number.parseFloat(style.getPropertyValue('--chip-fade-start')) || 0,
      end: Number.parseFloat(style.getPropertyValue('--chip-fade-end')) || 0,
      overflows: row.scrollWidth > row.clientWidth + 1,
    }
  })

for (const locale of ['es', 'ru', 'de'] as const) {
  for (const width of [320, 375]) {
    test(`on a ${width} px phone the resources chips fade out where they scroll on, never over a focused chip, in ${locale}`, async ({
      page,
    }) => {
      const m = messages(locale)
      const label = m.resources_categories_label ?? ''
      await page.setViewportSize({ width, height: 800 })
      await page.goto(screens['/recursos'][locale])
      await hydrated(page)
      const row = page.getByRole('navigation', { name: label })
      const atStart = await fade(page, label)
      expect(atStart.overflows).toBe(true)
      expect(atStart.mask).toContain('linear-gradient')
      // At the start: faded on the right only.
      expect(atStart.start).toBe(0)
      expect(atStart.end).toBeGreaterThanOrEqual(32)
      // Scrolled to the end: faded on the left only, the last chip whole.
      await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
      await expect.poll(async () => (await fade(page, label)).end).toBe(0)
      expect((await fade(page, label)).start).toBeGreaterThanOrEqual(32)
      // A chip reached by the keyboard: no fade over its ring.
      await row.evaluate((element) => element.scrollTo({ left: 0 }))
      await row.getByRole('link').last().focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect(row.getByRole('link').last()).toBeFocused()
      expect((await fade(page, label)).mask).toBe('none')
    })
  }
}

test('from sm the resources chips wrap, none cut and none faded', async ({ page }) => {
  const label = messages('ru').resources_categories_label ?? ''
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(screens['/recursos'].ru)
  const look = await fade(page, label)
  expect(look.overflows).toBe(false)
  expect(look.mask).toBe('none')
})

test('with reduced motion the chip row still fades where it scrolls on (the fade follows the scroll, it is no animation)', async ({
  page,
}) => {
  const label = messages('es').resources_categories_label ?? ''
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(screens['/recursos'].es)
  const look = await fade(page, label)
  expect(look.start).toBe(0)
  expect(look.end).toBeGreaterThanOrEqual(32)
  await page.getByRole('navigation', { name: label }).evaluate((row) => row.scrollTo({ left: row.scrollWidth }))
  await expect.poll(async () => (await fade(page, label)).start).toBeGreaterThanOrEqual(32)
})
