import { type Locale, locales } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'
import { conversion, type Rating, type Report, rateVital } from './report'

/** One cell: what the page shows, and what the CSV keeps (a plain number where there is one). */
export type Cell = { text: string; raw: string | number }
/** A table of the panel: its caption, its column heads, and rows whose first `keys` cells head them. */
export type PanelTable = { id: string; caption: string; head: string[]; keys: number; rows: Cell[][] }

/** Every table of the panel for one report, in one language: the page and the CSV show the same. */
export function panelTables(report: Report, locale: Locale): PanelTable[] {
  const o = { locale }
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const label = (text: string): Cell => ({ text, raw: text })
  const count = (n: number): Cell => ({ text: integer.format(n), raw: n })
  const rate = (quotes: number, landings: number): Cell => {
    const value = conversion(quotes, landings)
    return value === null ? { text: '—', raw: '' } : { text: percent.format(value), raw: Number(value.toFixed(4)) }
  }
  const unknown = m.panel_unknown({}, o)
  const funnel = (row: { landings: number; quotes: number }) => [
    count(row.landings),
    count(row.quotes),
    rate(row.quotes, row.landings),
  ]
  const funnelHead = [m.panel_landings({}, o), m.panel_quotes({}, o), m.panel_conversion({}, o)]
  const language = (code: string) => locales.find((l) => l.code === code)?.name ?? code
  const device: Record<string, string> = {
    phone: m.panel_device_phone({}, o),
    tablet: m.panel_device_tablet({}, o),
    desktop: m.panel_device_desktop({}, o),
  }
  const outcome: Record<string, string> = {
    popup: m.panel_outcome_popup({}, o),
    contact: m.panel_outcome_contact({}, o),
    submitted: m.panel_outcome_submitted({}, o),
  }
  const finish: Record<string, string> = {
    basic: m.calc_type_basic({}, o),
    standard: m.calc_type_standard({}, o),
    premium: m.calc_type_premium({}, o),
  }
  const link: Record<string, string> = {
    phone: m.common_phone({}, o),
    email: m.common_email({}, o),
    whatsapp: m.panel_link_whatsapp({}, o),
    financing: m.panel_link_financing({}, o),
  }
  const template: Record<string, string> = {
    home: m.panel_template_home({}, o),
    service: m.panel_template_service({}, o),
    resources: m.panel_template_resources({}, o),
    article: m.panel_template_article({}, o),
    legal: m.panel_template_legal({}, o),
    'not-found': m.panel_template_not_found({}, o),
  }
  const rating: Record<Rating, string> = {
    good: m.panel_rating_good({}, o),
    'needs-improvement': m.panel_rating_needs_improvement({}, o),
    poor: m.panel_rating_poor({}, o),
  }
  const { totals } = report
  return [
    {
      id: 'summary',
      caption: m.panel_summary({}, o),
      head: [m.panel_landings({}, o), m.panel_views({}, o), m.panel_quotes({}, o), m.panel_conversion({}, o)],
      keys: 0,
      rows: [[count(totals.landings), count(totals.views), count(totals.quotes), rate(totals.quotes, totals.landings)]],
    },
    {
      id: 'pages',
      caption: m.panel_by_page({}, o),
      head: [m.panel_col_page({}, o), ...funnelHead],
      keys: 1,
      rows: report.byPage.map((row) => [label(row.key), ...funnel(row)]),
    },
    {
      id: 'languages',
      caption: m.panel_by_lang({}, o),
      head: [m.panel_col_lang({}, o), ...funnelHead],
      keys: 1,
      rows: report.byLang.map((row) => [{ text: language(row.key), raw: row.key }, ...funnel(row)]),
    },
    {
      id: 'campaigns',
      caption: m.panel_by_campaign({}, o),
      head: [m.panel_col_source({}, o), m.panel_col_medium({}, o), m.panel_col_campaign({}, o), ...funnelHead],
      keys: 3,
      rows: report.byCampaign.map((row) => {
        const none = !row.source && !row.medium && !row.campaign
        const source = row.source || (row.gclid ? m.panel_gclid({}, o) : none ? m.panel_direct({}, o) : unknown)
        return [
          { text: source, raw: row.source || (row.gclid ? 'gclid' : '') },
          { text: row.medium || '—', raw: row.medium },
          { text: row.campaign || '—', raw: row.campaign },
          ...funnel(row),
        ]
      }),
    },
    {
      id: 'devices',
      caption: m.panel_by_device({}, o),
      head: [m.panel_col_device({}, o), ...funnelHead],
      keys: 1,
      rows: report.byDevice.map((row) => [{ text: device[row.key] ?? unknown, raw: row.key }, ...funnel(row)]),
    },
    {
      id: 'referrers',
      caption: m.panel_by_referrer({}, o),
      head: [m.panel_col_site({}, o), m.panel_landings({}, o)],
      keys: 1,
      rows: report.byReferrer.map((row) => [
        { text: row.key || m.panel_no_referrer({}, o), raw: row.key },
        count(row.landings),
      ]),
    },
    {
      id: 'buttons',
      caption: m.panel_by_button({}, o),
      head: [m.panel_col_button({}, o), m.panel_quotes({}, o)],
      keys: 1,
      rows: report.byButton.map((row) => [label(row.key), count(row.quotes)]),
    },
    {
      id: 'outcomes',
      caption: m.panel_outcomes({}, o),
      head: [m.panel_col_outcome({}, o), m.panel_col_count({}, o)],
      keys: 1,
      rows: report.outcomes.map((row) => [{ text: outcome[row.key] ?? row.key, raw: row.key }, count(row.count)]),
    },
    {
      id: 'estimates',
      caption: m.panel_estimates({}, o),
      head: [m.panel_col_finish({}, o), m.panel_col_count({}, o)],
      keys: 1,
      rows: report.estimates.map((row) => [{ text: finish[row.key] ?? row.key, raw: row.key }, count(row.count)]),
    },
    {
      id: 'links',
      caption: m.panel_links({}, o),
      head: [m.panel_col_link({}, o), m.panel_col_count({}, o)],
      keys: 1,
      rows: report.links.map((row) => [{ text: link[row.key] ?? row.key, raw: row.key }, count(row.count)]),
    },
    {
      id: 'vitals',
      caption: m.panel_vitals({}, o),
      head: [
        m.panel_col_template({}, o),
        m.panel_col_lang({}, o),
        m.panel_col_metric({}, o),
        m.panel_col_p75({}, o),
        m.panel_col_samples({}, o),
        m.panel_col_rating({}, o),
      ],
      keys: 3,
      rows: report.vitals.map((row) => {
        const cls = row.name === 'CLS'
        const value = cls ? row.p75 / 1000 : Math.round(row.p75)
        const verdict = rateVital(row.name, row.p75)
        return [
          { text: template[row.template] ?? row.template, raw: row.template },
          { text: language(row.lang), raw: row.lang },
          label(row.name),
          { text: cls ? decimal.format(value) : `${integer.format(value)}\u00a0ms`, raw: value },
          count(row.count),
          { text: rating[verdict], raw: verdict },
        ]
      }),
    },
    {
      id: 'daily',
      caption: m.panel_chart({}, o),
      head: [m.panel_col_day({}, o), m.panel_landings({}, o), m.panel_quotes({}, o)],
      keys: 1,
      rows: report.daily.map((row) => [label(row.day), count(row.landings), count(row.quotes)]),
    },
  ]
}
