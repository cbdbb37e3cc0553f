import { expect, test } from '@playwright/test'
import { revealEverySection } from './fit'
import { hydrated, messages, screens } from './site'

/*
 * Design round 26 (H), the home's rhythm (reviews 25-C and 25-D): one quote style at every width,
 * the phone's stats as rows and its commitments as a quiet list, one picture moment in the
 * projects, and clay numerals on «Sin sorpresas»'s points.
 */

const locales = ['es', 'de', 'ru'] as const

// 1. The clients' words are always the display serif, regular: about 20 px on phones and 28 px in
// the three columns from lg (at 24 px a 1x screen lost its hairlines); each name and place small sans under them.
for (const [width, size] of [
  [320, '20px'],
  [375, '20px'],
  [1280, '28px'],
] as const) {
  test(`at ${width} px the clients' words are the display serif at ${size}, the names small sans`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const section = page.locator('#testimonials')
    const quotes = section.locator('blockquote')
    await expect(quotes).toHaveCount(3)
    for (const quote of await quotes.all()) {
      await expect(quote).toHaveCSS('font-family', /^"?Noto Serif Display/)
      await expect(quote).toHaveCSS('font-size', size)
      await expect(quote).toHaveCSS('font-weight', '400')
    }
    for (const part of await section.locator('[data-part="author"] p').all()) {
      await expect(part).toHaveCSS('font-family', /^"?Manrope/)
      expect(Number.parseFloat(await part.evaluate((p) => getComputedStyle(p).fontSize))).toBeLessThanOrEqual(17)
    }
    // Nothing in the quotes runs out of its column.
    const over = await quotes.evaluateAll((list) => list.filter((q) => q.scrollWidth > q.clientWidth + 1).length)
    expect(over).toBe(0)
  })
}

// 2. On phones the three figures are three rows, each numeral with its label beside it on one line
// (the numerals a size down, 24 px), the labels on one edge; the four commitments a quiet list of
// two columns with no rules, under the figures.
for (const locale of locales) {
  test(`at 320 and 375 px the proof band's figures are rows, each on one line, the commitments unruled, in ${locale}`, async ({
    page,
  }) => {
    await page.goto(screens['/'][locale])
    await page.evaluate(() => document.fonts.ready)
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 812 })
      const band = page.getByRole('region', { name: messages(locale).trust_label })
      const rows = await band.locator('li[data-proof="figure"]').evaluateAll((items) =>
        items.map((item) => {
          const [figure, label] = [...item.querySelectorAll('span')] as HTMLElement[]
          const lines = (element: HTMLElement) => {
            const range = document.createRange()
            range.selectNodeContents(element)
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size
          }
          const box = (element: Element) => element.getBoundingClientRect()
          return {
            row: box(item).toJSON() as DOMRect,
            figure: box(figure as HTMLElement).toJSON() as DOMRect,
            label: box(label as HTMLElement).toJSON() as DOMRect,
            figureLines: lines(figure as HTMLElement),
            labelLines: lines(label as HTMLElement),
            figureSize: getComputedStyle(figure as HTMLElement).fontSize,
          }
        }),
      )
      expect(rows).toHaveLength(3)
      const where = `${locale} ${width}: ${JSON.stringify(rows)}`
      for (const [index, row] of rows.entries()) {
        expect(row.figureSize, where).toBe('24px')
        expect(row.figureLines, where).toBe(1)
        expect(row.labelLines, where).toBe(1)
        // Side by side: the label starts after the numeral, and the two share the row's height.
        expect(row.label.left, where).toBeGreaterThanOrEqual(row.figure.right)
        expect(row.label.right, where).toBeLessThanOrEqual(width - 20 + 1)
        expect(row.label.top, where).toBeLessThan(row.figure.bottom)
        expect(row.row.height, where).toBeLessThanOrEqual(48)
        expect(Math.abs(row.label.left - (rows[0]?.label.left ?? 0)), where).toBeLessThanOrEqual(1)
        if (index > 0) expect(row.row.top, where).toBeGreaterThanOrEqual((rows[index - 1]?.row.bottom ?? 0) - 1)
      }
      const commitments = await band.locator('li[data-proof="commitment"]').evaluateAll((items) =>
        items.map((item) => ({
          rule: getComputedStyle(item).borderTopWidth,
          left: Math.round(item.getBoundingClientRect().left),
          top: item.getBoundingClientRect().top,
        })),
      )
      expect(commitments).toHaveLength(4)
      expect(commitments.map((item) => item.rule)).toEqual(['0px', '0px', '0px', '0px'])
      expect(new Set(commitments.map((item) => item.left)).size).toBe(2)
      expect(commitments[0]?.top ?? 0).toBeGreaterThan(rows[2]?.row.bottom ?? 0)
    }
  })
}

// 3. The page's one picture moment: the first before/after pair edge to edge of the screen, on a
// phone at its 16:9 and from lg about two thirds of the screen tall, the drawing covering the frame
// (never stretched), its caption under it on the container; nothing runs sideways off the page.
for (const locale of ['es', 'ru'] as const) {
  test(`the projects' picture moment runs edge to edge at 375 and 1280 px, its caption under it, in ${locale}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const [width, height] of [
      [375, 812],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.goto(screens['/'][locale])
      await hydrated(page)
      await revealEverySection(page)
      const moment = page.locator('#case-studies [data-part="picture-moment"]')
      await expect(moment).toHaveCount(1)
      await moment.scrollIntoViewIfNeeded()
      const look = await moment.evaluate((figure) => {
        const frame = figure.querySelector(':scope > div') as HTMLElement
        const caption = figure.querySelector('figcaption') as HTMLElement
        const images = [...frame.querySelectorAll('img')]
        const container = (figure.closest('.container-site') as HTMLElement).getBoundingClientRect()
        return {
          frame: frame.getBoundingClientRect().toJSON() as DOMRect,
          caption: caption.getBoundingClientRect().toJSON() as DOMRect,
          fits: images.map((img) => getComputedStyle(img).objectFit),
          sizes: images.map((img) => img.getBoundingClientRect().width - frame.getBoundingClientRect().width),
          labels: [...frame.querySelectorAll(':scope > span.uppercase')].map((span) =>
            span.getBoundingClientRect().toJSON(),
          ) as DOMRect[],
          inner: {
            left: container.left + (innerWidth < 640 ? 20 : 32),
            right: container.right - (innerWidth < 640 ? 20 : 32),
          },
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }
      })
      const where = `${width}: ${JSON.stringify(look)}`
      expect(Math.abs(look.frame.left), where).toBeLessThanOrEqual(0.5)
      expect(Math.abs(look.frame.width - look.clientWidth), where).toBeLessThanOrEqual(0.5)
      if (width < 640) expect(Math.abs(look.frame.width / look.frame.height - 16 / 9), where).toBeLessThanOrEqual(0.02)
      else {
        expect(look.frame.height, where).toBeGreaterThanOrEqual(0.6 * height)
        expect(look.frame.height, where).toBeLessThanOrEqual(0.7 * height)
      }
      expect(look.fits, where).toEqual(['cover', 'cover'])
      for (const gap of look.sizes) expect(Math.abs(gap), where).toBeLessThanOrEqual(0.5)
      // «Antes» and «Después» on the container's edges, not the screen's.
      expect(Math.abs((look.labels[0]?.left ?? 0) - look.inner.left), where).toBeLessThanOrEqual(1)
      expect(Math.abs((look.labels[1]?.right ?? 0) - look.inner.right), where).toBeLessThanOrEqual(1)
      expect(look.caption.top, where).toBeGreaterThanOrEqual(look.frame.bottom)
      expect(Math.abs(look.caption.left - look.inner.left), where).toBeLessThanOrEqual(1)
      expect(look.caption.right, where).toBeLessThanOrEqual(look.inner.right + 1)
      expect(look.scrollWidth, where).toBeLessThanOrEqual(look.clientWidth)
      // The second pair stays framed on the container.
      const secondFigure = page.locator('#case-studies li:has([role="slider"]) figure').nth(1)
      const second = await secondFigure.locator(':scope > div').boundingBox()
      expect(second?.x ?? 0).toBeGreaterThanOrEqual(look.inner.left - 1)
      expect((second?.x ?? 0) + (second?.width ?? 0)).toBeLessThanOrEqual(look.inner.right + 1)
      if (width >= 1024) {
        // Round 26 (reviews 26-A, 26-B): its caption beside it starts level with its top (at its
        // foot it floated under 250 px of white).
        const caption = await secondFigure.locator('figcaption').boundingBox()
        expect(Math.abs((caption?.y ?? 0) - (second?.y ?? 0)), where).toBeLessThanOrEqual(2)
      }
    }
  })
}

// 4. «Sin sorpresas» counts its four points with clay numerals beside their titles (the turnkey band
// rules each point instead); on a phone the numeral shares its title's first line.
test('at 375 and 1280 px the four reasons open with a clay numeral on their title’s line', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const points = await page.locator('#why-choose-us li').evaluateAll((items) =>
      items.map((item) => {
        const numeral = item.querySelector('[data-part="numeral"]') as HTMLElement
        const title = item.querySelector('h3') as HTMLElement
        return {
          text: numeral.textContent,
          color: getComputedStyle(numeral).color,
          hidden: numeral.getAttribute('aria-hidden'),
          numeralTop: numeral.getBoundingClientRect().top,
          titleTop: title.getBoundingClientRect().top,
          after: title.getBoundingClientRect().left > numeral.getBoundingClientRect().right,
        }
      }),
    )
    expect(points.map((point) => point.text)).toEqual(['01', '02', '03', '04'])
    for (const point of points) {
      expect(point.color).toBe('rgb(164, 78, 40)')
      expect(point.hidden).toBe('true')
      expect(point.after).toBe(true)
      expect(Math.abs(point.numeralTop - point.titleTop)).toBeLessThanOrEqual(4)
    }
  }
})
