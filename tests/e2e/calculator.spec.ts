import { expect, test } from '@playwright/test'
import { documentTitle } from '../../app/seo/title.ts'
import { hydrated, messages } from './site'

const es = messages('es')
const nbsp = (text: string | null) => (text ?? '').replace(/\s/g, ' ')

test('the result stays hidden until the visitor calculates, then follows every change at once', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const calculator = page.locator('#calculator')
  const result = page.getByTestId('calculator-result')
  await expect(result).toBeHidden()
  // Before the first calculation, the result's place shows an example: the default case.
  const example = page.getByTestId('calculator-example')
  await expect(example.getByRole('heading', { name: es.calc_prompt_title })).toBeVisible()
  await calculator.getByRole('button', { name: es.calc_submit }).click()
  await expect(result).toBeVisible()
  await expect(example).toHaveCount(0)
  // The form provider's notice sits beside the result's quote button.
  await expect(result.getByRole('link', { name: es.quote_privacy_link })).toBeVisible()
  // Defaults: 80 m², standard, 1 bathroom, kitchen: 84.500 € → 71.825 € to 97.175 €.
  await expect(page.getByTestId('calculator-range')).toHaveText(/71.825\s€ y 97.175\s€/)
  await expect(page).toHaveURL(/m2=80/)

  await calculator.getByText(es.calc_type_premium ?? '').click()
  await calculator.getByLabel(es.calc_baths_label ?? '').selectOption('3')
  await calculator.getByRole('switch', { name: es.calc_kitchen_label }).click({ force: true })
  // 80 × 1200 + 3 × 4500 = 109.500 € → 93.075 € to 125.925 €.
  await expect(page.getByTestId('calculator-range')).toHaveText(/93.075\s€ y 125.925\s€/)
  await expect(result).toContainText('sin cocina')
  await expect(page).toHaveURL(/type=premium/)
  await expect(page).toHaveURL(/baths=3/)
  await expect(page).toHaveURL(/kitchen=0/)
})

test('a visitor sees an example first, marked as one and not announced, then their own result', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const calculator = page.locator('#calculator')
  const example = page.getByTestId('calculator-example')
  const live = calculator.locator('[aria-live="polite"]')
  await expect(example).toBeVisible()
  await expect(example.getByRole('heading', { level: 3 })).toHaveText(es.calc_prompt_title ?? '')
  // The calculator's defaults, as the formula prices them, with the case they are for.
  await expect(example).toContainText(/Entre 71.825\s€ y 97.175\s€/)
  await expect(page.getByTestId('calculator-example-case')).toHaveText(
    /^80\sm² · Estándar · Dormitorios: 3 · Baños: 1 · con cocina$/,
  )
  await expect(example).toContainText(es.calc_prompt_text ?? '')
  await expect(live).toHaveText('')

  // A change alone does not calculate (SPEC §4): the example stays an example, its note leads.
  await calculator.getByText(es.calc_type_premium ?? '').click()
  await expect(page.getByTestId('calculator-result')).toBeHidden()
  await expect(example.locator('[data-changed]')).toHaveText(es.calc_prompt_text ?? '')
  await expect(live).toHaveText('')

  await calculator.getByRole('button', { name: es.calc_submit }).click()
  // 80 × 1200 + 8000 + 4500 = 108.500 € → 92.225 € to 124.775 €: the visitor's own figures.
  await expect(page.getByTestId('calculator-range')).toHaveText(/92.225\s€ y 124.775\s€/)
  await expect(example).toHaveCount(0)
  await expect(live).toContainText(es.calc_result_title ?? '')
  await expect(live).toContainText(/92.225\s€/)
})

test('the example is in the server-rendered page, where the result will be, with nothing to announce', async ({
  request,
}) => {
  const html = await (await request.get('/', { headers: { 'Accept-Language': 'es' } })).text()
  const example = /data-testid="calculator-example".*?<\/div><\/div>/s.exec(html)?.[0] ?? ''
  expect(nbsp(example)).toContain('Entre 71.825 € y 97.175 €')
  expect(html).toMatch(/data-testid="calculator-result"[^>]*hidden/)
  expect(html).toMatch(/<p aria-live="polite" aria-atomic="true" class="sr-only"><\/p>/)
})

test('the slider works by keyboard and rooms change the summary but not the price', async ({ page }) => {
  await page.goto('/?m2=80#calculator')
  await hydrated(page)
  const slider = page.getByLabel(es.calc_m2_label ?? '')
  await slider.focus()
  await page.keyboard.press('End')
  await expect(page.getByTestId('calculator-range')).toHaveText(/163.625\s€ y 221.375\s€/)
  const before = await page.getByTestId('calculator-range').textContent()
  await page.getByLabel(es.calc_rooms_label ?? '').selectOption('5')
  await expect(page.getByTestId('calculator-result')).toContainText(`${es.calc_rooms_label}: 5`)
  expect(await page.getByTestId('calculator-range').textContent()).toBe(before)
})

test('a shared estimate is rendered by the server, in the page language', async ({ request }) => {
  const html = await (await request.get('/en?m2=120&type=premium&rooms=4&baths=2&kitchen=1')).text()
  // 120 × 1200 + 8000 + 2 × 4500 = 161.000 € → €136,850 to €185,150.
  expect(html).toContain('Between €136,850 and €185,150')
  expect(html).not.toMatch(/data-testid="calculator-result"[^>]*hidden/)
  // Titled as the calculator, with the home page as its canonical.
  expect(html).toContain(`<title>${documentTitle(messages('en').seo_calculator_title ?? '')}</title>`)
  expect(html).toContain('<link rel="canonical" href="http://localhost:3000/en"/>')
})

test('nonsense parameters fall back to limits and defaults, never to an error', async ({ page }) => {
  for (const query of [
    'm2=-5&type=gold&rooms=abc&baths=99&kitchen=perhaps',
    'm2=1e400',
    'm2=%7B%7D&type[]=x',
    `m2=${'9'.repeat(5000)}`,
  ]) {
    const response = await page.goto(`/?${query}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('calculator-result')).toBeVisible()
  }
  await page.goto('/?m2=-5&type=gold&rooms=abc&baths=99')
  // 30 m² standard + kitchen + 4 bathrooms: 27.000 + 8.000 + 18.000 = 53.000 € → 45.050 € to 60.950 €.
  await expect(page.getByTestId('calculator-range')).toHaveText(/45.050\s€ y 60.950\s€/)
})

test('without JavaScript the form submits the estimate to the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' })
  const page = await context.newPage()
  await page.goto('/')
  await page.locator('#calculator select[name="rooms"]').selectOption('2')
  await page.locator('#calculator').getByRole('button', { name: es.calc_submit }).click()
  await expect(page).toHaveURL(/rooms=2/)
  await expect(page.getByTestId('calculator-result')).toBeVisible()
  expect(nbsp(await page.getByTestId('calculator-range').textContent())).toContain('71.825 €')
  await context.close()
})

test('the copy-link button copies the estimate’s address', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES', permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  await page.goto('/?m2=95&type=basic&rooms=2&baths=1&kitchen=0')
  await hydrated(page)
  await page.getByRole('button', { name: es.calc_copy_link }).click()
  await expect(page.getByTestId('calculator-result').getByRole('status')).toHaveText(es.calc_link_copied ?? '')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/\/\?m2=95&type=basic&rooms=2&baths=1&kitchen=0#calculator$/)
  await context.close()
})
