/**
 * Crawlers, monitors and scripts run JavaScript too: their visits are neither views (the blog's
 * counter) nor landings (the measurement). No user agent at all counts as one.
 */
const crawler =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|lighthouse|headlesschrome|pingdom|uptime|curl|wget|python-requests|axios|go-http-client/i

export const isCrawler = (userAgent: string | null) => !userAgent || crawler.test(userAgent)
