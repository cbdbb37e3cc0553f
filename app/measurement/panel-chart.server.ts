import { escapeHtml } from '../site/plain-page.server'
import type { Report } from './report'

/**
 * The daily chart, drawn here as inline SVG (no chart library, no script): a pair of bars per
 * day, landings and free quote clicks, on a scale from zero to the busiest day. `title` and
 * `description` name it for assistive technology; the same figures are in the tables.
 */
export function dailyChart(
  daily: Report['daily'],
  text: { title: string; description: string; landings: string; quotes: string },
): string {
  const width = 720
  const height = 240
  const top = 16
  const bottom = 36
  const left = 44
  const plotHeight = height - top - bottom
  const plotWidth = width - left - 8
  const max = Math.max(1, ...daily.map((day) => Math.max(day.landings, day.quotes)))
  const step = plotWidth / Math.max(1, daily.length)
  const bar = Math.min(24, Math.max(1, (step * 0.8) / 2))
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight
  const bars = daily
    .map((day, i) => {
      const x = left + i * step + (step - 2 * bar) / 2
      const rect = (value: number, dx: number, fill: string) =>
        value > 0
          ? `<rect x="${(x + dx).toFixed(1)}" y="${y(value).toFixed(1)}" width="${bar.toFixed(1)}" height="${(top + plotHeight - y(value)).toFixed(1)}" fill="${fill}"/>`
          : ''
      return rect(day.landings, 0, '#16223a') + rect(day.quotes, bar, '#a44e28')
    })
    .join('')
  const first = daily[0]?.day ?? ''
  const last = daily.at(-1)?.day ?? ''
  const t = escapeHtml
  return `<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title chart-desc" xmlns="http://www.w3.org/2000/svg"><title id="chart-title">${t(text.title)}</title><desc id="chart-desc">${t(text.description)}</desc><line x1="${left}" y1="${top + plotHeight}" x2="${width - 8}" y2="${top + plotHeight}" stroke="#5b6477"/><line x1="${left}" y1="${top}" x2="${width - 8}" y2="${top}" stroke="#d9d4ca" stroke-dasharray="4 4"/><text x="${left - 6}" y="${top + 4}" text-anchor="end" font-size="12" fill="#16223a">${max}</text><text x="${left - 6}" y="${top + plotHeight + 4}" text-anchor="end" font-size="12" fill="#16223a">0</text>${bars}<text x="${left}" y="${height - 16}" font-size="12" fill="#16223a">${t(first)}</text><text x="${width - 8}" y="${height - 16}" text-anchor="end" font-size="12" fill="#16223a">${t(last)}</text><rect x="${left}" y="${height - 10}" width="10" height="10" fill="#16223a"/><text x="${left + 14}" y="${height - 1}" font-size="12" fill="#16223a">${t(text.landings)}</text><rect x="${left + 180}" y="${height - 10}" width="10" height="10" fill="#a44e28"/><text x="${left + 194}" y="${height - 1}" font-size="12" fill="#16223a">${t(text.quotes)}</text></svg>`
}
