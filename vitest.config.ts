import { defineConfig } from 'vitest/config'

export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify('https://www.hogarareformas.es'),
    __BUILD_DATE__: JSON.stringify('2026-11-20'),
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
  },
})
