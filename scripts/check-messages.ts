// Fails when a message key is missing or empty in any language, or a placeholder differs from
// the Spanish source. Spanish (es) is the source of truth.
import { readFileSync } from 'node:fs'
import { baseLocale, locales } from '../app.config.ts'

type Messages = Record<string, string>
const read = (code: string): Messages => JSON.parse(readFileSync(`messages/${code}.json`, 'utf8'))
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',')

const source = read(baseLocale)
const problems: string[] = []
for (const { code } of locales) {
  const messages = read(code)
  for (const [key, value] of Object.entries(source)) {
    if (key === '$schema') continue
    const translated = messages[key]
    if (typeof translated !== 'string' || translated.trim() === '')
      problems.push(`${code}: "${key}" is missing or empty`)
    else if (placeholders(translated) !== placeholders(value))
      problems.push(
        `${code}: "${key}" has placeholders {${placeholders(translated)}}, Spanish has {${placeholders(value)}}`,
      )
  }
  for (const key of Object.keys(messages)) {
    if (!(key in source)) problems.push(`${code}: "${key}" does not exist in ${baseLocale}.json`)
  }
}
const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8'))
if (settings.baseLocale !== baseLocale || settings.locales.join() !== locales.map((l) => l.code).join())
  problems.push('project.inlang/settings.json lists other languages than app.config.ts')

if (problems.length > 0) {
  console.error(`${problems.length} message problem(s):\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`messages: ${Object.keys(source).length - 1} keys complete in ${locales.length} languages`)
