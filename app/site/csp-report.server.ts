import { forLog } from './log.server'
import { readBoundedBody } from './request-body.server'

/** A report is a few hundred bytes; anything bigger is not a browser's report. */
const maxReportBytes = 16 * 1024
/** A flood of reports (or of forged ones) cannot flood the logs: at most this many lines a minute. */
const maxLinesPerMinute = 120

let minute = 0
let linesThisMinute = 0
let dropped = 0

/**
 * The CSP violation report endpoint (`report-uri /csp-report`). It takes both formats browsers
 * send: `application/csp-report` (`{"csp-report": {…}}`) and the Reporting API's
 * `application/reports+json` (`[{"type": "csp-violation", "body": {…}}]`). Each report is one log
 * line: what was blocked, by which directive, on which page. The answer is always 204 (a browser
 * does nothing with it), 413 for an oversized body, 405 for another method.
 */
export async function receiveCspReport(request: Request, now = Date.now()): Promise<Response> {
  if (request.method !== 'POST') {
    return new Response('Method Not Allowed', {
      status: 405,
      headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const bounded = await readBoundedBody(request, maxReportBytes)
  if (bounded === 'too-large') {
    return new Response('Payload Too Large', { status: 413, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  let reports: Record<string, unknown>[] = []
  try {
    reports = violations(JSON.parse(await bounded.text()))
  } catch {}
  if (reports.length === 0) log('csp-report: unreadable report', now)
  for (const report of reports) log(summary(report), now)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

function violations(json: unknown): Record<string, unknown>[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  if (isObject(json) && isObject(json['csp-report'])) return [json['csp-report']]
  if (Array.isArray(json)) {
    return json.flatMap((entry) => (isObject(entry) && isObject(entry.body) ? [entry.body] : [])).slice(0, 20)
  }
  return []
}

/** `csp-report: script-src-elem blocked inline on /recursos (line 3)`, each field bounded. */
function summary(report: Record<string, unknown>): string {
  const field = (...names: string[]) => {
    for (const name of names) {
      const value = report[name]
      if (typeof value === 'string' || typeof value === 'number') return clean(String(value))
    }
    return '?'
  }
  const directive = field('effectiveDirective', 'effective-directive', 'violated-directive', 'violatedDirective')
  const blocked = field('blockedURL', 'blocked-uri', 'blockedURI')
  const page = pathOf(field('documentURL', 'document-uri', 'documentURI'))
  const line = field('lineNumber', 'line-number')
  const disposition = field('disposition')
  return `csp-report: ${directive} blocked ${blocked} on ${page}${line === '?' ? '' : ` (line ${line})`}${disposition === 'report' ? ' [report-only]' : ''}`
}

const clean = (value: string) => forLog(value, 100)

function pathOf(url: string): string {
  try {
    const { pathname } = new URL(url)
    return clean(pathname)
  } catch {
    return clean(url)
  }
}

function log(line: string, now: number) {
  const thisMinute = Math.floor(now / 60_000)
  if (thisMinute !== minute) {
    if (dropped > 0) console.warn(`csp-report: ${dropped} more reports in the last minute, not logged`)
    minute = thisMinute
    linesThisMinute = 0
    dropped = 0
  }
  if (linesThisMinute >= maxLinesPerMinute) {
    dropped++
    return
  }
  linesThisMinute++
  console.warn(line)
}
