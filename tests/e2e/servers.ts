import { freePorts } from '../../scripts/free-ports.ts'

const names = [
  'app',
  'withForm',
  'brokenForm',
  'storeDown',
  'hostile',
  'shutdown',
  'deployCheck',
  'deploy',
  'provider',
  'clientAddress',
  'security',
  'fixture',
  'crawl',
  'measurement',
  'measurementDeploy',
  'measurementStop',
] as const

// Chosen once by the Playwright runner when it loads its config; its workers and web servers
// inherit them through the environment, so every process of one run agrees and two runs differ.
process.env.E2E_PORTS ??= freePorts(names.length).join(',')
const chosen = process.env.E2E_PORTS.split(',').map(Number)

/** Ports of the servers the end-to-end suite starts (playwright.config.ts) and stops: free ones. */
export const ports = Object.fromEntries(names.map((name, index) => [name, chosen[index] as number])) as Record<
  (typeof names)[number],
  number
>
export const standInProvider = `http://127.0.0.1:${ports.provider}`
