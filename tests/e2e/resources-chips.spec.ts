import { expect, type Page, test } from '@playwright/test'
import { hydrated, messages, screens } from './site'

/**
 * Round 26 (I), three of four art directors: the tabs wrapped onto two rows at 375 px (round 25)
 * and "looked broken". One row at every width; on phones it runs to the screen's edges and scrolls
 * sideways: the last tab in sight is cut by the screen's edge (not by the container's gutter), a
 * fade with a chevron sits on the right edge while there is more and goes at the end, every tab is
 * reachable by scrolling, each a 44 px target, the current one marked by its clay rule and in sight
 * on load.
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
    const cue = row.querySelector('.tabs-cue') as HTMLElement
    const cueBox = cue.getBoundingClientRect()
    return {
      tabs,
      left: box.left,
      right: box.right,
      height: box.height,
      scrolls: row.scrollWidth > row.clientWidth + 1,
      scrollLeft: row.scrollLeft,
      mask: getComputedStyle(row).maskImage,
      cue: {
        opacity: Number(getComputedStyle(cue).opacity),
        display: getComputedStyle(cue).display,
        right: cueBox.right,
        width: cueBox.width,
      },
      gutter: Number.parseFloat(getComputedStyle(row.closest('.container-site') as Element).paddingLeft),
    }
  })

// The clay rule under the current tab (clay-600, #a44e28).
const clay = 'rgb(164, 78, 40)'

const scrollRow = (page: Page, label: string, to: 'start' | 'end') =>
  page.getByRole('navigation', { name: label }).evaluate((row, where) => {
    row.scrollTo({ left: where === 'end' ? row.scrollWidth : 0, behavior: 'instant' })
  }, to)

for (const locale of ['es', 'ru', 'de'] as const) {
  test(`on a phone the resources tabs are one row to the screen's edges, cut by the screen with a fade and chevron until scrolled to the end, in ${locale}`, async ({
    page,
  }) => {
    const m = messages(locale)
    const label = m.resources_categories_label ?? ''
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 })
      // A fresh load (the same URL again would restore the row's scroll).
      await page.goto('about:blank')
      await page.goto(screens['/recursos'][locale])
      await hydrated(page)
      const seen = await look(page, label)
      const where = `${locale} at ${width}`
      expect(seen.tabs, where).toHaveLength(4)
      // One row, from one screen edge to the other; the first tab on the page's gutter.
      expect(new Set(seen.tabs.map((tab) => tab.top)).size, where).toBe(1)
      expect(seen.height, where).toBeLessThanOrEqual(44 + 8 + 2)
      expect(seen.left, where).toBe(0)
      expect(seen.right, where).toBe(width)
      expect(seen.tabs[0]?.left, where).toBeCloseTo(seen.gutter, 0)
      // It scrolls, and the last tab runs past the screen's right edge: the screen cuts it.
      expect(seen.scrolls, where).toBe(true)
      expect(seen.scrollLeft, where).toBe(0)
      expect(seen.tabs[3]?.right ?? 0, where).toBeGreaterThan(width)
      // The cue on the screen's edge: shown while there is more to the right.
      expect(seen.cue.display, where).toBe('block')
      expect(seen.cue.right, where).toBe(width)
      expect(seen.cue.width, where).toBeGreaterThanOrEqual(48)
      await expect.poll(async () => (await look(page, label)).cue.opacity, where).toBe(1)
      for (const tab of seen.tabs) {
        expect(tab.cut, `${where}: «${tab.text}»`).toBe(false)
        expect(tab.height, `${where}: «${tab.text}»`).toBeGreaterThanOrEqual(44)
        expect(tab.width, `${where}: «${tab.text}»`).toBeGreaterThanOrEqual(44)
      }
      // «All» is current: the clay rule under it only.
      expect(
        seen.tabs.map((tab) => tab.current),
        where,
      ).toEqual([true, false, false, false])
      expect(seen.tabs[0]?.rule, where).toBe('2px')
      expect(seen.tabs[0]?.ruleColour, where).toBe(clay)
      for (const tab of seen.tabs.slice(1)) expect(tab.ruleColour, `${where}: «${tab.text}»`).not.toBe(clay)
      // Scrolled to the end: the last tab whole on the screen, inside the gutter, and the cue gone.
      await scrollRow(page, label, 'end')
      await expect.poll(async () => (await look(page, label)).cue.opacity, where).toBe(0)
      const end = await look(page, label)
      expect(end.tabs[3]?.right ?? 0, where).toBeLessThanOrEqual(width - end.gutter + 0.5)
      expect(end.tabs[3]?.left ?? 0, where).toBeGreaterThanOrEqual(0)
    }
    // The last tab, reached by scrolling, is tapped: the mark moves to it.
    const row = page.getByRole('navigation', { name: label })
    await row.getByRole('link').last().click()
    await expect(row.getByRole('link').last()).toHaveAttribute('aria-current', 'page')
    // (The colours ease in over 150 ms.)
    await expect.poll(async () => (await look(page, label)).tabs[3]?.ruleColour).toBe(clay)
    const after = await look(page, label)
    expect(after.tabs[3]?.rule).toBe('2px')
    expect(after.tabs[0]?.ruleColour).not.toBe(clay)
  })

  test(`on a phone a category's page opens with its tab in sight, clear of the cue, in ${locale}`, async ({ page }) => {
    const label = messages(locale).resources_categories_label ?? ''
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('about:blank')
      await page.goto(`${screens['/recursos'][locale]}?category=best-practices`)
      const seen = await look(page, label)
      const current = seen.tabs.find((tab) => tab.current)
      const where = `${locale} at ${width}`
      expect(seen.tabs.filter((tab) => tab.current).length, where).toBe(1)
      expect(current?.text, where).toBe(messages(locale).resources_cat_best_practices)
      expect(current?.left ?? -1, where).toBeGreaterThanOrEqual(0)
      // Whole on the screen, and clear of the cue: the row scrolled to its end (the cue gone), or the
      // tab left of the cue's 64 px.
      expect(current?.right ?? width, where).toBeLessThanOrEqual(width - seen.gutter + 0.5)
      if (seen.cue.opacity > 0) expect(current?.right ?? width, where).toBeLessThanOrEqual(width - 64)
      expect(current?.ruleColour, where).toBe(clay)
    }
  })
}

test('the resources tabs show keyboard focus: the ring inside the row, not cut by it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(screens['/recursos'].es)
  await hydrated(page)
  const label = messages('es').resources_categories_label ?? ''
  const tabs = page.getByRole('navigation', { name: label }).getByRole('link')
  await tabs.first().focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  const ring = await tabs.first().evaluate((tab) => {
    const style = getComputedStyle(tab)
    return { style: style.outlineStyle, width: style.outlineWidth, offset: style.outlineOffset }
  })
  expect(ring.style).toBe('solid')
  expect(ring.width).toBe('3px')
  expect(ring.offset).toBe('-3px')
  // Tabbing on to the last tab scrolls it into sight.
  for (let step = 0; step < 3; step++) await page.keyboard.press('Tab')
  await expect(tabs.last()).toBeFocused()
  await expect
    .poll(async () => {
      const box = await tabs.last().boundingBox()
      return (box?.x ?? 0) + (box?.width ?? 0)
    })
    .toBeLessThanOrEqual(375)
})

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
