import { readdirSync, readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumExecutable } from '../tests/browser.ts'

const dir = 'app/images/illustrations'
const only = process.argv[2]
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: 800, height: 600 } })
for (const f of readdirSync(dir).filter((f) => f.endsWith('.svg') && (!only || f.includes(only)))) {
  await page.setContent(
    `<body style="margin:0">${readFileSync(`${dir}/${f}`, 'utf8').replace('<svg ', '<svg width="800" ')}</body>`,
  )
  await page.screenshot({ path: `/tmp/illustrations/${f}.png`, fullPage: true })
}
await browser.close()
