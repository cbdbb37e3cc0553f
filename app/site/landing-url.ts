import { pageKey } from './page-url'

let settled = false

/**
 * In the browser, before the router reads the address (app/router.tsx): the campaign parameters
 * go to the tab's memory (app/quote/campaign.ts), and the address becomes the normalized URL the
 * server rendered (app/site/page-url.ts), so the first render in the browser builds the same
 * links as the server's HTML and a shared link carries no tracking.
 */
export function settleLandingUrl({ rememberCampaign }: { rememberCampaign: (search: string) => void }) {
  if (typeof window === 'undefined' || settled) return
  settled = true
  const { href, search, hash } = window.location
  if (!search) return
  rememberCampaign(search)
  const url = new URL(href)
  const normalized = pageKey(url)
  if (normalized !== url.pathname + url.search) window.history.replaceState(window.history.state, '', normalized + hash)
}
