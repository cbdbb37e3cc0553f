import type { Locator } from '@playwright/test'

/**
 * How many lines of text a button or link shows: its content box (its height less its vertical
 * padding and borders) in line heights. A label that wraps to two lines reads 2; a min-height
 * taller than one line still reads 1.
 */
export function lineCount(control: Locator): Promise<number> {
  return control.evaluate((el) => {
    const style = getComputedStyle(el)
    const px = (value: string) => Number.parseFloat(value) || 0
    const content =
      el.getBoundingClientRect().height -
      px(style.paddingTop) -
      px(style.paddingBottom) -
      px(style.borderTopWidth) -
      px(style.borderBottomWidth)
    return Math.round(content / px(style.lineHeight))
  })
}
