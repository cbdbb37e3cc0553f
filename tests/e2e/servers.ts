/** Ports of the servers the end-to-end suite starts (playwright.config.ts) and stops. */
export const ports = {
  app: 4310,
  withForm: 4311,
  brokenForm: 4312,
  storeDown: 4313,
  hostile: 4314,
  shutdown: 4315,
  deployCheck: 4316,
  deploy: 4317,
  provider: 4319,
} as const
export const standInProvider = `http://127.0.0.1:${ports.provider}`
