import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query'
import { meQueryKey } from './session'

/**
 * What a route's loader hands the query cache (decision 033): answers it already has, under the client's
 * own query keys, in TanStack Query's dehydrated form. The root route puts every matched route's seed into
 * the cache before the page renders (on the server and when the browser hydrates), so the screens' usual
 * queries find them and ask for nothing again.
 */
export type QuerySeed = { seed: DehydratedState }

/** `updatedAt` 0: a guess the cache takes only where it knows nothing, and refreshes at once. */
export function querySeed(pairs: Array<[key: readonly unknown[], data: unknown]>, updatedAt = Date.now()): QuerySeed {
  const client = new QueryClient()
  for (const [key, data] of pairs) client.setQueryData(key, data, { updatedAt })
  return { seed: dehydrate(client) }
}

/**
 * The public pages everyone gets alike (prerendered at build time) are drawn signed out, header links
 * included; the browser starts in that state only when it knows nothing better, and asks anew at once.
 */
export const signedOutGuess = (): QuerySeed => querySeed([[meQueryKey, 'signed-out']], 0)

export const seedOf = (data: unknown): DehydratedState | undefined =>
  data && typeof data === 'object' && 'seed' in data ? (data as QuerySeed).seed : undefined
