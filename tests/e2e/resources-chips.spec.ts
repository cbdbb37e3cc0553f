import { expect, type Page, test } from '@playwright/test'
import { hydrated, messages, screens } from './site'

/**
 * Round 25 (E), two art directors (round 17's fade did not read): on a phone the row of category
 * tabs scrolled sideways and cut «Mejores Pr…» or hid «Полезные советы» at the screen's edge. The
 * tabs now wrap on phones as they do from sm: every tab whole and on the screen, nothing scrolls,
 * each a 44 px target, the current one still marked by its clay rule; two rows at 375 px.
 */

interface Tab {
  text: string
  left: number
  right: number
  top: number
  width: number
  height: number
  current: boolean
  rule: string
  ruleColour: string
  cut: boolean
}

const look = (page: Page, label: string) =>
  page.getByRole('navigation', { name: label }).evaluate((row) => {
    const tabs: Tab[] = [...row.querySelectorAll('a')].map((tab) => {
      const box = tab.getBoundingClientRect()
      const style = getComputedStyle(tab)
      return {
        text: tab.textContent ?? '',
        left: box.left,
        right: box.right,
        top: Math.round(box.top),
        width: box.width,
        height: box.height,
        current: tab.getAttribute('aria-current') === 'page',
        rule: style.borderBottomWidth,
        ruleColour: style.borderBottomColor,
        // The label wider than its tab: cut or run out.
        cut: tab.scrollWidth > tab.clientWidth + 1,
      }
    })
    const box = row.getBoundingClientRect()
    return {
      tabs,
      height: box.height,
      scrolls: row.scrollWidth > row.clientWidth + 1,
      mask: getComputedStyle(row).maskImage,
      gutter: Number.parseFloat(getComputedStyle(row.closest('.container-site') as Element).paddingLeft),
    }
  })

// The clay rule under the current tab (clay-600, #a44e28).
const clay = 'rgb(164, 78, 40)'

for (const locale of ['es', 'ru', 'de'] as const) {
  test(`on a phone the resources tabs all show, whole, in at most two rows at 375 px, each a 44 px target with the current one marked, in ${locale}`, async ({
    page,
  }) => {
    const m = messages(locale)
    const label = m.resources_categories_label ?? ''
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(screens['/recursos'][locale])
      await hydrated(page)
      const seen = await look(page, label)
      const where = `${locale} at ${width}`
      expect(seen.tabs, where).toHaveLength(4)
      expect(seen.scrolls, where).toBe(false)
      expect(seen.mask, where).toBe('none')
      for (const tab of seen.tabs) {
        // On the screen, inside the page's gutters, and not cut.
        expect(tab.left, `${where}: «${tab.text}»`).toBeGreaterThanOrEqual(seen.gutter - 0.5)
        expect(tab.right, `${where}: «${tab.text}»`).toBeLessThanOrEqual(width - seen.gutter + 0.5)
        expect(tab.cut, `${where}: «${tab.text}»`).toBe(false)
        expect(tab.height, `${where}: «${tab.text}»`).toBeGreaterThanOrEqual(44)
        expect(tab.width, `${where}: «${tab.text}»`).toBeGreaterThanOrEqual(44)
      }
      // Two rows at 375 (ru at 320 takes three: «Примеры проектов» and «Полезные советы» are 142
      // and 132 px), the block as tall as its rows.
      const rows = new Set(seen.tabs.map((tab) => tab.top)).size
      expect(rows, where).toBeLessThanOrEqual(width === 375 ? 2 : 3)
      expect(seen.height, where).toBeLessThanOrEqual(rows * 44 + 8 + 2)
      // «All» is current: the clay rule under it only.
      expect(
        seen.tabs.map((tab) => tab.current),
        where,
      ).toEqual([true, false, false, false])
      expect(seen.tabs[0]?.rule, where).toBe('2px')
      expect(seen.tabs[0]?.ruleColour, where).toBe(clay)
      for (const tab of seen.tabs.slice(1)) expect(tab.ruleColour, `${where}: «${tab.text}»`).not.toBe(clay)
    }
    // The last tab, on the second row, is tapped: the mark moves to it.
    const row = page.getByRole('navigation', { name: label })
    await row.getByRole('link').last().click()
    await expect(row.getByRole('link').last()).toHaveAttribute('aria-current', 'page')
    const after = await look(page, label)
    expect(after.tabs[3]?.ruleColour).toBe(clay)
    expect(after.tabs[3]?.rule).toBe('2px')
    expect(after.tabs[0]?.ruleColour).not.toBe(clay)
  })
}

test('from sm the resources tabs sit on one row, none cut and none faded', async ({ page }) => {
  const label = messages('ru').resources_categories_label ?? ''
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(screens['/recursos'].ru)
  const seen = await look(page, label)
  expect(seen.scrolls).toBe(false)
  expect(seen.mask).toBe('none')
  expect(new Set(seen.tabs.map((tab) => tab.top)).size).toBe(1)
  for (const tab of seen.tabs) expect(tab.cut, tab.text).toBe(false)
})
