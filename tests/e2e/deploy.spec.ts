import { spawnSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { startServer } from '../../scripts/with-server.ts'
import { ports } from './servers'

// The production command of the Dockerfile and docs/deploy.md (`node scripts/serve.ts`, no demo),
// run here without Docker, which these machines cannot run.
const production = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/serve.ts'], {
    env: { PATH: process.env.PATH ?? '', PORT: String(ports.deployCheck), HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  })

test('a deployment with a variable missing or wrong stops at once, with one line naming it', () => {
  const cases: [Record<string, string>, string][] = [
    [{}, 'Invalid environment variable SITE_URL: is required'],
    [{ SITE_URL: 'http://localhost:3000' }, 'Invalid environment variable BLOG_STORE: is required'],
    [{ SITE_URL: 'https://www.example.es', BLOG_STORE: 'embedded' }, 'this build was made for http://localhost:3000'],
    [{ SITE_URL: 'http://localhost:3000', BLOG_STORE: 'supabase' }, 'Invalid environment variable SUPABASE_URL'],
    [
      { SITE_URL: 'http://localhost:3000', BLOG_STORE: 'embedded', QUOTE_FORM_ID: 'https://tally.so/r/x' },
      'Invalid environment variable QUOTE_FORM_ID',
    ],
  ]
  for (const [env, message] of cases) {
    const run = production(env)
    expect(run.status, JSON.stringify(env)).toBe(1)
    expect(run.stderr.trim().split('\n')).toHaveLength(1)
    expect(run.stderr).toContain(message)
  }
})

test('the same command with its variables serves the site, healthy, with its headers', async () => {
  const port = ports.deploy
  const stop = await startServer(
    port,
    { SITE_URL: 'http://localhost:3000', BLOG_STORE: 'embedded', BLOG_DATA_DIR: 'memory://' },
    { demo: false },
  )
  try {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })
    const home = await fetch(`http://127.0.0.1:${port}/de`)
    expect(home.status).toBe(200)
    expect(home.headers.get('strict-transport-security')).toMatch(/max-age=/)
    expect(home.headers.get('x-powered-by')).toBeNull()
    const asset = await fetch(`http://127.0.0.1:${port}/favicon.svg`)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
  } finally {
    await stop()
  }
})
