import type { Unavailable } from './blog.functions'

/**
 * A blog read for a route loader. On the server: one attempt (the store has its own time limit).
 * In the browser: through TanStack Query, which retries an unavailable store before giving up.
 */
export async function blogRead<T extends { status: string }>(
  key: readonly unknown[],
  read: () => Promise<T>,
): Promise<T | Unavailable> {
  if (typeof window === 'undefined') return read()
  const { blogQueryClient } = await import('./blog-query')
  try {
    return await blogQueryClient.fetchQuery({
      queryKey: key,
      queryFn: async () => {
        const result = await read()
        if (result.status === 'unavailable') throw new Error('The blog is temporarily unavailable')
        return result
      },
    })
  } catch {
    return { status: 'unavailable' }
  }
}
