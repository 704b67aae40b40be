import { confirmEmailPath, sameSitePath } from '@/domain/next-path'

// Where a signed-in person goes next. A join code saved while signed out (localStorage key
// pending_join_code; it survives sign-up, confirmation and profile completion) wins once, then a
// same-origin ?redirect=, then the dashboard.
const PENDING_JOIN_KEY = 'pending_join_code'
// The ?redirect= of a sign-up, kept until the confirmation link (often opened in a new tab) signs them in.
const PENDING_REDIRECT_KEY = 'pending_redirect'

/** A redirect target that cannot leave this site: a path starting with one '/'. */
const safeRedirect = sameSitePath

/** Reads and forgets a stored value, so it is used exactly once. */
function take(key: string): string | null {
  try {
    const value = localStorage.getItem(key)?.trim()
    localStorage.removeItem(key)
    return value || null
  } catch {
    return null
  }
}

/** Reads and forgets the pending join code, so it is used exactly once. */
function takePendingJoin(): string | null {
  return take(PENDING_JOIN_KEY)
}

/** Remembers where a person signing up wanted to go (only a safe, same-site path), or forgets it. */
export function rememberRedirect(raw: string | null | undefined) {
  try {
    const target = safeRedirect(raw)
    if (target) localStorage.setItem(PENDING_REDIRECT_KEY, target)
    else localStorage.removeItem(PENDING_REDIRECT_KEY)
  } catch {
    // Without storage a new account simply lands on the dashboard.
  }
}

/** Reads a stored value without forgetting it. */
function peek(key: string): string | null {
  try {
    return localStorage.getItem(key)?.trim() || null
  } catch {
    return null
  }
}

/**
 * The confirmation mail's callback: where this sign-up is going (the pending join, else the page asked
 * for), carried in the link itself, so confirming in another browser (a mail app's) still gets there.
 */
export function confirmationCallback(redirect: string | null | undefined): string {
  const code = peek(PENDING_JOIN_KEY)
  return confirmEmailPath(
    code ? `/join/${encodeURIComponent(code)}` : (safeRedirect(redirect) ?? safeRedirect(peek(PENDING_REDIRECT_KEY))),
  )
}

export function destinationAfterSignIn(redirect: string | null | undefined): string {
  const code = takePendingJoin()
  const saved = take(PENDING_REDIRECT_KEY)
  if (code) return `/join/${encodeURIComponent(code)}`
  return safeRedirect(redirect) ?? safeRedirect(saved) ?? '/dashboard'
}
