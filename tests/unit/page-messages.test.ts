import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatPattern, messagePattern } from '../../app/i18n/message-pattern'
import { m } from '../../app/paraglide/messages.js'
import { locales } from '../../app.config.ts'

const keys = Object.keys(JSON.parse(readFileSync('messages/es.json', 'utf8')) as Record<string, string>).filter(
  (key) => key !== '$schema',
)

describe('the browser’s one-language messages', () => {
  it('say exactly what Paraglide says, for every message in every language', () => {
    for (const { code } of locales) {
      for (const key of keys) {
        const pattern = messagePattern(key, code)
        expect(pattern, key).toBeTypeOf('string')
        const inputs = Object.fromEntries(
          [...(pattern ?? '').matchAll(/\{(\w+)\}/g)].map((match, index) => [match[1], `value ${index} <b>`]),
        )
        const paraglide = (m as unknown as Record<string, (i: object, o: object) => string>)[key]
        expect(formatPattern(pattern ?? '', inputs), `${code} ${key}`).toBe(paraglide?.(inputs, { locale: code }))
      }
    }
  })

  it('fill a placeholder with the value given', () => {
    expect(formatPattern('Idioma actual: {language}', { language: 'Español' })).toBe('Idioma actual: Español')
  })
})
