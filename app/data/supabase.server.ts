import { createClient, type SupabaseClient } from '@supabase/supabase-js'

/** One attempt per call, bounded in time: a visitor never waits through retries. */
export const dataTimeoutMs = 4000

/**
 * The two Supabase clients the server uses: `reader`, with the publishable key, for what the
 * public may read (row-level security decides); `server`, with the secret key, for the server's
 * own work (counting a view, recording and reporting measurement). No session: the server never
 * signs in.
 */
export type SupabaseClients = { reader: SupabaseClient; server: SupabaseClient }

export function createSupabaseClients(url: string, publishableKey: string, secretKey: string): SupabaseClients {
  const options = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // One attempt per call on the server (postgrest-js would retry a 503 with backoff).
    db: { retry: false },
    global: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, { ...init, signal: AbortSignal.timeout(dataTimeoutMs) }),
    },
  } as const
  return { reader: createClient(url, publishableKey, options), server: createClient(url, secretKey, options) }
}
