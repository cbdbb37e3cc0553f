// Renders the brand icons and the default share image from public/favicon.svg with Chromium.
// Run once when the brand mark changes: `node scripts/make-icons.ts`; the outputs are committed.
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumExecutable } from '../tests/browser.ts'

const mark = readFileSync('public/favicon.svg', 'utf8')
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
const page = await browser.newPage()

async function png(html: string, width: number, height: number): Promise<Buffer> {
  await page.setViewportSize({ width, height })
  await page.setContent(`<html><body style="margin:0">${html}</body></html>`)
  return page.screenshot({ type: 'png', omitBackground: true })
}

const icon = (size: number, padding = 0) =>
  png(
    `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${padding ? '#16223a' : 'transparent'}"><div style="width:${size - padding * 2}px;height:${size - padding * 2}px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div></div>`,
    size,
    size,
  )

writeFileSync('public/apple-touch-icon.png', await icon(180, 14))
writeFileSync('public/icon-192.png', await icon(192, 16))
writeFileSync('public/icon-512.png', await icon(512, 40))

// favicon.ico: one 48×48 PNG inside an ICO container.
const favicon = await icon(48)
const header = Buffer.alloc(22)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(1, 4)
header.writeUInt8(48, 6)
header.writeUInt8(48, 7)
header.writeUInt16LE(1, 10)
header.writeUInt16LE(32, 12)
header.writeUInt32LE(favicon.length, 14)
header.writeUInt32LE(22, 18)
writeFileSync('public/favicon.ico', Buffer.concat([header, favicon]))

const og = await png(
  `<div style="width:1200px;height:630px;background:#16223a;color:#fff;font-family:Manrope,Arial,sans-serif;display:flex;align-items:center;gap:64px;padding:0 96px;box-sizing:border-box;position:relative;overflow:hidden">
    <div style="position:absolute;right:-120px;top:-120px;width:520px;height:520px;border-radius:50%;background:#a44e28;opacity:.35"></div>
    <div style="width:200px;height:200px;flex:none">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
    <div style="position:relative"><div style="font-size:84px;font-weight:800;letter-spacing:-2px">Hogara</div>
    <div style="font-size:30px;letter-spacing:10px;text-transform:uppercase;color:#e1a47f;margin-top:4px">Reformas</div>
    <div style="font-size:30px;margin-top:36px;color:#c5d1e2">Madrid · Miami</div></div></div>`,
  1200,
  630,
)
writeFileSync('public/og-default.png', og)
await browser.close()
console.log('icons written to public/')
