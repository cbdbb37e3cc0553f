import { isCrawler, ViewGuard } from './view-guard.server'

/** The visitor's address: a proxy's header only where the deployment trusts one (app/site/client-address.server.ts). */
export { clientAddress } from '../site/client-address.server'
export { isCrawler }

export const viewGuard = new ViewGuard()
