import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { type Locale, locales, type ScreenRoute, screens } from '../../app.config.ts'

export type { Locale, ScreenRoute }
export { locales, screens }

export const localeCodes = locales.map((l) => l.code)

/** The copy the visitor should see, straight from messages/ (the source the site compiles). */
export function messages(locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'))
}

/** The screens without parameters (the article is covered by the blog's own tests). */
export const staticRoutes = (Object.keys(screens) as ScreenRoute[]).filter((route) => !route.includes('$'))

/** The seo title key of each static screen. */
export const seoTitleKey: Record<string, string> = {
  '/': 'seo_home_title',
  '/reformas-integrales': 'seo_integral_title',
  '/rehabilitacion-edificios': 'seo_buildings_title',
  '/reformas-cocinas': 'seo_kitchen_title',
  '/reformas-banos': 'seo_bathroom_title',
  '/recursos': 'seo_resources_title',
  '/aviso-legal': 'legal_notice_seo_title',
  '/privacidad': 'legal_privacy_seo_title',
  '/cookies': 'legal_cookies_seo_title',
}

/** Collects console errors and warnings (hydration mismatches among them) while a page runs. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/**
 * Waits until React has hydrated the page: the root's effect marks `<html data-hydrated>`. (The
 * router exists earlier, while route chunks still load: a click then was lost.)
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}
