// The measurement's tables and functions (supabase/migrations/…_measurement.sql) on both engines:
// the embedded PGlite and PostgreSQL 15 (the engine Supabase runs). The publishable key's roles
// can neither read nor write nor call them; the server's role records, reports and prunes.
import { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEmbeddedDatabase } from '../../app/data/embedded.server'
import { blogSqlFiles } from '../../app/data/sql-files.server'
import { toRow } from '../../app/measurement/rows'
import { embeddedMeasurementStore, parseReport, supabaseMeasurementStore } from '../../app/measurement/store.server'
import { startPostgres } from './postgres-server'
import { startPostgrestStandIn } from './postgrest-stand-in'

type Role = 'anon' | 'authenticated' | 'service_role' | 'postgres'
type Run = (role: Role, sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[]; error?: string }>

const now = new Date()
const sample = [
  toRow({ t: 'landing', page: '/', lang: 'es', device: 'phone', source: 'test', medium: 'cpc', gclid: true }, now),
  toRow({ t: 'landing', page: '/', lang: 'es', device: 'desktop', ref: 'www.google.com' }, now),
  toRow({ t: 'landing', page: '/reformas-cocinas', lang: 'de', device: 'desktop' }, now),
  toRow({ t: 'view', page: '/', lang: 'es' }, now),
  toRow({ t: 'quote', page: '/', lang: 'es', button: 'header', device: 'phone', source: 'test', medium: 'cpc' }, now),
  toRow({ t: 'quote-outcome', page: '/', lang: 'es', button: 'header', outcome: 'popup' }, now),
  toRow({ t: 'estimate', page: '/', lang: 'es', finish: 'premium' }, now),
  toRow({ t: 'link', page: '/', lang: 'es', kind: 'whatsapp' }, now),
  ...[1000, 2000, 3000, 4000].map((value) =>
    toRow({ t: 'vital', page: '/', lang: 'es', template: 'home', name: 'LCP', value }, now),
  ),
]

function measurementSuite(engine: string, setup: () => Promise<{ run: Run; close: () => Promise<void> }>) {
  describe(`the measurement's tables on ${engine}`, () => {
    let run: Run
    let close: () => Promise<void>
    beforeAll(async () => {
      ;({ run, close } = await setup())
    }, 60_000)
    afterAll(() => close())

    it('refuses the publishable key’s roles any read, write or call', async () => {
      for (const role of ['anon', 'authenticated'] as const) {
        for (const table of ['measurement_events', 'measurement_daily']) {
          expect((await run(role, `select * from public.${table}`)).error).toMatch(/permission denied/)
          expect((await run(role, `delete from public.${table}`)).error).toMatch(/permission denied/)
        }
        const insert = await run(
          role,
          `insert into public.measurement_events (kind, page, lang) values ('view', '/', 'es')`,
        )
        expect(insert.error).toMatch(/permission denied/)
        const record = await run(role, 'select public.record_measurement_events($1::jsonb)', [JSON.stringify(sample)])
        expect(record.error).toMatch(/permission denied for function record_measurement_events/)
        expect((await run(role, 'select public.measurement_report(30)')).error).toMatch(/permission denied/)
        expect((await run(role, 'select public.maintain_measurement()')).error).toMatch(/permission denied/)
      }
      const { rows } = await run('postgres', 'select count(*)::int as n from public.measurement_events')
      expect(rows[0]?.n).toBe(0)
    })

    it('lets the server record a batch and report it by page, language, campaign, device and button', async () => {
      const recorded = await run('service_role', 'select public.record_measurement_events($1::jsonb) as n', [
        JSON.stringify(sample),
      ])
      expect(recorded.rows[0]?.n).toBe(sample.length)
      const { rows } = await run('service_role', 'select public.measurement_report(7) as r')
      const report = parseReport(rows[0]?.r)
      expect(report.totals).toEqual({ landings: 3, views: 1, quotes: 1 })
      expect(report.byPage).toEqual([
        { key: '/', landings: 2, quotes: 1 },
        { key: '/reformas-cocinas', landings: 1, quotes: 0 },
      ])
      expect(report.byLang).toEqual([
        { key: 'es', landings: 2, quotes: 1 },
        { key: 'de', landings: 1, quotes: 0 },
      ])
      expect(report.byDevice).toContainEqual({ key: 'phone', landings: 1, quotes: 1 })
      expect(report.byCampaign).toContainEqual({
        source: 'test',
        medium: 'cpc',
        campaign: '',
        gclid: true,
        landings: 1,
        quotes: 0,
      })
      expect(report.byReferrer).toContainEqual({ key: 'www.google.com', landings: 1 })
      expect(report.byButton).toEqual([{ key: 'header', quotes: 1 }])
      expect(report.outcomes).toEqual([{ key: 'popup', count: 1 }])
      expect(report.estimates).toEqual([{ key: 'premium', count: 1 }])
      expect(report.links).toEqual([{ key: 'whatsapp', count: 1 }])
      // p75 of 1000, 2000, 3000, 4000 (linear interpolation, as web-vitals reports use).
      expect(report.vitals).toEqual([{ template: 'home', lang: 'es', name: 'LCP', p75: 3250, count: 4 }])
      expect(report.daily).toHaveLength(7)
      expect(report.daily.at(-1)).toEqual({ day: now.toISOString().slice(0, 10), landings: 3, quotes: 1 })
    })

    it('keeps no more than the minute an event was received', async () => {
      const { rows } = await run('postgres', 'select received_at from public.measurement_events')
      for (const row of rows) expect(new Date(row.received_at as string).getUTCSeconds()).toBe(0)
      const columns = await run(
        'postgres',
        "select column_name from information_schema.columns where table_name = 'measurement_events'",
      )
      const names = columns.rows.map((row) => row.column_name)
      for (const forbidden of ['ip', 'address', 'user_agent', 'referrer', 'session', 'visitor_id']) {
        expect(names).not.toContain(forbidden)
      }
    })

    it('refuses a malformed row and a period that is not 7, 30 or 90 days', async () => {
      const bad = await run('service_role', 'select public.record_measurement_events($1::jsonb)', [
        JSON.stringify([{ ...sample[0], page: 'https://evil.example/?q=1' }]),
      ])
      expect(bad.error).toMatch(/measurement_events_page/)
      expect((await run('service_role', 'select public.measurement_report(8)')).error).toMatch(/7, 30 or 90/)
    })

    it('rolls finished days into daily totals and prunes raw events past 90 days', async () => {
      const old = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
      const rows = [
        { ...toRow({ t: 'landing', page: '/', lang: 'fr', device: 'tablet' }, now), received_at: old(100) },
        { ...toRow({ t: 'landing', page: '/', lang: 'fr', device: 'tablet' }, now), received_at: old(100) },
        { ...toRow({ t: 'quote', page: '/', lang: 'fr', button: 'hero' }, now), received_at: old(2) },
      ]
      await run('service_role', 'select public.record_measurement_events($1::jsonb)', [JSON.stringify(rows)])
      const pruned = await run('service_role', 'select public.maintain_measurement() as n')
      expect(pruned.rows[0]?.n).toBe(2)
      // Twice: the same totals, nothing counted twice.
      await run('service_role', 'select public.maintain_measurement()')
      const daily = await run(
        'service_role',
        `select day::text, kind, events from public.measurement_daily where lang = 'fr' order by day`,
      )
      expect(daily.rows).toEqual([
        { day: old(100).slice(0, 10), kind: 'landing', events: 2 },
        { day: old(2).slice(0, 10), kind: 'quote', events: 1 },
      ])
      const left = await run(
        'service_role',
        `select count(*)::int as n from public.measurement_events where lang = 'fr'`,
      )
      expect(left.rows[0]?.n).toBe(1)
      // Today's events are not rolled up yet (the day is not over).
      const today = await run(
        'service_role',
        'select count(*)::int as n from public.measurement_daily where day = $1',
        [now.toISOString().slice(0, 10)],
      )
      expect(today.rows[0]?.n).toBe(0)
    })
  })
}

const migrate = async (exec: (sql: string) => Promise<unknown>) => {
  const { migrations, seed } = blogSqlFiles()
  for (const sql of migrations) await exec(sql)
  await exec(seed)
}

measurementSuite('PGlite (the embedded store)', async () => {
  const db = await PGlite.create('memory://')
  await migrate((sql) => db.exec(sql))
  const run: Run = async (role, sql, params = []) => {
    await db.exec(role === 'postgres' ? 'reset role' : `set role ${role}`)
    try {
      return { rows: (await db.query<Record<string, unknown>>(sql, params)).rows }
    } catch (error) {
      return { rows: [], error: String(error) }
    } finally {
      await db.exec('reset role')
    }
  }
  return { run, close: () => db.close() }
})

let server: Awaited<ReturnType<typeof startPostgres>>
let pool: pg.Pool
measurementSuite('PostgreSQL 15 (the engine Supabase runs)', async () => {
  server = await startPostgres()
  pool = server.pool(10)
  await migrate((sql) => pool.query(sql))
  const run: Run = async (role, sql, params = []) => {
    const client = await pool.connect()
    try {
      await client.query(role === 'postgres' ? 'reset role' : `set role ${role}`)
      return { rows: (await client.query(sql, params)).rows }
    } catch (error) {
      return { rows: [], error: String(error) }
    } finally {
      await client.query('reset role').catch(() => {})
      client.release()
    }
  }
  return {
    run,
    close: async () => {
      await pool.end()
      server.stop()
    },
  }
})

describe('the measurement store', () => {
  it('gives the same report through supabase-js (secret key) as on the embedded database', async () => {
    const db = await openEmbeddedDatabase('memory://')
    const secretKey = 'sb_secret_test_key_0123456789abcdef'
    const standIn = await startPostgrestStandIn(db, { secretKey })
    const { createSupabaseClients } = await import('../../app/data/supabase.server')
    const clients = createSupabaseClients(standIn.url, 'sb_publishable_test_key_0123456789', secretKey)
    const remote = supabaseMeasurementStore(clients)
    const local = embeddedMeasurementStore(db)
    expect(await remote.record(sample)).toBe(sample.length)
    expect(await remote.report(30)).toEqual(await local.report(30))
    expect((await remote.report(30)).totals.landings).toBe(3)
    // The publishable key alone cannot record (what anyone reading the page's key could try).
    const withPublicKey = supabaseMeasurementStore({ server: clients.reader })
    await expect(withPublicKey.record(sample)).rejects.toThrow(/42501.*permission denied/)
    expect((await local.report(30)).totals.landings).toBe(3)
    await standIn.close()
    await db.close()
  }, 30_000)

  it('adds the measurement to an embedded database made before it, keeping its posts and counts', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs')
    const { join } = await import('node:path')
    const { tmpdir } = await import('node:os')
    const dir = mkdtempSync(join(tmpdir(), 'hogara-old-'))
    // A data folder as the build before issue 24 made it: the first three migrations and the seed.
    const old = await PGlite.create(dir)
    const { migrations, seed } = blogSqlFiles()
    for (const sql of migrations.slice(0, 3)) await old.exec(sql)
    await old.exec(seed)
    await old.exec(`update public.blog_posts set views_count = 4242 where slug = 'cuanto-tarda-reforma-cocina'`)
    await old.close()
    const db = await openEmbeddedDatabase(dir)
    const views = await db.query<{ n: number }>(
      `select views_count as n from public.blog_posts where slug = 'cuanto-tarda-reforma-cocina'`,
    )
    expect(views.rows[0]?.n).toBe(4242)
    expect(await embeddedMeasurementStore(db).record(sample)).toBe(sample.length)
    await db.close()
    // A second start applies nothing again.
    const again = await openEmbeddedDatabase(dir)
    expect((await embeddedMeasurementStore(again).report(7)).totals.landings).toBe(3)
    await again.close()
    rmSync(dir, { recursive: true, force: true })
  }, 60_000)
})
