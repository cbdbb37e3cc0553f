import * as v from 'valibot'
import { BlogStoreError } from './store-contract'

/** Rows are checked on the way in; a malformed row is a store failure, not a page crash. */
export function parseRows<S extends v.GenericSchema>(schema: S, rows: unknown[]): v.InferOutput<S>[] {
  const result = v.safeParse(v.array(schema), rows)
  if (!result.success) throw new BlogStoreError(`Unexpected blog row: ${v.summarize(result.issues).slice(0, 300)}`)
  return result.output
}

/** Bounds one store call in time (SPEC's data layer retries belong to the browser, not here). */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BlogStoreError(`${what} timed out after ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, timeout])
  } catch (error) {
    throw error instanceof BlogStoreError ? error : new BlogStoreError(`${what} failed: ${String(error)}`)
  } finally {
    clearTimeout(timer)
  }
}
