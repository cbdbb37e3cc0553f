import { definePlugin } from 'nitro'

// Nitro never calls the server entry's `close`; app/server.ts leaves it on globalThis for this hook.
export default definePlugin((nitroApp) => {
  nitroApp.hooks.hook('close', async () => {
    const close = (globalThis as { __appClose?: () => Promise<void> }).__appClose
    await close?.()
  })
})
