import { demoLogin, panelLogin } from './panel-auth.server'
import { EventQueue } from './queue.server'
import { getMeasurementStore } from './store.server'

/** This process's queue of counted events, written to the shared database in batches. */
export const measurementQueue = new EventQueue(getMeasurementStore)

/** For the server's stop: writes every queued event, before the database closes. */
export const flushMeasurementForStop = () => measurementQueue.close()

/** What the server says at start about the panel (the demo's login), or nothing. */
export function panelStartNote(env: Record<string, string | undefined>, origin: string): string | undefined {
  const login = panelLogin(env)
  if (!login) return undefined
  if (login === demoLogin) return `Panel: ${origin}/panel (user ${demoLogin.user}, password ${demoLogin.password})`
  return `Panel: ${origin}/panel (password from STATS_PASSWORD)`
}
