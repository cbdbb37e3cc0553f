import { baseLocale, type Locale } from '../../app.config.ts'
import { m } from '../paraglide/messages.js'
import { escapeHtml as t } from '../site/plain-page.server'
import { dailyChart } from './panel-chart.server'
import type { PanelTable } from './panel-tables.server'
import { type Period, periods, type Report } from './report'

/** The panel's own URL for a period (and a language other than Spanish). */
export function panelHref(path: '/panel' | '/panel.csv', days: Period, locale: Locale): string {
  return `${path}?days=${days}${locale === baseLocale ? '' : `&lang=${locale}`}`
}

const style = [
  'body{font-family:system-ui,sans-serif;background:#fbf9f5;color:#16223a;margin:0;line-height:1.5}',
  'main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 3rem}',
  'h1{font-size:1.75rem;margin:0 0 .5rem}',
  'nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:.5rem;padding:0;margin:1rem 0}',
  'a{color:#8a3f1f}',
  '.pill{display:inline-flex;align-items:center;min-height:44px;padding:0 1rem;border:2px solid #a44e28;border-radius:.75rem;text-decoration:none;font-weight:600}',
  '.pill[aria-current]{background:#a44e28;color:#fff}',
  'a:focus-visible,.scroll:focus-visible{outline:3px solid #16223a;outline-offset:3px}',
  '.chart{width:100%;height:auto;background:#fff;border:1px solid #d9d4ca;border-radius:.5rem}',
  '.scroll{overflow-x:auto;margin:1.5rem 0}',
  'table{border-collapse:collapse;width:100%;background:#fff}',
  'caption{text-align:left;font-weight:700;font-size:1.1rem;padding:.5rem 0}',
  'th,td{padding:.5rem .75rem;border-bottom:1px solid #d9d4ca;text-align:left;white-space:nowrap}',
  'td.n{text-align:right;font-variant-numeric:tabular-nums}',
  '.good{color:#1d6b3a}.needs-improvement{color:#8a5a00}.poor{color:#a3261b}',
  '.note{color:#3b4559;font-size:.95rem;max-width:48rem}',
].join('')

function table(data: PanelTable, empty: string): string {
  const head = data.head.map((name) => `<th scope="col">${t(name)}</th>`).join('')
  const body =
    data.rows.length === 0
      ? `<tr><td colspan="${data.head.length}">${t(empty)}</td></tr>`
      : data.rows
          .map(
            (row) =>
              `<tr>${row
                .map((cell, i) => {
                  if (i < data.keys) return `<th scope="row">${t(cell.text)}</th>`
                  const rating = data.id === 'vitals' && i === row.length - 1 ? ` ${cell.raw}` : ''
                  const kind = typeof cell.raw === 'number' || cell.text === '—' ? 'n' : ''
                  const classes = `${kind}${rating}`.trim()
                  return `<td${classes ? ` class="${classes}"` : ''}>${t(cell.text)}</td>`
                })
                .join('')}</tr>`,
          )
          .join('')
  // A table wider than a phone scrolls in its own region, which the keyboard can reach.
  return `<div class="scroll" role="region" aria-labelledby="t-${data.id}" tabindex="0"><table><caption id="t-${data.id}">${t(data.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`
}

/** The whole panel page: a self-contained document, no script, its own small stylesheet. */
export function panelPage(report: Report, tables: PanelTable[], locale: Locale): string {
  const o = { locale }
  const days = report.days
  const empty = m.panel_empty({}, o)
  const periodLinks = periods
    .map(
      (period) =>
        `<li><a class="pill" href="${t(panelHref('/panel', period, locale))}"${period === days ? ' aria-current="page"' : ''}>${t(m.panel_period_days({ days: period }, o))}</a></li>`,
    )
    .join('')
  const chart = dailyChart(report.daily, {
    title: m.panel_chart({}, o),
    description: m.panel_chart_desc(
      { landings: String(report.totals.landings), quotes: String(report.totals.quotes) },
      o,
    ),
    landings: m.panel_landings({}, o),
    quotes: m.panel_quotes({}, o),
  })
  const [summary, ...rest] = tables
  const daily = rest.find((x) => x.id === 'daily')
  const others = rest.filter((x) => x.id !== 'daily')
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${t(m.panel_title({}, o))}</title><style>${style}</style></head><body><main><h1>${t(m.panel_title({}, o))}</h1><p class="note">${t(m.panel_intro({}, o))}</p><nav aria-label="${t(m.panel_period({}, o))}"><ul>${periodLinks}</ul></nav><p>${t(m.panel_range({ from: report.from, to: report.to }, o))} · <a href="${t(panelHref('/panel.csv', days, locale))}" download>${t(m.panel_csv({}, o))}</a></p>${summary ? table(summary, empty) : ''}<p class="note">${t(m.panel_quotes_note({}, o))}</p><figure>${chart}</figure>${others.map((x) => table(x, empty)).join('')}<p class="note">${t(m.panel_vitals_note({}, o))}</p>${daily ? table(daily, empty) : ''}</main></body></html>`
}

/** When the database does not answer: a short page, 503. */
export function panelUnavailablePage(locale: Locale): string {
  const o = { locale }
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${t(m.panel_title({}, o))}</title><style>${style}</style></head><body><main><h1>${t(m.panel_title({}, o))}</h1><p>${t(m.panel_unavailable({}, o))}</p></main></body></html>`
}
