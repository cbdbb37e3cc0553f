import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { paraglideOptions } from './app/i18n/paraglide-options.ts'
import { parseSiteUrl } from './app/site/site-url.ts'

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify(parseSiteUrl(process.env.SITE_URL)) },
  server: { port: 3000, host: '127.0.0.1' },
  plugins: [paraglideVitePlugin(paraglideOptions), tanstackStart({ srcDirectory: 'app' }), react(), tailwindcss()],
})
