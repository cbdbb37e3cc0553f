/**
 * The campaign that brought the visitor (issue 15): the `utm_*` parameters and Google Ads'
 * `gclid` of the URL the tab landed on. Kept in this tab's memory only (no cookie, no storage)
 * and handed to the quote form as hidden fields, so the company sees which campaign brought each
 * request. The address bar drops them before the page starts (app/site/landing-url.ts).
 */
let campaign: Readonly<Record<string, string>> = {}

const isCampaignParam = (name: string) => /^utm_[a-z0-9_]{1,30}$/.test(name) || name === 'gclid'

/** Reads the landing URL's campaign parameters: at most 10, each value cut to 200 characters. */
export function campaignFromSearch(search: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [rawName, rawValue] of new URLSearchParams(search)) {
    const name = rawName.toLowerCase()
    const value = [...rawValue]
      .filter((char) => char >= ' ' && char !== '\u007f')
      .join('')
      .trim()
      .slice(0, 200)
    if (!isCampaignParam(name) || value === '' || name in fields) continue
    fields[name] = value
    if (Object.keys(fields).length === 10) break
  }
  return fields
}

export function rememberCampaign(search: string) {
  campaign = Object.freeze(campaignFromSearch(search))
}

/** The hidden fields every quote form of this tab carries. */
export const campaignFields = (): Readonly<Record<string, string>> => campaign
