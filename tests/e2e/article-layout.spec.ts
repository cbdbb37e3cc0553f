import { expect, type Page, test } from '@playwright/test'
import { hydrated, messages, screens } from './site'

const slug = 'cuanto-cuesta-reforma-integral-madrid'
const articlePath = (locale: 'es' | 'ru' | 'de') => screens['/recursos/blog/$slug'][locale].replace('$slug', slug)

/** The left and right edges of what a reader sees: the title, the text column, its text, pictures and card, the rail. */
function edges(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const el = document.querySelector(selector)
      if (!el) return null
      const rect = el.getBoundingClientRect()
      return { left: Math.round(rect.left), right: Math.round(rect.right) }
    }
    const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
    // Characters a line: the paragraph's width over its font's mean character width in its own text.
    const perLine = [...document.querySelectorAll<HTMLElement>('.article-body > p')]
      .filter((p) => !p.querySelector('img') && (p.textContent ?? '').length > 80)
      .map((p) => {
        const style = getComputedStyle(p)
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const text = p.textContent ?? ''
        return p.getBoundingClientRect().width / (canvas.measureText(text).width / text.length)
      })
    return {
      perLine,
      title: box('h1'),
      column: box('[data-testid="article-column"]'),
      text: box('.article-body > p:nth-of-type(3)'),
      heading: box('.article-body h2'),
      card: box('[data-testid="article-calculator"]'),
      picture: box('[data-testid="article-picture"] .picture-frame'),
      bodyPictures: [...document.querySelectorAll('[data-testid="article-column"] .picture-frame')].map((el) => {
        const rect = el.getBoundingClientRect()
        return { left: Math.round(rect.left), right: Math.round(rect.right) }
      }),
      titleBottom: Math.round(document.querySelector('h1')?.getBoundingClientRect().bottom ?? 0),
      pictureTop: Math.round(
        document.querySelector('[data-testid="article-picture"]')?.getBoundingClientRect().top ?? 0,
      ),
      headerBottom: Math.round(document.querySelector('article > header')?.getBoundingClientRect().bottom ?? 0),
      rail: box('[data-testid="article-rail"] > div'),
    }
  })
}

test('from lg an article reads in two columns: the text on its measure on the container’s left edge, its pictures and the calculator card on the text’s edges, the rail on the right', async ({
  page,
}) => {
  // Round 23 (three reviews: at 1280 the pictures and the card stuck out 128 px to the right of the
  // text only, with a 420 px empty strip beside the whole read).
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const locale of ['es', 'ru', 'de'] as const) {
      await page.goto(articlePath(locale))
      await page.evaluate(() => document.fonts.ready)
      const look = await edges(page)
      const where = `${locale} article @${width}`
      expect(look.perLine.length, where).toBeGreaterThan(2)
      for (const count of look.perLine) {
        expect(count, where).toBeLessThanOrEqual(75)
        expect(count, where).toBeGreaterThanOrEqual(45)
      }
      const { title, column, text, heading, card, picture, rail, bodyPictures } = look
      if (!title || !column || !text || !heading || !card || !picture || !rail) throw new Error(where)
      // The title on the container's left edge (32 px gutter), the text, its headings, the body's
      // pictures and the card on the same one; they end where the text ends.
      expect(title.left, where).toBe(width === 1280 ? 52 : 32)
      for (const box of [column, text, heading, card, ...bodyPictures]) expect(box.left, where).toBe(title.left)
      for (const box of [text, card, ...bodyPictures]) expect(box.right, where).toBe(column.right)
      // Round 23 (review 23-B: the title used the left half of its band): the post's picture in the
      // header, right of the title, on the rail's axis, inside the stone band.
      expect(picture.left, where).toBe(rail.left)
      expect(picture.right, where).toBe(rail.right)
      expect(picture.left, where).toBeGreaterThan(title.right)
      expect(look.pictureTop, where).toBeLessThan(look.titleBottom)
      expect(look.headerBottom, where).toBeGreaterThan(look.pictureTop)
      expect(column.right - column.left, where).toBeLessThanOrEqual(576)
      // The rail on the container's last four columns, clear of the text, to the container's right edge.
      expect(rail.left, where).toBeGreaterThan(column.right + 64)
      expect(rail.right, where).toBe(width - title.left)
    }
  }
})

for (const locale of ['es', 'ru'] as const) {
  test(`${locale}: at 1280 the rail lists the article’s sections and a quote card, and stays in view while reading`, async ({
    page,
  }) => {
    const copy = messages(locale)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(articlePath(locale))
    await hydrated(page)
    const rail = page.getByTestId('article-rail')
    const contents = rail.getByTestId('article-contents')
    await expect(contents.getByText(copy.article_contents_title ?? '', { exact: true })).toBeVisible()
    await expect(page.getByRole('navigation', { name: copy.article_contents_title })).toBeVisible()
    // One link per h2 of the text, in order, each to its heading's id.
    const headings = await page
      .locator('.article-body h2')
      .evaluateAll((list) => list.map((h) => ({ id: h.id, text: (h.textContent ?? '').trim() })))
    expect(headings.length).toBeGreaterThanOrEqual(3)
    const links = contents.getByRole('link')
    await expect(links).toHaveCount(headings.length)
    for (const [index, heading] of headings.entries()) {
      expect(heading.id).toMatch(/^post-[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u)
      await expect(links.nth(index)).toHaveAttribute('href', `#${heading.id}`)
      await expect(links.nth(index)).toHaveText(heading.text)
      // A 44 px target, the rail's width.
      const box = await links.nth(index).boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(200)
    }
    expect(new Set(headings.map((h) => h.id)).size).toBe(headings.length)
    // The quote card: one short line and the site's quote button, the same action as the header's.
    const quote = rail.getByTestId('article-rail-quote')
    await expect(quote).toContainText(copy.article_rail_quote_text ?? '')
    const button = quote.getByRole('link', { name: copy.common_quote_cta, exact: true })
    await expect(button).toHaveAttribute('href', '#contact')
    await expect(button).toHaveAttribute('data-quote-button', '')
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(164, 78, 40)')
    // Right of the text, level with its first line.
    const railBox = await rail.locator('> div').boundingBox()
    const columnBox = await page.getByTestId('article-column').boundingBox()
    expect(railBox?.x ?? 0).toBeGreaterThan((columnBox?.x ?? 0) + (columnBox?.width ?? 0))
    // Halfway down the text the whole rail is still on screen, under the fixed 72 px header.
    await page.evaluate(() => {
      const column = document.querySelector('[data-testid="article-column"]') as HTMLElement
      window.scrollTo(0, column.getBoundingClientRect().top + window.scrollY + column.offsetHeight / 2 - 400)
    })
    await expect
      .poll(async () => {
        const box = await rail.locator('> div').boundingBox()
        return box ? box.y >= 72 && box.y + box.height <= 800 : false
      })
      .toBe(true)
    // A contents link takes the reader to its heading, under the header.
    await links.nth(1).click()
    await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(headings[1]?.id ?? '')}$`))
    // (Polled as one condition: with smooth scrolling the heading is still on its way for a moment.)
    await expect
      .poll(async () => {
        const y = (await page.locator(`[id="${headings[1]?.id}"]`).boundingBox())?.y ?? -1
        return y >= 72 && y < 200
      })
      .toBe(true)
  })
}

test('the rail is the server’s HTML (plain links, no script needed); below lg it is gone and nothing overflows at 375', async ({
  page,
  request,
}) => {
  const html = await (await request.get(articlePath('es'))).text()
  expect(html).toContain('data-testid="article-contents"')
  expect(html).toMatch(/<a href="#post-precio-por-m[^"]*"/)
  for (const locale of ['es', 'ru'] as const) {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(articlePath(locale))
    await expect(page.getByTestId('article-rail')).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // On a phone the picture keeps the text's width (the page's gutters).
    const picture = await page.locator('[data-testid="article-picture"] .picture-frame').boundingBox()
    expect(Math.round(picture?.x ?? 0)).toBe(20)
    expect(Math.round(picture?.width ?? 0)).toBe(335)
  }
})

test('the article’s closing panel is the site-wide contact panel’s anatomy: the same card, serif title, numbered steps and one filled button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const anatomy = async () =>
    page.getByTestId('contact-panel').evaluate((panel) => {
      const card = panel.firstElementChild as HTMLElement
      const title = card.querySelector('h3') as HTMLElement
      const steps = card.querySelector('ol') as HTMLElement
      const button = card.querySelector('a') as HTMLElement
      const style = (el: HTMLElement, names: string[]) =>
        Object.fromEntries(names.map((name) => [name, getComputedStyle(el).getPropertyValue(name)]))
      return {
        card: style(card, ['background-color', 'padding-top', 'padding-left', 'border-radius', 'box-shadow']),
        title: style(title, ['font-family', 'font-size', 'font-weight', 'color']),
        steps: {
          ...style(steps, ['list-style-type', 'font-size', 'color', 'margin-top']),
          count: steps.children.length,
        },
        button: {
          ...style(button, ['background-color', 'color', 'font-size', 'font-weight', 'border-radius', 'min-height']),
          width: Math.round(button.getBoundingClientRect().width),
          gap: Math.round(button.getBoundingClientRect().top - steps.getBoundingClientRect().bottom),
        },
      }
    })
  await page.goto('/')
  const home = await anatomy()
  for (const locale of ['es', 'ru'] as const) {
    await page.goto(articlePath(locale))
    const article = await anatomy()
    expect(article, locale).toEqual(home)
    const copy = messages(locale)
    const panel = page.getByTestId('contact-panel')
    await expect(panel.locator('ol > li').first()).toHaveText(copy.article_cta_step_1 ?? '')
    await expect(panel.getByRole('link', { name: copy.article_cta_button, exact: true })).toHaveAttribute(
      'href',
      locale === 'es' ? '/#calculator' : '/ru#calculator',
    )
  }
})
