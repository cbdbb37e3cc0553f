import type { PanelTable } from './panel-tables.server'

/**
 * A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A text that a
 * spreadsheet would run as a formula (=, +, -, @, a tab or a return first) gets a leading
 * apostrophe: a campaign name is the visitor's URL, so anyone could choose it.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The panel's tables as one CSV: per table, a head row and its rows, each starting with the table's id. */
export function panelCsv(tables: PanelTable[]): string {
  const lines: string[] = []
  for (const table of tables) {
    if (lines.length > 0) lines.push('')
    lines.push(['table', ...table.head].map(csvCell).join(','))
    for (const row of table.rows) lines.push([table.id, ...row.map((cell) => cell.raw)].map(csvCell).join(','))
  }
  // A byte-order mark, so a spreadsheet reads the accents as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
