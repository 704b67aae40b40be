import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'

// better-auth signs its session cookie like Hono's signed cookies: `value.base64(HMAC-SHA256(value))`.
// Hono's getSignedCookie imports the secret as a CryptoKey on every call; this verifies the same format
// with a key imported once per isolate (decision 023), on the path every signed-in request takes.

const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const
let cached: { secret: string; key: Promise<CryptoKey> } | null = null

function hmacKey(secret: string): Promise<CryptoKey> {
  if (cached?.secret === secret) return cached.key
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), HMAC, false, ['verify'])
  const entry = { secret, key }
  cached = entry
  // A failed import is not kept: the next request tries again.
  key.catch(() => {
    if (cached === entry) cached = null
  })
  return key
}

/** The value of cookie `name` when its signature is valid for `secret`; null when missing or forged. */
export async function verifiedCookie(c: Context, secret: string, name: string): Promise<string | null> {
  const cookie = getCookie(c, name)
  if (!cookie) return null
  const dot = cookie.lastIndexOf('.')
  if (dot < 0) return null
  const value = cookie.slice(0, dot)
  const signature = cookie.slice(dot + 1)
  // A base64 HMAC-SHA256 is 44 characters ending in '=' (the same check as Hono's).
  if (signature.length !== 44 || !signature.endsWith('=')) return null
  let bytes: Uint8Array
  try {
    bytes = Uint8Array.from(atob(signature), (ch) => ch.charCodeAt(0))
  } catch {
    return null
  }
  const ok = await crypto.subtle.verify(HMAC, await hmacKey(secret), bytes, new TextEncoder().encode(value))
  return ok ? value : null
}
