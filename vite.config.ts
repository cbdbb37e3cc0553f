import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { imagetools } from 'vite-imagetools'
import { paraglideOptions } from './app/i18n/paraglide-options.ts'
import { buildDate } from './app/seo/build-date.ts'
import { parseSiteUrl } from './app/site/site-url.ts'
import { bundleStats } from './scripts/bundle-stats.ts'
import { clientMessages } from './scripts/client-messages.ts'
import { clientRuntime } from './scripts/client-runtime.ts'
import { loadInlangPluginsFromNpm } from './scripts/inlang-offline.ts'
import { lucideCompact } from './scripts/lucide-compact.ts'
import { noStoreShim } from './scripts/no-store-shim.ts'
import { routeTreeMode } from './scripts/route-tree.ts'

export default defineConfig(async ({ command, mode }) => {
  // `npm run generate` compiles the messages before every build; the dev server recompiles them
  // on each edit. Route-tree generation (scripts/route-tree.ts) only needs the router plugin.
  const watchMessages = command === 'serve' && mode !== routeTreeMode
  if (watchMessages) loadInlangPluginsFromNpm()
  // NITRO_PRESET (netlify, vercel, node-server…) adds the nitro plugin for that host's output
  // (docs/deploy.md); without it the build is the plain dist/ that scripts/serve.ts serves.
  const nitroPreset = process.env.NITRO_PRESET
  const netlifyFunction = '.netlify/functions-internal/server/server.mjs'
  const nitroPlugin = nitroPreset
    ? (await import('nitro/vite')).nitro({
        preset: nitroPreset,
        // Its own publish folder, so a host build never replaces the dist/ of `npm start`.
        output: { publicDir: 'netlify-publish' },
        // Bundled, PGlite loses pglite.wasm and pglite.data (ENOENT): ship it as a traced package.
        traceDeps: ['@electric-sql/pglite'],
        plugins: ['./app/nitro/allow-malformed-url.ts', './app/nitro/close-app.ts'],
        // Re-bundling the server output for the host, rolldown warns once per "use client" module of
        // the router; those marks only mean something to a server-components bundler, not here.
        rolldownConfig: {
          onwarn(warning, warn) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
          },
        },
        // Nitro's closing hint otherwise suggests `npx vite preview`, which does not serve this output.
        ...(nitroPreset === 'netlify'
          ? {
              framework: { name: 'tanstack-start', previewCommand: `node scripts/verify-deploy.ts ${netlifyFunction}` },
            }
          : {}),
      })
    : []
  return {
    // SITE_URL from the environment or .env, validated: canonicals and the sitemap are built with it.
    // The build date is the screens' last modification (sitemap lastmod): their copy ships with the build.
    define: {
      __SITE_URL__: JSON.stringify(parseSiteUrl(loadEnv(mode, process.cwd(), '').SITE_URL)),
      __BUILD_DATE__: JSON.stringify(buildDate()),
    },
    // `PORT=3005 npm run dev` serves on 3005 (and the demo's canonicals follow it: app/site/site.ts).
    server: { port: Number(process.env.PORT) || 3000, host: process.env.HOST || '127.0.0.1' },
    // SVG illustrations stay files (cached, loaded by the page) rather than data URLs in the JavaScript.
    build: {
      assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
      // Every page loads what the entry imports: one chunk for it rather than dozens of small
      // shared ones, each gzipped on its own. Modules that lazy chunks share go in one chunk too.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial' as const], priority: 2 },
              {
                // A page type's own template stays with that page type. The calculator link, which
                // the article, the resources, the service pages and the 404 share, is a chunk of its
                // own: in 'shared' it would bring the home's pictures and components to an article.
                // So is the breadcrumb (articles and legal pages): it was bundled with the legal
                // page's template, 1.3 KB an article loaded for nothing (design round 22).
                name: (id: string) =>
                  /\/app\/(services|legal|blog)\//.exec(id)?.[1] ??
                  (id.endsWith('/app/calculator/CalculatorLink.tsx')
                    ? 'calculator-link'
                    : id.endsWith('/app/ui/Breadcrumb.tsx')
                      ? 'breadcrumb'
                      : 'shared'),
                minShareCount: 2,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    plugins: [
      watchMessages ? paraglideVitePlugin(paraglideOptions) : [],
      clientMessages(),
      clientRuntime(),
      lucideCompact(),
      noStoreShim(),
      imagetools(),
      tanstackStart({ srcDirectory: 'app' }),
      react(),
      tailwindcss(),
      bundleStats(),
      nitroPlugin,
    ],
  }
})
