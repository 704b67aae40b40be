// Where a person goes on after signing in or confirming their e-mail (a join, an invitation), kept
// inside this site. The confirmation mail carries it (decision 049): mail apps open links in a browser
// of their own, where nothing the sign-up page remembered exists.

/** The page the confirmation link opens; `?next=` says where to go once confirmed. */
export const CONFIRM_EMAIL_PATH = '/confirm-email'
/** Longer than any path of ours needs: an invitation's address is about 60 characters. */
const MAX_NEXT_LENGTH = 300
const PLACEHOLDER = 'http://next.invalid'

/** A path on this site (one leading '/', never into /auth), normalised, or null for anything else. */
export function sameSitePath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_NEXT_LENGTH) return null
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null
  try {
    const url = new URL(raw, PLACEHOLDER)
    if (url.origin !== PLACEHOLDER || url.pathname.startsWith('/auth')) return null
    return url.pathname + url.search + url.hash
  } catch {
    return null
  }
}

/** The confirmation page's address: the mail's `token` (the worker adds it) and `next` when it is a path of this site. */
export function confirmEmailPath(next: string | null | undefined, token?: string): string {
  const query = new URLSearchParams()
  if (token !== undefined) query.set('token', token)
  const safe = sameSitePath(next)
  if (safe) query.set('next', safe)
  const search = query.toString()
  return search ? `${CONFIRM_EMAIL_PATH}?${search}` : CONFIRM_EMAIL_PATH
}

/** The `next` a confirmation callback (as confirmEmailPath made it) carries, if it is safe. */
export function nextOfCallback(callback: string | null | undefined): string | null {
  if (!callback) return null
  try {
    const url = new URL(callback, PLACEHOLDER)
    if (url.origin !== PLACEHOLDER || url.pathname !== CONFIRM_EMAIL_PATH) return null
    return sameSitePath(url.searchParams.get('next'))
  } catch {
    return null
  }
}
