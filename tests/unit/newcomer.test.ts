// Section 5 of issue 23: what a newcomer met on a clean clone.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { validate } from '../../app/site/deploy-env.server'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
  vi.resetModules()
})

describe('the demo’s site URL', () => {
  it('follows the port the demo serves on, unless SITE_URL is set in the environment', async () => {
    process.env.SITE_DEMO = '1'
    process.env.PORT = '3005'
    delete process.env.SITE_URL
    expect((await import('../../app/site/site')).siteUrl).toBe('http://localhost:3005')
    vi.resetModules()
    process.env.SITE_URL = 'http://localhost:3000'
    expect((await import('../../app/site/site')).siteUrl).toBe('http://localhost:3000')
  })

  it('is the build’s SITE_URL outside the demo', async () => {
    delete process.env.SITE_DEMO
    process.env.PORT = '3005'
    expect((await import('../../app/site/site')).siteUrl).toBe('https://www.hogarareformas.es')
  })
})

describe('the environment check', () => {
  it('reports every bad variable at once, in one line', () => {
    let message = ''
    try {
      validate(
        { PORT: '99999', QUOTE_FORM_ID: 'https://tally.so/r/x', BLOG_STORE: 'postgres', SUPABASE_URL: 'nope' },
        'https://www.hogarareformas.es',
      )
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).not.toContain('\n')
    expect([...message.matchAll(/Invalid environment variable (\w+):/g)].map(([, name]) => name)).toEqual([
      'PORT',
      'QUOTE_FORM_ID',
      'SUPABASE_URL',
      'SITE_URL',
      'BLOG_STORE',
    ])
  })
})
