import { expect, test } from '@playwright/test'
import { documentTitle } from '../../app/seo/title.ts'
import { resizeTo, revealEverySection } from './fit'
import { lineCount } from './lines'
import { expectNoAxeViolations, hydrated, localeCodes, messages, screens } from './site'

const services = [
  ['/reformas-integrales', 'integral'],
  ['/rehabilitacion-edificios', 'buildings'],
  ['/reformas-cocinas', 'kitchen'],
  ['/reformas-banos', 'bathroom'],
] as const

for (const [route, key] of services) {
  for (const locale of localeCodes) {
    const path = screens[route][locale]
    test(`${path} shows its hero, its own highlight block, the gallery and its structured data`, async ({ page }) => {
      const copy = messages(locale)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(copy[`svc_${key}_hero_title`] ?? '')
      await expect(page.getByRole('main').getByRole('link', { name: copy.common_quote_cta }).first()).toBeVisible()
      await expect(page.locator('#variant-title')).toHaveText(copy[`svc_${key}_variant_title`] ?? '')
      await expect(page.locator('#gallery-title ~ * li, section[aria-labelledby="gallery-title"] li')).toHaveCount(6)
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      const types = jsonLd.map((text) => JSON.parse(text)['@type'])
      expect(types).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList', 'GeneralContractor']))
      await expect(page).toHaveTitle(documentTitle(copy[`seo_${key}_title`] ?? ''))
    })
  }
  for (const locale of ['es', 'de'] as const) {
    test(`axe-core finds no violations on ${screens[route][locale]}`, async ({ page }) => {
      await page.goto(screens[route][locale])
      await hydrated(page)
      await expectNoAxeViolations(page)
    })
  }
}

test('the kitchen page promises 3 to 4 weeks and the bathroom page the 2 to 3 day shower swap', async ({ page }) => {
  await page.goto('/reformas-cocinas')
  await expect(page.getByRole('main')).toContainText('3 a 4 semanas')
  await page.goto('/reformas-banos')
  await expect(page.locator('#variant-title')).toContainText(/2[\s\u00a0][ao][\s\u00a0]3[\s\u00a0]días/)
})

test('the hero says each fact once: a proof point only where nothing else on the page states it, on one line', async ({
  page,
}) => {
  // Round 14's review: the kitchens' fact strip repeated «Compromisos» (its 3–4 weeks the headline's),
  // one cell on two lines. Now only the full renovations' written warranty stands under its hero.
  test.setTimeout(90_000)
  const expected = { integral: 1, buildings: 0, kitchen: 0, bathroom: 0 }
  for (const [route, key] of services) {
    for (const locale of ['es', 'de', 'ru'] as const) {
      // One load per page and language, measured at each width (the server's HTML is the same).
      await page.setViewportSize({ width: 375, height: 900 })
      await page.goto(screens[route][locale])
      for (const width of [375, 1280]) {
        await resizeTo(page, width, 900)
        const points = page.getByTestId('proof-points').locator('li')
        await expect(points, `${route} ${locale}`).toHaveCount(expected[key])
        const main = ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ')
        for (const point of await points.all()) {
          const text = ((await point.textContent()) ?? '').replace(/\s+/g, ' ').trim()
          expect(await lineCount(point), `${route} ${locale} ${width}: «${text}» on one line`).toBe(1)
          expect(main.split(text).length - 1, `${route} ${locale}: «${text}» said once`).toBe(1)
        }
      }
    }
  }
})

test('on phones the «Por qué» reasons of every service page stack under hairlines, none far longer in words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  for (const [route] of services) {
    for (const locale of ['es', 'de', 'ru'] as const) {
      await page.goto(screens[route][locale])
      const reasons = await page
        .getByTestId('service-reasons')
        .locator('> li')
        .evaluateAll((items) =>
          items.map((li) => {
            const text = li.querySelector('p') as HTMLElement
            const style = getComputedStyle(li)
            // Layout boxes, not the screen's: a reason still fading in is shifted by its transform.
            const item = li as HTMLElement
            return {
              x: item.offsetLeft,
              top: item.offsetTop,
              bottom: item.offsetTop + item.offsetHeight,
              // No card: nothing behind it, no rounded corners, no shadow, no icon; a rule over it.
              card: `${style.backgroundColor} ${style.borderTopLeftRadius} ${style.boxShadow}`,
              icons: li.querySelectorAll('svg').length,
              rule: Number.parseFloat(style.borderTopWidth),
              // The one hairline colour (navy-200), as the home page's rules.
              ruleColour: style.borderTopColor,
              lines: Math.round(
                text.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(text).lineHeight),
              ),
            }
          }),
        )
      expect(reasons, `${route} ${locale}`).toHaveLength(4)
      // One under the other, never a row to swipe.
      expect(new Set(reasons.map((reason) => reason.x)).size, `${route} ${locale}`).toBe(1)
      for (let index = 1; index < reasons.length; index++) {
        expect(reasons[index]?.top).toBeGreaterThanOrEqual((reasons[index - 1]?.bottom ?? 0) - 1)
      }
      for (const reason of reasons) {
        expect(reason.card, `${route} ${locale}`).toBe('rgba(0, 0, 0, 0) 0px none')
        expect(reason.icons).toBe(0)
        expect(reason.rule).toBe(1)
        expect(reason.ruleColour, `${route} ${locale}`).toBe('rgb(214, 205, 192)')
      }
      const lines = reasons.map((reason) => reason.lines)
      expect(Math.max(...lines) - Math.min(...lines), `${route} ${locale}: ${lines}`).toBeLessThanOrEqual(3)
    }
  }
})

test('every quote action of a service page has the one primary look, full width on phones', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/reformas-cocinas')
  const es = messages('es')
  const actions = [
    page.getByRole('main').getByRole('link', { name: es.common_quote_cta }),
    page.locator('#contact').getByRole('link', { name: es.contact_panel_button }),
  ]
  const looks = []
  for (const action of actions) {
    for (const link of await action.all()) {
      looks.push(
        await link.evaluate((el) => {
          const style = getComputedStyle(el)
          const padding = Number.parseFloat(getComputedStyle(el.parentElement as HTMLElement).paddingLeft) * 2
          return {
            look: `${style.backgroundColor} ${style.borderTopWidth} ${style.borderTopLeftRadius} ${style.fontSize} ${style.fontWeight}`,
            height: Math.round(el.getBoundingClientRect().height),
            // The parent's inner width: a panel's hairline border is not room for the button.
            fullWidth:
              Math.abs(el.getBoundingClientRect().width - ((el.parentElement as HTMLElement).clientWidth - padding)) <
              2,
          }
        }),
      )
    }
  }
  // The hero's, the highlight block's and the contact panel's.
  expect(looks.length).toBeGreaterThanOrEqual(3)
  expect(new Set(looks.map((look) => look.look)).size).toBe(1)
  // The large size (52 px at least).
  for (const look of looks) expect(look.height).toBeGreaterThanOrEqual(52)
  for (const look of looks) expect(look.fullWidth).toBe(true)
})

test('a service page’s bands alternate, as the home page’s: no two neighbours share a background', async ({ page }) => {
  for (const [route] of services) {
    await page.goto(route)
    const bands = await page.evaluate(() =>
      [...document.querySelectorAll('main > section, #contact')].map((element) => ({
        name: element.id || element.getAttribute('aria-labelledby') || '',
        background: getComputedStyle(element).backgroundColor,
      })),
    )
    expect(bands.length).toBeGreaterThanOrEqual(7)
    for (let index = 1; index < bands.length; index++) {
      expect(bands[index]?.background, `${route}: ${bands[index - 1]?.name} → ${bands[index]?.name}`).not.toBe(
        bands[index - 1]?.background,
      )
    }
  }
})

test('on a phone every quote button of a service page reads on one line, in every language', async ({ page }) => {
  // Fourteen page loads, seventeen measurements: on a busy machine (CI beside other work) more than 30 s.
  test.slow()
  // The hero's, the highlight block's (the kitchens' 3D design) and the contact panel's: at 375 px
  // in Spanish, German and Russian on every service page, and at 320 px in all five languages on
  // the kitchens page.
  // One load per page and language; the kitchens page in es, de and ru measured at both widths.
  const cases = [
    ...services.flatMap(([route]) =>
      (['es', 'de', 'ru'] as const).map((locale) => ({
        route,
        locale,
        widths: route === '/reformas-cocinas' ? [375, 320] : [375],
      })),
    ),
    ...localeCodes
      .filter((locale) => !['es', 'de', 'ru'].includes(locale))
      .map((locale) => ({ route: '/reformas-cocinas' as const, locale, widths: [320] })),
  ]
  expect(cases.flatMap(({ widths }) => widths)).toHaveLength(17)
  for (const { route, locale, widths } of cases) {
    await page.setViewportSize({ width: widths[0] ?? 375, height: 800 })
    await page.goto(screens[route][locale])
    const copy = messages(locale)
    for (const width of widths) {
      await resizeTo(page, width, 800)
      const buttons = [
        ...(await page.getByRole('main').getByRole('link', { name: copy.common_quote_cta, exact: true }).all()),
        ...(await page.locator('#contact').getByRole('link', { name: copy.contact_panel_button, exact: true }).all()),
      ]
      expect(buttons.length, `${route} ${locale}`).toBeGreaterThanOrEqual(3)
      for (const button of buttons) {
        expect(await lineCount(button), `${screens[route][locale]} at ${width}: «${await button.textContent()}»`).toBe(
          1,
        )
      }
    }
  }
})

test('inner pages use white, one stone and navy: no third off-white band (design round 13)', async ({ page }) => {
  const allowed = ['rgb(255, 255, 255)', 'rgb(245, 241, 234)', 'rgb(13, 22, 38)', 'rgba(0, 0, 0, 0)']
  for (const path of [
    '/reformas-cocinas',
    '/recursos',
    '/recursos/blog/cuanto-cuesta-reforma-integral-madrid',
    '/aviso-legal',
    '/no-existe',
  ]) {
    await page.goto(path)
    // Every band: an element as wide as the page with a background of its own.
    const backgrounds = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().width >= document.documentElement.clientWidth - 1)
        .map((element) => getComputedStyle(element).backgroundColor),
    )
    for (const background of new Set(backgrounds)) expect(allowed, `${path}: ${background}`).toContain(background)
    expect(backgrounds, path).toContain('rgb(245, 241, 234)')
  }
})

// Round 17: one eyebrow rule: a kicker over a page's H1 (the service hero, the resources hero), none
// over a section's h2 (the «why», the variant band, the projects, the contact band).
test('a service page and the resources page carry a kicker over their H1 and none over a section heading', async ({
  page,
}) => {
  const es = messages('es')
  await page.goto('/reformas-cocinas')
  const kicker = page.locator('main h1').locator('xpath=preceding-sibling::p[1]')
  await expect(kicker).toHaveText(es.svc_kitchen_hero_eyebrow ?? '')
  await expect(kicker).toHaveClass(/eyebrow/)
  expect(await kicker.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(85, 76, 67)')
  for (const section of ['advantages-title', 'variant-title', 'testimonial-title', 'gallery-title', 'contact-title']) {
    const heading = page.locator(`#${section}`)
    await expect(heading).toBeVisible()
    await expect(heading.locator('xpath=preceding-sibling::*')).toHaveCount(0)
    // Round 24 (C): the client's words open on their label, the eyebrow itself (no third serif size), no other.
    const labels = section === 'testimonial-title' ? 1 : 0
    await expect(page.locator(`section[aria-labelledby="${section}"] .eyebrow`)).toHaveCount(labels)
    if (labels) await expect(heading).toHaveClass(/eyebrow/)
  }
  await page.goto('/recursos')
  const hero = page.locator('main .eyebrow').first()
  await expect(hero).toHaveText(es.resources_eyebrow ?? '')
  expect(await hero.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(85, 76, 67)')
  await expect(page.locator('#contact .eyebrow')).toHaveCount(0)
})

test('on a phone the service gallery has the home carousels’ arrows and counter, which follow the row', async ({
  page,
}) => {
  const es = messages('es')
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/reformas-cocinas')
  await hydrated(page)
  const gallery = page.locator('section[aria-labelledby="gallery-title"]')
  const row = gallery.locator('ul').first()
  const next = gallery.getByRole('button', { name: es.common_next })
  const previous = gallery.getByRole('button', { name: es.common_previous })
  await next.scrollIntoViewIfNeeded()
  await expect(gallery.getByText('1 / 6')).toBeVisible()
  for (const button of [next, previous]) {
    const box = await button.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(44)
    expect(box?.height).toBeGreaterThanOrEqual(44)
  }
  await next.click()
  await expect(gallery.getByText('2 / 6')).toBeVisible()
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200)
  await previous.click()
  await expect(gallery.getByText('1 / 6')).toBeVisible()
  // Back at the start, «previous» goes round to the last picture, as the home's carousels do.
  await previous.click()
  await expect(gallery.getByText('6 / 6')).toBeVisible()
  // From sm the six pictures are a grid: no arrows.
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(next).toBeHidden()
})

test('the kitchens page: six 4:3 gallery slots at 1280 with each row’s captions on one line, the 3D drawing whole, and on a phone the navy band meets its neighbours with no white strip', async ({
  page,
}) => {
  // Not about motion: under reduced motion the sections are drawn in place, the scroll walk waits for none.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/reformas-cocinas')
  // Measured once every tile has slid into view (in CI under load one tile was still 16 px low).
  await hydrated(page)
  await revealEverySection(page)
  const tiles = await page
    .locator('section[aria-labelledby="gallery-title"] ul')
    .first()
    .locator('> li')
    .evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect()
        const picture = item.querySelector('img')?.getBoundingClientRect()
        const frame = item.querySelector('.picture-frame') as HTMLElement
        return {
          left: box.left,
          top: box.top,
          width: box.width,
          bottom: box.bottom,
          pictureHeight: picture?.height ?? 0,
          captionTop: item.querySelector('h3')?.getBoundingClientRect().top ?? 0,
          frameBorder: getComputedStyle(frame).borderTopWidth,
          hairline: getComputedStyle(frame, '::after').borderTopColor,
        }
      }),
    )
  expect(tiles).toHaveLength(6)
  // Round 23 (C), review 23: the lead slot over two columns was a near-square box of empty wall,
  // its one-line caption far above the three-line one beside it. Six slots of one size at the
  // drawings' own 4:3, three to a row, each row's captions on one line.
  for (const tile of tiles) expect(Math.abs(tile.width / tile.pictureHeight - 4 / 3)).toBeLessThan(0.02)
  expect(new Set(tiles.map((tile) => Math.round(tile.width))).size).toBe(1)
  for (const row of [tiles.slice(0, 3), tiles.slice(3)]) {
    expect(new Set(row.map((tile) => Math.round(tile.top))).size).toBe(1)
    expect(
      Math.max(...row.map((tile) => tile.captionTop)) - Math.min(...row.map((tile) => tile.captionTop)),
    ).toBeLessThanOrEqual(1)
  }
  expect(tiles[3]?.top ?? 0).toBeGreaterThan(Math.max(...tiles.slice(0, 3).map((tile) => tile.bottom)))
  expect(new Set(tiles.map((tile) => tile.frameBorder))).toEqual(new Set(['0px']))
  expect(new Set(tiles.map((tile) => tile.hairline)).size).toBe(1)

  // The 3D block (review 23: a portrait crop showed fragments of the drawing at its left edge): at
  // every width from 1024 to 1440 the picture's box has the drawing's own ratio, nothing cropped.
  for (const width of [1024, 1280, 1440]) {
    await resizeTo(page, width, 900)
    const slot = await page.locator('#service-highlight img').evaluate((img) => {
      const image = img as HTMLImageElement
      const box = image.getBoundingClientRect()
      return {
        ratio: box.width / box.height,
        natural: image.naturalWidth / image.naturalHeight,
        fit: getComputedStyle(image).objectFit,
      }
    })
    expect(Math.abs(slot.ratio - slot.natural), `${width}`).toBeLessThan(0.01)
    expect(slot.fit).toBe('fill')
  }

  // The same load on a phone (the server's HTML is the same at every width).
  for (const width of [375, 320]) {
    await resizeTo(page, width, 800)
    // Layout sizes (offsetHeight), not boxes: the band's reveal slides it in with a transform.
    const edges = await page.evaluate(() => {
      const section = document.querySelector('#service-highlight') as HTMLElement
      const band = section.querySelector(':scope > div > *') as HTMLElement
      return { section: section.offsetHeight, band: band.offsetHeight, color: getComputedStyle(band).backgroundColor }
    })
    expect(edges.color).toBe('rgb(13, 22, 38)')
    expect(edges.section - edges.band, `${width}: white above or under the band`).toBeLessThan(1)
  }
})

// Design round 18, one picture-edge rule: the first screen's picture runs from its column to the
// screen's right edge on every service page, as the home hero's (square corners and no hairline at
// the screen's edge, 8 px corners on the left, 480 px tall from 1024, 560 px from 1280, cropped from
// the middle), the H1 beside it whole; on a phone the picture stays in the column, corners round.
test('from 1024 px a service hero’s picture runs to the screen’s right edge, its H1 unclipped beside it', async ({
  page,
}) => {
  test.slow()
  // One load per page and language, measured at each width (the server's HTML is the same).
  for (const [route] of services) {
    for (const locale of ['es', 'ru', 'de'] as const) {
      await page.setViewportSize({ width: 1024, height: 800 })
      await page.goto(screens[route][locale])
      await page.evaluate(() => document.fonts.ready)
      for (const width of [1024, 1280]) {
        await resizeTo(page, width, 800)
        const hero = page.locator('section[aria-labelledby="service-title"]')
        const look = await hero.evaluate((section) => {
          const frame = section.querySelector('.picture-frame') as HTMLElement
          const img = frame.querySelector('img') as HTMLImageElement
          const h1 = section.querySelector('h1') as HTMLElement
          const box = frame.getBoundingClientRect()
          const title = h1.getBoundingClientRect()
          const range = document.createRange()
          range.selectNodeContents(h1)
          const text = range.getBoundingClientRect()
          const style = getComputedStyle(frame)
          return {
            screen: document.documentElement.clientWidth,
            scroll: document.documentElement.scrollWidth,
            left: box.left,
            right: box.right,
            height: box.height,
            titleRight: title.right,
            textRight: text.right,
            textLeft: text.left,
            cut: h1.scrollWidth > h1.clientWidth + 1,
            corners: [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomRightRadius],
            edge: ((line) => [
              line.borderTopWidth,
              line.borderRightWidth,
              line.borderBottomWidth,
              line.borderLeftWidth,
            ])(getComputedStyle(frame, '::after')),
            top: box.top,
            eyebrowTop: (section.querySelector('.eyebrow') as HTMLElement).getBoundingClientRect().top,
            fit: getComputedStyle(img).objectFit,
          }
        })
        const where = `${screens[route][locale]} at ${width}`
        expect(Math.abs(look.right - look.screen), where).toBeLessThanOrEqual(1)
        expect(look.scroll, `${where}: no sideways scroll`).toBeLessThanOrEqual(look.screen)
        expect(look.height, where).toBe(width >= 1280 ? 560 : 480)
        expect(look.corners, where).toEqual(['2px', '0px', '0px'])
        // Round 23 (C): no frame line on any side of a picture that runs off the screen (it was drawn
        // on three, review 23: «reads as a crop error»), and it starts on the eyebrow's line, 128 px
        // down, the home hero's line.
        expect(look.edge, where).toEqual(['0px', '0px', '0px', '0px'])
        expect(Math.abs(look.top - look.eyebrowTop), where).toBeLessThanOrEqual(2)
        expect(Math.round(look.top), where).toBe(128)
        expect(look.fit, where).toBe('cover')
        expect(look.cut, `${where}: H1 clipped`).toBe(false)
        expect(look.textLeft, where).toBeGreaterThanOrEqual(0)
        expect(look.textRight, `${where}: H1 runs under the picture`).toBeLessThanOrEqual(look.left - 24)
        expect(look.titleRight, where).toBeLessThanOrEqual(look.left)
      }
    }
  }
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/reformas-cocinas')
  const frame = page.locator('section[aria-labelledby="service-title"] .picture-frame')
  await expect(frame).toHaveCSS('border-top-right-radius', '2px')
  const box = await frame.boundingBox()
  expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(355)
})

// Design round 21 (review 20-A: the client's words were the site's only centred section; review
// 20-B: on /ru/remont-kukhon one-line reason titles floated over their text at 1280).
test('a service page’s client’s words sit on the grid, left-aligned, and every reason title sits on its text', async ({
  page,
}) => {
  // Not about motion; one load per page, measured at each width.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const path of ['/reformas-cocinas', '/ru/remont-kukhon']) {
    await page.setViewportSize({ width: 375, height: 900 })
    await page.goto(path)
    await revealEverySection(page)
    for (const width of [375, 1280]) {
      const where = `${path} @${width}`
      await resizeTo(page, width, 900)
      const look = await page.evaluate(() => {
        const title = document.getElementById('testimonial-title') as HTMLElement
        const quote = document.querySelector('#testimonial-title ~ figure blockquote') as HTMLElement
        const reasons = document.querySelector('[data-testid="service-reasons"]') as HTMLElement
        return {
          aligns: [title, quote].map((el) => getComputedStyle(el).textAlign),
          titleLeft: title.getBoundingClientRect().left,
          sectionTitleLeft: (document.getElementById('advantages-title') as HTMLElement).getBoundingClientRect().left,
          quoteLeft: quote.getBoundingClientRect().left,
          titleTop: title.getBoundingClientRect().top,
          markTop: (quote.previousElementSibling as Element).getBoundingClientRect().top,
          reasonGaps: [...reasons.children].map(
            (li) =>
              (li.querySelector('p') as HTMLElement).getBoundingClientRect().top -
              (li.querySelector('h3') as HTMLElement).getBoundingClientRect().bottom,
          ),
        }
      })
      for (const align of look.aligns) expect(['start', 'left'], where).toContain(align)
      expect(Math.abs(look.titleLeft - look.sectionTitleLeft), where).toBeLessThanOrEqual(1)
      // Round 26 (I) (review: from lg the eyebrow sat alone on an empty left 40 %): at every width
      // the eyebrow over the mark and the words, all on the container's left edge.
      expect(Math.abs(look.quoteLeft - look.titleLeft), where).toBeLessThanOrEqual(1)
      expect(look.markTop, where).toBeGreaterThan(look.titleTop + 16)
      for (const gap of look.reasonGaps) expect(gap, where).toBeLessThanOrEqual(10)
    }
  }
})

test('a service page’s price is a figure: 40 px navy from lg, 32 px on a 320 px phone, whole on the screen in de and ru', async ({
  page,
}) => {
  // Round 22 (review: «desde 6.800 €» at 24 px got lost on the kitchens page).
  test.slow()
  // One load per page and language, measured at each width (the server's HTML is the same).
  for (const route of ['/reformas-cocinas', '/reformas-integrales', '/reformas-banos'] as const) {
    for (const locale of ['es', 'de', 'ru'] as const) {
      const path = screens[route][locale]
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      for (const [width, size] of [
        [1280, 40],
        [320, 32],
      ] as const) {
        await resizeTo(page, width, 900)
        const look = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-price]')].map((line) => {
            const amount = line.children[line.children.length > 1 ? 1 : 0] as HTMLElement
            const style = getComputedStyle(amount)
            return {
              text: line.textContent ?? '',
              size: Number.parseFloat(style.fontSize),
              color: style.color,
              right: Math.max(
                ...[...(line.closest('li') as HTMLElement).querySelectorAll('*')].map(
                  (el) => el.getBoundingClientRect().right,
                ),
              ),
              overflow: document.documentElement.scrollWidth - innerWidth,
            }
          }),
        )
        const where = `${path} @${width}`
        expect(look.length, where).toBe(route === '/reformas-integrales' ? 3 : 1)
        for (const price of look) {
          expect(price.text, where).toMatch(/\d/)
          expect(price.size, where).toBe(size)
          expect(price.color, where).toBe('rgb(13, 22, 38)')
          expect(price.right, where).toBeLessThanOrEqual(width - 20)
          expect(price.overflow, where).toBeLessThanOrEqual(0)
        }
      }
    }
  }
})

// Design round 22 (review 22-A: on a phone the highlight's picture ran to the screen's edges and
// straight into the stone band under it): the picture sits inside the navy band, inset from the
// screen's edges and from the band's foot.
for (const locale of ['es', 'ru'] as const) {
  test(`on a phone the highlight's picture sits inside its navy band, in ${locale}`, async ({ page }) => {
    // Not about motion: the band drawn in place, measured where it rests.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(screens['/reformas-cocinas'][locale])
    const band = page.locator('#service-highlight > div > div').first()
    await band.scrollIntoViewIfNeeded()
    await expect(band).toHaveCSS('background-color', 'rgb(13, 22, 38)')
    // Both boxes in one frame, once the band's reveal has settled (two calls straddled its slide).
    await revealEverySection(page)
    const { box, picture } = await band.evaluate(async (element) => {
      await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished))
      const rect = (node: Element) => {
        const { x, y, width, height } = node.getBoundingClientRect()
        return { x, y, width, height }
      }
      return { box: rect(element), picture: rect(element.querySelector('img') as HTMLImageElement) }
    })
    expect(box.x).toBe(0)
    expect(box.width).toBe(375)
    expect(picture.x).toBeGreaterThanOrEqual(20)
    expect(picture.x + picture.width).toBeLessThanOrEqual(355)
    expect(box.y + box.height - (picture.y + picture.height)).toBeGreaterThanOrEqual(32)
  })
}
