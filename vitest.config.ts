import { defineConfig } from 'vitest/config'

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify('https://www.hogarareformas.es') },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
  },
})
