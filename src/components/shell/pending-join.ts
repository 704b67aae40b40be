// Where a signed-in person goes next. A join code saved while signed out (spec section 4,
// key pending_join_code) wins once, then a same-origin ?redirect=, then the dashboard.
export const PENDING_JOIN_KEY = 'pending_join_code'

/** A redirect target that cannot leave this site: a path starting with one '/'. */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null
  try {
    const url = new URL(raw, window.location.origin)
    if (url.origin !== window.location.origin || url.pathname.startsWith('/auth')) return null
    return url.pathname + url.search + url.hash
  } catch {
    return null
  }
}

/** Reads and forgets the pending join code, so it is used exactly once. */
export function takePendingJoin(): string | null {
  try {
    const code = localStorage.getItem(PENDING_JOIN_KEY)?.trim()
    localStorage.removeItem(PENDING_JOIN_KEY)
    return code || null
  } catch {
    return null
  }
}

export function destinationAfterSignIn(redirect: string | null | undefined): string {
  const code = takePendingJoin()
  if (code) return `/join/${encodeURIComponent(code)}`
  return safeRedirect(redirect) ?? '/dashboard'
}
