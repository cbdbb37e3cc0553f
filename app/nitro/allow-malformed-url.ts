import { definePlugin } from 'nitro'

// h3 answers a path that is not valid percent-encoding (`/%E0%A4%A`) with a bare 400 before any
// handler runs; let it through so app/server.ts answers with the site's 404 page, as scripts/serve.ts does.
export default definePlugin((nitroApp) => {
  if (nitroApp.h3) nitroApp.h3.config.allowMalformedURL = true
})
