import { createServer } from 'vite'

/** The Vite mode of route-tree generation: vite.config.ts then leaves out the message compiler. */
export const routeTreeMode = 'route-tree'

/** Start's Vite plugin writes app/routeTree.gen.ts when a server starts; start one and stop it. */
export async function generateRouteTree() {
  const server = await createServer({ mode: routeTreeMode, server: { middlewareMode: true }, logLevel: 'warn' })
  await server.close()
}
