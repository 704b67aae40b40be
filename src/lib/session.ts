import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { MeDto } from '@/domain/schemas/profile'
import { ApiRequestError } from './api'
import { client, unwrap } from './client'

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'suspended' }
  | { status: 'signed-in'; me: MeDto }

export const meQueryKey = ['me'] as const

async function loadMe(): Promise<MeDto | 'signed-out' | 'suspended'> {
  try {
    const answer = await unwrap(client.api.session.$get())
    if (!answer.signedIn) return 'signed-out'
    return { user: answer.user, profile: answer.profile }
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) return 'signed-out'
    if (err instanceof ApiRequestError && err.code === 'account_suspended') return 'suspended'
    throw err
  }
}

/** The signed-in user, from one request; every screen shares the cached answer. */
export function useSession(): SessionState {
  const q = useQuery({ queryKey: meQueryKey, queryFn: loadMe, staleTime: 60_000, retry: 1 })
  if (q.isPending) return { status: 'loading' }
  if (q.isError || q.data === 'signed-out') return { status: 'signed-out' }
  if (q.data === 'suspended') return { status: 'suspended' }
  return { status: 'signed-in', me: q.data }
}

export function useSignOut() {
  const qc = useQueryClient()
  return async () => {
    // better-auth's client is loaded when someone signs out, not on every public page (decision 023).
    const { authClient } = await import('./auth-client')
    const { error } = await authClient.signOut()
    if (error) throw new Error('Failed to sign out')
    qc.clear()
    qc.setQueryData(meQueryKey, 'signed-out')
  }
}
