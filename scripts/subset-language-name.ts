// Cuts Manrope's Cyrillic file down to the letters of the Russian language name («Русский» in the
// footer and the language menus of the pages in the other four languages), keeping the weight axis.
// Those pages then draw the word in Manrope like «English» beside it, without the 15 KB Cyrillic
// file (the build inlines the result: it is under Vite's 4 KB asset limit). Run when the name or the
// font changes: `node scripts/subset-language-name.ts`; the output is committed.
import { readFileSync, writeFileSync } from 'node:fs'
import subsetFont from 'subset-font'
import { locales } from '../app.config.ts'

const name = locales.find((locale) => locale.code === 'ru')?.name
if (!name) throw new Error('app.config.ts has no Russian language name')

const source = readFileSync('node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2')
const letters = [...new Set(name)].join('')
const subset = await subsetFont(source, letters, { targetFormat: 'woff2' })
const out = 'app/fonts/manrope-language-name.woff2'
writeFileSync(out, subset)
const codePoints = [...new Set(name)]
  .map((letter) => `U+${letter.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`)
  .join(', ')
console.log(`${out}: «${letters}», ${subset.length} bytes; unicode-range: ${codePoints}`)
