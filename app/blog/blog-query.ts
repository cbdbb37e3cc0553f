import { QueryClient } from '@tanstack/query-core'

/**
 * The browser's cache for blog reads, with SPEC §9.2's data-fetching defaults: 3 retries with
 * an exponential delay from 1 s capped at 30 s, and 5 minutes of cache retention. Loaded only
 * when a blog page is reached in the browser (the server reads once, without retries).
 */
export const blogQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 3,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      gcTime: 5 * 60 * 1000,
      staleTime: 60 * 1000,
    },
  },
})
