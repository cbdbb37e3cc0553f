// A flood of measurement beacons from one address (issue 24), for scripts/bench.ts: the home page
// measured alone, then again while 20 connections send beacons to POST /m as fast as they can
// (all from this machine: one address, so past its allowance they get 429). Printed side by side.
import type autocannon from 'autocannon'

/** One autocannon run as the benchmark reports it (scripts/bench.ts uses the same shape). */
export type Run = {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  total: number
  statuses: Record<string, number>
}

const batch = JSON.stringify({
  events: [
    { t: 'landing', page: '/', lang: 'es', device: 'phone', source: 'bench', ref: 'www.google.com' },
    { t: 'view', page: '/', lang: 'es' },
  ],
})
const beaconHeaders = {
  'content-type': 'text/plain;charset=UTF-8',
  'sec-fetch-site': 'same-origin',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142 Safari/537.36',
}

export async function beaconFlood(
  origin: string,
  load: (options: autocannon.Options) => Promise<Run>,
  seconds: number,
): Promise<boolean> {
  const alone = await load({ url: `${origin}/`, connections: 10, duration: seconds })
  const [beacons, during] = await Promise.all([
    load({
      url: `${origin}/m`,
      connections: 20,
      duration: seconds,
      method: 'POST',
      body: batch,
      headers: beaconHeaders,
    }),
    load({ url: `${origin}/`, connections: 10, duration: seconds }),
  ])
  const statuses = Object.entries(beacons.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
  const unexpected = Object.keys(beacons.statuses).filter((status) => !['204', '429'].includes(status))
  const beaconsOk = beacons.errors === 0 && unexpected.length === 0 && (beacons.statuses['429'] ?? 0) > 0
  const pageOk = during.p99 < 100 && during.errors === 0 && during.non2xx === 0
  console.log(
    `flood: ${beacons.total} beacons from one address in ${seconds} s (20 connections): ${statuses}; ${beacons.errors} errors ${beaconsOk ? 'ok' : 'MISSED'}`,
  )
  console.log('| home, 10 connections | req/s | p50 ms | p99 ms | errors | non-2xx | |')
  console.log('|---|---:|---:|---:|---:|---:|---|')
  console.log(
    `| without the beacon flood | ${Math.round(alone.rps)} | ${alone.p50} | ${alone.p99} | ${alone.errors} | ${alone.non2xx} | |`,
  )
  console.log(
    `| during the beacon flood | ${Math.round(during.rps)} | ${during.p50} | ${during.p99} | ${during.errors} | ${during.non2xx} | ${pageOk ? 'ok' : 'MISSED'} |`,
  )
  return beaconsOk && pageOk
}
