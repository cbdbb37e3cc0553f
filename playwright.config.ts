import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './tests/browser.ts'
import { ports, standInProvider } from './tests/e2e/servers.ts'

/** End-to-end tests against the production build (`npm run build` first), in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${ports.app}`,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'es-ES' } }],
  webServer: [
    {
      command: `node tests/e2e/stand-in-provider.ts`,
      url: `${standInProvider}/health`,
      reuseExistingServer: false,
    },
    ...(
      [
        [ports.app, {}],
        [ports.withForm, { QUOTE_FORM_ID: 'stand-in-form', QUOTE_FORM_SCRIPT_URL: `${standInProvider}/embed.js` }],
        [ports.brokenForm, { QUOTE_FORM_ID: 'stand-in-form', QUOTE_FORM_SCRIPT_URL: `${standInProvider}/missing.js` }],
        // A blog store that is down: Supabase configured at a closed port.
        [
          ports.storeDown,
          {
            SUPABASE_URL: 'http://127.0.0.1:9',
            SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_store_down_0123456789',
            SUPABASE_SECRET_KEY: 'sb_secret_store_down_0123456789',
          },
        ],
      ] as const
    ).map(([port, env]) => ({
      command: 'node scripts/serve.ts --demo',
      url: `http://127.0.0.1:${port}/robots.txt`,
      // Each server its own fresh in-memory blog, seeded from supabase/ at start.
      // The demo names its own port in canonicals; these tests read the build's default origin.
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        BLOG_DATA_DIR: 'memory://',
        SITE_URL: 'http://localhost:3000',
        ...env,
      },
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
})
