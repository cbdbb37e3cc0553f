/** Ports of the servers the end-to-end suite starts (playwright.config.ts) and stops. */
const base = Number(process.env.E2E_PORT_BASE ?? 4310)
export const ports = {
  app: base,
  withForm: base + 1,
  brokenForm: base + 2,
  storeDown: base + 3,
  hostile: base + 4,
  shutdown: base + 5,
  deployCheck: base + 6,
  deploy: base + 7,
  provider: base + 9,
} as const
export const standInProvider = `http://127.0.0.1:${ports.provider}`
