import { expect, type Page, test } from '@playwright/test'
import { resizeTo, revealEverySection } from './fit'
import { hydrated, localeCodes, screens } from './site'

// What a thumb can hit (issue 21): on a phone every control in the header and the page (the logo,
// the quote and menu buttons, calls to action, carousel arrows, the process dots, chips, fields)
// is at least 44 × 44 px; the footer's links are at least 24 px tall. Links inside running text
// are exempt, as WCAG exempts them: they are words in a sentence.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' })

interface Target {
  where: 'header' | 'page' | 'footer'
  name: string
  width: number
  height: number
}

async function targetsOf(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const controls = 'a[href], button, select, input:not([type="hidden"]), summary, textarea'
    const regions = [
      ['header', document.querySelector('body > header')],
      ['page', document.querySelector('main')],
      ['page', document.querySelector('#contact')],
      ['footer', document.querySelector('body > footer')],
    ] as const
    const found: Target[] = []
    for (const [where, region] of regions) {
      for (const control of region?.querySelectorAll(controls) ?? []) {
        const box = control.getBoundingClientRect()
        const style = getComputedStyle(control)
        // Not there for a thumb: not rendered, or a native input drawn by its label (1 px).
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue
        if (control.closest('[hidden], [inert], dialog:not([open]), [aria-hidden="true"]')) continue
        // A link that is part of a sentence.
        if (where !== 'footer' && style.display === 'inline') continue
        const name = (control.getAttribute('aria-label') || control.textContent || control.tagName).trim()
        found.push({ where, name: name.replace(/\s+/g, ' ').slice(0, 50), width: box.width, height: box.height })
      }
    }
    return found
  })
}

const tooSmall = (target: Target) =>
  target.where === 'footer' ? target.height < 24 : target.width < 44 || target.height < 44

for (const locale of localeCodes) {
  test(`${locale}: the controls a phone visitor uses are large enough to tap`, async ({ page }) => {
    test.slow()
    await page.setExtraHTTPHeaders({ 'Accept-Language': locale })
    // Home (hero, calculator, carousels, process dots, FAQ), a service page, the resources list
    // (chips), an article (breadcrumb), at the narrowest and a common width.
    const pages = [screens['/'][locale], screens['/reformas-cocinas'][locale], screens['/recursos'][locale]]
    const small: string[] = []
    for (const pathname of pages) {
      // One load per page, measured at both widths: the server's HTML is the same at every width.
      await page.setViewportSize({ width: 320, height: 740 })
      await page.goto(pathname)
      await hydrated(page)
      // Scrolled through once: what mounts near the screen (carousels) stays mounted.
      await revealEverySection(page)
      for (const width of [320, 375]) {
        await resizeTo(page, width, 740)
        const targets = await targetsOf(page)
        expect(targets.filter((target) => target.where === 'header').length).toBeGreaterThanOrEqual(3)
        for (const target of targets.filter(tooSmall)) {
          small.push(
            `${pathname} at ${width} px: ${target.where} "${target.name}" is ${Math.round(target.width)} × ${Math.round(target.height)} px`,
          )
        }
      }
    }
    expect(small).toEqual([])
  })
}

test('an article’s breadcrumb and calls to action are large enough to tap', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const article = new URL(sitemap.match(/<loc>([^<]*\/recursos\/blog\/[^<]*)<\/loc>/)?.[1] ?? '').pathname
  await page.goto(article)
  await hydrated(page)
  await revealEverySection(page)
  const small = (await targetsOf(page)).filter(tooSmall)
  expect(small).toEqual([])
})

test('the check sees a control too small to tap', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => {
    const dot = document.createElement('button')
    dot.setAttribute('aria-label', 'tiny dot')
    dot.style.cssText = 'display:block;width:24px;height:24px'
    document.querySelector('main')?.prepend(dot)
  })
  expect((await targetsOf(page)).filter(tooSmall)).toEqual([
    expect.objectContaining({ where: 'page', name: 'tiny dot', width: 24, height: 24 }),
  ])
})
