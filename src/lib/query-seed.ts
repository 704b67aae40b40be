import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query'

/**
 * What a route's loader hands the query cache (decision 033): answers it already has, under the client's
 * own query keys, in TanStack Query's dehydrated form. The root route puts every matched route's seed into
 * the cache before the page renders (on the server and when the browser hydrates), so the screens' usual
 * queries find them and ask for nothing again.
 */
export type QuerySeed = { seed: DehydratedState }

export function querySeed(pairs: Array<[key: readonly unknown[], data: unknown]>, updatedAt = Date.now()): QuerySeed {
  const client = new QueryClient()
  for (const [key, data] of pairs) client.setQueryData(key, data, { updatedAt })
  return { seed: dehydrate(client) }
}

export const seedOf = (data: unknown): DehydratedState | undefined =>
  data && typeof data === 'object' && 'seed' in data ? (data as QuerySeed).seed : undefined
