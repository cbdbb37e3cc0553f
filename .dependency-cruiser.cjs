// The app's layers as dependency rules (issue 23), checked by `npm test` (stage "layers"):
//
//   entries   app/server.ts, app/router.tsx, app/client.tsx, app/start.ts, app/nitro/  (wire everything)
//   routes    app/routes/                  thin route files: use features and everything below
//   features  app/blog, calculator, contact, home, layout, legal, measurement, quote, services
//   shared    app/site, app/i18n, app/ui, app/seo, app/images (the pictures every feature shows),
//             app/data (the database the blog and the measurement share: PGlite or Supabase)
//   config    app.config.ts, app/paraglide/ (generated messages)
//
// Nothing imports a layer above its own, no feature reaches into another's server code, and no
// module imports itself through a cycle. docs/decisions/013-server-pipeline.md says why.
const features = '(blog|calculator|contact|home|layout|legal|measurement|quote|services)'
const shared = '(site|i18n|ui|seo|images|data)'
const entries = '^app/(server\\.ts|router\\.tsx|client\\.tsx|start\\.ts|routeTree\\.gen\\.ts|nitro/)'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle: break it with a module both sides import (a contract, shared constants).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'nothing-imports-an-entry',
      severity: 'error',
      comment: 'Entries wire the app together; nothing inside the app imports them.',
      from: { path: '^app/', pathNot: entries },
      to: { path: entries },
    },
    {
      name: 'only-entries-import-routes',
      severity: 'error',
      comment: 'Routes are the top of the app: features and shared code never import them.',
      from: { path: '^app/', pathNot: [entries, '^app/routes/'] },
      to: { path: '^app/routes/' },
    },
    {
      name: 'shared-code-does-not-import-features',
      severity: 'error',
      comment:
        'site/, i18n/, ui/ and seo/ sit below the features. The one exception: page-url.ts maps the two screens that read a query to the parsers their routes use.',
      from: { path: `^app/${shared}/`, pathNot: '^app/site/page-url\\.ts$' },
      // A type names a feature's shape without loading it (images/page-images.ts: ServiceKey).
      to: { path: `^app/${features}/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'page-url-reads-only-the-query-parsers',
      severity: 'error',
      comment: 'The exception above, no wider than the two parsers.',
      from: { path: '^app/site/page-url\\.ts$' },
      to: {
        path: `^app/${features}/`,
        pathNot: '^app/(calculator/search|blog/resources-search)\\.ts$',
      },
    },
    {
      name: 'config-imports-nothing-of-the-app',
      severity: 'error',
      comment: 'app.config.ts and the generated messages are the bottom layer.',
      from: { path: '^(app\\.config\\.ts|app/paraglide/)' },
      to: { path: '^app/', pathNot: '^app/paraglide/' },
    },
    {
      name: 'features-keep-their-server-code',
      severity: 'error',
      comment:
        "A feature uses another's components and pure modules, never its server code (store, server functions); a type may be shared.",
      from: { path: `^app/${features}/` },
      to: {
        path: `^app/${features}/.+\\.(server\\.tsx?|functions\\.ts)$`,
        pathNot: '^app/$1/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'only-the-data-layer-opens-a-database',
      severity: 'error',
      comment:
        'The blog and the measurement share one database (app/data/, issue 24): only it creates the PGlite instance or the Supabase clients; a feature may name their types.',
      from: { path: '^app/', pathNot: '^app/data/' },
      to: { path: 'node_modules/(@electric-sql/pglite|@supabase/supabase-js)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'the-data-layer-knows-no-feature',
      severity: 'error',
      comment: 'app/data/ opens the database; each feature builds its own store on it (no feature type either).',
      from: { path: '^app/data/' },
      to: { path: `^app/${features}/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages are left out of the graph, but for the two the data-layer rule names.
    exclude: { path: '(^|/)node_modules/(?!(@electric-sql/pglite|@supabase/supabase-js)/)|\\.gen\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
