import { createHash, timingSafeEqual } from 'node:crypto'
import { RateLimiter } from '../site/rate-limit'

/** The demo's panel login (`npm start` prints it). */
export const demoLogin = { user: 'demo', password: 'demo' } as const

/**
 * Who may open /panel: in a deployment, anyone with STATS_PASSWORD (any user name: the browser's
 * dialog asks for one, the password is the secret); in the demo, demo / demo unless a
 * STATS_PASSWORD is set. Without STATS_PASSWORD a deployment has no panel at all (404).
 */
export function panelLogin(env: Record<string, string | undefined>): { user?: string; password: string } | undefined {
  const password = env.STATS_PASSWORD || undefined
  if (password) return { password }
  return env.SITE_DEMO === '1' ? demoLogin : undefined
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/** Equal or not, in the same time whatever the texts (both hashed first: equal lengths). */
export const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected))

/** The user and password of an `Authorization: Basic …` header, or undefined when it is not one. */
export function basicCredentials(header: string | null): { user: string; password: string } | undefined {
  const match = /^Basic ([A-Za-z0-9+/]{1,1000}={0,2})$/i.exec(header?.trim() ?? '')
  if (!match?.[1]) return undefined
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return undefined
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

export type PanelAccess = 'allowed' | 'ask' | 'wrong' | 'too-many'

/**
 * Checks one request's credentials. A wrong password takes one from the address's allowance of
 * failures (5 at once, then one every 2 minutes); once it is used up, every attempt from that
 * address is refused (429) without being checked, the right password included, until it refills.
 */
export class PanelGate {
  constructor(
    private readonly login: { user?: string; password: string },
    private readonly failures = new RateLimiter({ perMinute: 0.5, burst: 5 }),
  ) {}

  check(authorization: string | null, address: string): PanelAccess {
    if (!this.failures.has(address)) return 'too-many'
    const given = basicCredentials(authorization)
    if (!given) return 'ask'
    const userOk = this.login.user === undefined || sameSecret(given.user, this.login.user)
    const passwordOk = sameSecret(given.password, this.login.password)
    if (userOk && passwordOk) return 'allowed'
    return this.failures.allow(address) ? 'wrong' : 'too-many'
  }
}
