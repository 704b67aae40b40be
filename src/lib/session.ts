import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MeDto } from '@/domain/schemas/profile'
import { ApiRequestError } from './api'
import { client, unwrap } from './client'
import { siteStatusKey } from './site-status'

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'suspended' }
  | { status: 'signed-in'; me: MeDto }

export const meQueryKey = ['me'] as const

/**
 * Once this tab has learnt the account is suspended, the notice stays until the person presses 'Return to
 * Home': the notice signs the browser out, and a later session read (a live socket reconnecting, a refocus)
 * answering 'signed out' must not swap the notice for the sign-in page before it has been read.
 */
let suspensionShown = false
export const acknowledgeSuspension = () => {
  suspensionShown = false
}

async function loadMe(): Promise<MeDto | 'signed-out' | 'suspended'> {
  try {
    const answer = await unwrap(client.api.session.$get())
    if (!answer.signedIn) return suspensionShown ? 'suspended' : 'signed-out'
    return { user: answer.user, profile: answer.profile }
  } catch (err) {
    if (err instanceof ApiRequestError && err.code === 'account_suspended') {
      suspensionShown = true
      return 'suspended'
    }
    if (err instanceof ApiRequestError && err.status === 401) return suspensionShown ? 'suspended' : 'signed-out'
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

/** Signs out; `leave` runs once the server has ended the session and before the app forgets it, so a
 * signed-in page can be left first (forgotten while still on it, its shell would send the visitor to sign in). */
export function useSignOut() {
  const qc = useQueryClient()
  return async (leave?: () => Promise<void> | void) => {
    // better-auth's client is loaded when someone signs out, not on every public page (decision 023).
    const { authClient } = await import('./auth-client')
    const { error } = await authClient.signOut()
    if (error) throw new Error('Failed to sign out')
    await leave?.()
    qc.clear()
    qc.setQueryData(meQueryKey, 'signed-out')
  }
}

/**
 * Every query's and mutation's error passes here (src/lib/query-client.ts): an answer that says the account was
 * suspended turns the whole app to the 'Account Suspended' screen at once, whichever request met it;
 * one that says maintenance began shows the banner without waiting for its next check.
 */
const ACCOUNT_STATES = new Set(['account_suspended', 'session_expired', 'maintenance'])

/** Queries retry as usual (3 times), except on an answer about the account or the site: asking again
 * changes nothing, and the app should show it at once. */
export const retryUnlessAccountState = (failures: number, err: unknown) =>
  !(err instanceof ApiRequestError && ACCOUNT_STATES.has(err.code)) && failures < 3

export function noticeAccountState(qc: QueryClient, err: unknown) {
  if (!(err instanceof ApiRequestError)) return
  if (err.code === 'account_suspended') {
    suspensionShown = true
    qc.setQueryData(meQueryKey, 'suspended')
  } else if (err.code === 'session_expired' && !suspensionShown) qc.setQueryData(meQueryKey, 'signed-out')
  else if (err.code === 'maintenance') qc.invalidateQueries({ queryKey: siteStatusKey })
}
