import { createServer } from 'vite'

/** Start's Vite plugin writes app/routeTree.gen.ts when a server starts; start one and stop it. */
export async function generateRouteTree() {
  const server = await createServer({ server: { middlewareMode: true }, logLevel: 'warn' })
  await server.close()
}
