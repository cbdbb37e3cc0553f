import { isCrawler, ViewGuard } from './view-guard.server'

export { isCrawler }

export const viewGuard = new ViewGuard()

/** The visitor's address: the first X-Forwarded-For hop behind a proxy, else the socket's. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('x-real-ip') || (request as Request & { ip?: string }).ip || 'unknown'
}
