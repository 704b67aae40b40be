import { createAuthClient } from 'better-auth/react'
import * as AUTH from '@/messages/auth'

/**
 * The worker answers auth errors in the API's `{ error: { code, message } }` shape. better-auth's
 * client reads `code` and `message` from the top of the body, so hand it the inner object: every
 * caller keeps reading `error.code` / `error.message` (and `status`) as before.
 */
async function unwrapApiError({ response }: { response: Response }) {
  if (response.ok) return
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null
  if (!body?.error || typeof body.error !== 'object') return
  return new Response(JSON.stringify(body.error), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

// better-auth's client talks to /api/auth/* on our own origin (cookies are HttpOnly).
export const authClient = createAuthClient({ basePath: '/api/auth', fetchOptions: { onResponse: unwrapApiError } })

/** better-auth's error codes mapped to the app's own wording; anything else keeps the server's message. */
export function authErrorMessage(error: { code?: string; message?: string } | null | undefined, fallback: string) {
  if (!error) return fallback
  if (error.code === 'EMAIL_NOT_VERIFIED') return AUTH.emailNotConfirmed
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD') return AUTH.invalidEmailOrPassword
  if (error.code === 'PASSWORD_TOO_SHORT') return AUTH.passwordTooShort
  if (error.code === 'PASSWORD_TOO_LONG') return AUTH.passwordTooLong
  if (error.code === 'INVALID_TOKEN') return AUTH.linkInvalid
  if (error.code === 'TOKEN_EXPIRED') return AUTH.linkExpired
  if (error.message?.toLowerCase().includes('too many requests') || (error as { status?: number }).status === 429)
    return AUTH.tooManyAttemptsWait
  return error.message || fallback
}
