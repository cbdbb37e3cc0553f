import { demoLogin, panelLogin } from './panel-auth.server'
import { EventQueue } from './queue.server'
import { getMeasurementStore } from './store.server'

/** This process's queue of counted events, written to the shared database in batches. */
export const measurementQueue = new EventQueue(getMeasurementStore)

/**
 * A serverless host, where a process may be frozen or dropped after its answer without a SIGTERM:
 * Netlify's functions (the global `Netlify`, or its build's NETLIFY variable) and AWS Lambda.
 */
export const isServerless = () =>
  'Netlify' in globalThis || process.env.NETLIFY === 'true' || process.env.AWS_LAMBDA_FUNCTION_NAME !== undefined

/** For the server's stop: writes every queued event, before the database closes. */
export const flushMeasurementForStop = () => measurementQueue.close()

/** What the server says at start about the panel (the demo's login), or nothing. */
export function panelStartNote(env: Record<string, string | undefined>, origin: string): string | undefined {
  const login = panelLogin(env)
  if (!login) return undefined
  if (login === demoLogin) return `Panel: ${origin}/panel (user ${demoLogin.user}, password ${demoLogin.password})`
  return `Panel: ${origin}/panel (password from STATS_PASSWORD)`
}
