import type { Page } from '@playwright/test'

/** A piece of text or a control that a visitor cannot see whole. */
export interface Misfit {
  /** `<button class="…">` and the first words of its text. */
  element: string
  text: string
  /** What cuts it: the screen, or the box of an ancestor that clips (`overflow: hidden`). */
  cutBy: string
  /** How many pixels stick out, left or right. */
  pixels: number
}

/**
 * Measures what a reader sees at `width`: every line of text (its glyph boxes, through a Range) and
 * every control, against the nearest ancestor that clips it and against the screen. The document's
 * scroll width cannot see this: a section with `overflow: hidden` cuts its content without widening
 * the page. Carousels and scrollers are the exception, where slides off the screen are the design.
 */
export function findMisfits(page: Page, width: number): Promise<Misfit[]> {
  return page.evaluate((screenWidth) => {
    const tolerance = 0.5
    const nameOf = (element: Element) => {
      const classes = (element.getAttribute('class') ?? '').trim().split(/\s+/).slice(0, 4).join(' ')
      return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}>`
    }
    const isScroller = (style: CSSStyleDeclaration) => /auto|scroll/.test(style.overflowX)
    const clips = (style: CSSStyleDeclaration) => /hidden|clip/.test(style.overflowX)
    const isCarousel = (element: Element) =>
      element.classList.contains('swiper') || element.getAttribute('aria-roledescription') === 'carousel'

    // The nearest ancestor that clips horizontally, and whether a scroller or carousel holds the
    // element (then it may lie beyond the screen by design, but not beyond its own clipping box).
    interface Clipping {
      clipper: Element | null
      inScroller: boolean
    }
    const clipCache = new Map<Element, Clipping>()
    const clippingOf = (element: Element): Clipping => {
      const cached = clipCache.get(element)
      if (cached) return cached
      let result: Clipping = { clipper: null, inScroller: false }
      const parent = element.parentElement
      if (parent && parent !== document.documentElement && parent !== document.body) {
        const style = getComputedStyle(parent)
        const above = clippingOf(parent)
        if (isScroller(style) || isCarousel(parent)) result = { clipper: null, inScroller: true }
        else if (clips(style)) result = { clipper: parent, inScroller: above.inScroller }
        else result = above
      }
      clipCache.set(element, result)
      return result
    }
    // Hidden from everyone: not rendered, invisible, or a visually hidden label (1 px clipped box).
    const unseen = (element: Element) => {
      if (element.closest('[hidden], [inert], dialog:not([open])')) return true
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.display === 'none') return true
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) return true
      for (let node: Element | null = element; node; node = node.parentElement) {
        const s = getComputedStyle(node)
        if (s.opacity === '0' || s.clipPath !== 'none' || (s.clip !== 'auto' && s.position === 'absolute')) return true
        const b = node.getBoundingClientRect()
        if (s.overflow !== 'visible' && (b.width <= 1 || b.height <= 1)) return true
      }
      return false
    }

    // The nearest ancestor a reader sees as a box: a card, a chip, a panel with a visible border
    // or its own background. Text that runs across its edge reads as cut even where nothing clips
    // it (a label spilling over a card's border, issue 22).
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour)
    const boxCache = new Map<Element, Element | null>()
    const visualBoxOf = (element: Element): Element | null => {
      if (boxCache.has(element)) return boxCache.get(element) ?? null
      let result: Element | null = null
      if (element !== document.documentElement && element !== document.body) {
        const style = getComputedStyle(element)
        // A scroller's slides may lie beyond any box around the scroller, by design.
        if (isScroller(style) || isCarousel(element)) {
          boxCache.set(element, null)
          return null
        }
        const bordered =
          (Number.parseFloat(style.borderLeftWidth) > 0 && !transparent(style.borderLeftColor)) ||
          (Number.parseFloat(style.borderRightWidth) > 0 && !transparent(style.borderRightColor))
        const filled = !transparent(style.backgroundColor)
        const block =
          !/^inline/.test(style.display) || style.display === 'inline-block' || style.display === 'inline-flex'
        if ((bordered || filled) && block) result = element
        else result = element.parentElement ? visualBoxOf(element.parentElement) : null
      }
      boxCache.set(element, result)
      return result
    }

    const misfits: Misfit[] = []
    const seen = new Set<Element>()
    const check = (element: Element, box: DOMRect, text: string, isText = false) => {
      if (seen.has(element) || box.width === 0) return
      const { clipper, inScroller } = clippingOf(element)
      let pixels = 0
      let cutBy = ''
      if (clipper) {
        const clip = clipper.getBoundingClientRect()
        pixels = Math.max(clip.left - box.left, box.right - clip.right)
        cutBy = nameOf(clipper)
      }
      const frame = isText ? visualBoxOf(element) : null
      if (frame) {
        const outer = frame.getBoundingClientRect()
        const style = getComputedStyle(frame)
        const left = outer.left + Number.parseFloat(style.borderLeftWidth)
        const right = outer.right - Number.parseFloat(style.borderRightWidth)
        const across = Math.max(left - box.left, box.right - right)
        if (across > pixels) {
          pixels = across
          cutBy = `the edge of ${nameOf(frame)}`
        }
      }
      if (!inScroller) {
        const past = Math.max(-box.left, box.right - screenWidth)
        if (past > pixels) {
          pixels = past
          cutBy = 'the screen'
        }
      }
      if (pixels > tolerance && !unseen(element)) {
        seen.add(element)
        misfits.push({
          element: nameOf(element),
          text: text.replace(/\s+/g, ' ').trim().slice(0, 60),
          cutBy,
          pixels: Math.round(pixels),
        })
      }
    }

    // Every line of text, measured by its glyphs, not by its element's box.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const parent = node.parentElement
      if (!parent || !text.trim() || parent.closest('script, style, noscript, template')) continue
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) check(parent, line, parent.textContent ?? text, true)
    }
    // Every control: its whole box must be there to be tapped.
    for (const control of document.querySelectorAll(
      'a[href], button, input, select, textarea, summary, [role="button"]',
    )) {
      check(control, control.getBoundingClientRect(), control.textContent || control.getAttribute('aria-label') || '')
    }
    return misfits
  }, width)
}

/** Scrolls through the whole page so every section's reveal runs, then back to the top. */
export async function revealEverySection(page: Page) {
  await page.evaluate(async () => {
    // Every wait is bounded: on a loaded machine a frame may not come for seconds (one CI run hung
    // here past the 30 s test timeout), and scrolling on after 250 ms still lets each section's
    // observer see it.
    const bounded = (wait: Promise<unknown>, ms: number) =>
      Promise.race([wait, new Promise((resolve) => setTimeout(resolve, ms))])
    await bounded(document.fonts.ready, 5000)
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.6) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await bounded(new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))), 250)
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    // Every section has now been seen; measure only once each has finished sliding in (on a busy
    // machine a reveal may still be moving when the caller reads its boxes). Endless animations
    // (none today) are left out; the wait is bounded so a stuck one cannot hang the test.
    await bounded(new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))), 500)
    const moving = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished.catch(() => undefined))
    await bounded(Promise.all(moving), 5000)
  })
}

/**
 * Resizes the window of a page already loaded and waits until the page has laid itself out at the
 * new width: two frames for resize observers and media-query listeners to run and render, then
 * the fonts. The server's HTML is the same at every width, so one load per page and language can
 * be measured at several widths (a load per width was most of some specs' time in CI).
 */
export async function resizeTo(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height })
  await page.evaluate(async (expected) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
    const bounded = (wait: Promise<unknown>, ms: number) =>
      Promise.race([wait, new Promise((resolve) => setTimeout(resolve, ms))])
    // The new width first (the viewport change reaches the renderer before this script, but say so).
    for (let tries = 0; innerWidth !== expected && tries < 50; tries++) await bounded(frame(), 100)
    await bounded(frame(), 500)
    await bounded(frame(), 500)
    await bounded(document.fonts.ready, 5000)
  }, width)
}
