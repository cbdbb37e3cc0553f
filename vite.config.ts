import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { imagetools } from 'vite-imagetools'
import { paraglideOptions } from './app/i18n/paraglide-options.ts'
import { parseSiteUrl } from './app/site/site-url.ts'

export default defineConfig(({ mode }) => ({
  // SITE_URL from the environment or .env, validated: canonicals and the sitemap are built with it.
  define: { __SITE_URL__: JSON.stringify(parseSiteUrl(loadEnv(mode, process.cwd(), '').SITE_URL)) },
  server: { port: 3000, host: '127.0.0.1' },
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    imagetools(),
    tanstackStart({ srcDirectory: 'app' }),
    react(),
    tailwindcss(),
  ],
}))
