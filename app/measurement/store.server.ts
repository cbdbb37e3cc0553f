import type { PGlite } from '@electric-sql/pglite'
import * as v from 'valibot'
import { type Database, getDatabase } from '../data/database.server'
import type { SupabaseClients } from '../data/supabase.server'
import { type Period, type Report, ReportSchema } from './report'
import type { EventRow } from './rows'

/**
 * Where the measurement lives: the shared database (app/data/), always as the server's own role
 * (service_role: the secret key on Supabase, `set local role` on the embedded store). The three
 * SQL functions of the migration do the work, so both stores give the same answer.
 */
export interface MeasurementStore {
  /** Records one batch; answers how many rows were written. */
  record(rows: EventRow[]): Promise<number>
  /** The panel's report for the last `days` days. */
  report(days: Period): Promise<Report>
  /** Daily totals of finished days, then the raw events past 90 days pruned; answers how many. */
  maintain(): Promise<number>
}

export class MeasurementStoreError extends Error {
  override name = 'MeasurementStoreError'
}

export function parseReport(json: unknown): Report {
  const result = v.safeParse(ReportSchema, typeof json === 'string' ? JSON.parse(json) : json)
  if (!result.success) throw new MeasurementStoreError(`Unexpected report: ${v.summarize(result.issues).slice(0, 300)}`)
  return result.output
}

export function embeddedMeasurementStore(db: PGlite): MeasurementStore {
  const asServer = async <T>(sql: string, params: unknown[]): Promise<T | undefined> =>
    db.transaction(async (tx) => {
      await tx.exec('set local role service_role')
      return (await tx.query<{ result: T }>(sql, params)).rows[0]?.result
    })
  return {
    record: async (rows) =>
      (await asServer<number>('select public.record_measurement_events($1::jsonb) as result', [
        JSON.stringify(rows),
      ])) ?? 0,
    report: async (days) => parseReport(await asServer('select public.measurement_report($1) as result', [days])),
    maintain: async () => (await asServer<number>('select public.maintain_measurement() as result', [])) ?? 0,
  }
}

export function supabaseMeasurementStore({ server }: Pick<SupabaseClients, 'server'>): MeasurementStore {
  const call = async (name: string, args: Record<string, unknown>): Promise<unknown> => {
    const { data, error } = await server.rpc(name, args)
    if (error) throw new MeasurementStoreError(`${name}: ${error.code ?? ''} ${error.message}`.trim())
    return data
  }
  return {
    record: async (rows) => Number(await call('record_measurement_events', { events: rows })),
    report: async (days) => parseReport(await call('measurement_report', { days })),
    maintain: async () => Number(await call('maintain_measurement', {})),
  }
}

export function measurementStoreOn(database: Database): MeasurementStore {
  return database.kind === 'embedded' ? embeddedMeasurementStore(database.db) : supabaseMeasurementStore(database)
}

/** The store on the site's database, opened on first use. */
export const getMeasurementStore = async () => measurementStoreOn(await getDatabase())
