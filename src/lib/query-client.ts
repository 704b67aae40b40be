import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { noticeAccountState, retryUnlessAccountState } from './session'

/** The app's query cache: one per browser tab, one per server render. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryUnlessAccountState } },
    // A suspension (or the end of a session, or maintenance) noticed by any request reaches the whole app.
    queryCache: new QueryCache({ onError: (err) => noticeAccountState(queryClient, err) }),
    mutationCache: new MutationCache({ onError: (err) => noticeAccountState(queryClient, err) }),
  })
  return queryClient
}
