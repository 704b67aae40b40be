// The tokens of the links that open one person's tab without an account: a host's guest shares
// (placeholder guests, decision 018) and a guest account's own tab link (decision 055). A token is 256
// bits; only its SHA-256 is stored, so the tables alone open nothing.

const toHex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

/** The shape of every token we issue (43 base64url characters): anything else is unknown without a lookup. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)

/** SHA-256 of a link token, as stored. */
export async function tokenHash(token: string) {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
}

/** A fresh random token. */
export const newToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)))

/**
 * The token of link `id`, derived with the worker's secret (HMAC-SHA256): the same link can be given out
 * again while it is live, yet the stored row (its id and the token's hash) still opens nothing.
 */
export async function derivedToken(secret: string, id: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`tab-link:${id}`))))
}

/** The page behind every such link (src/routes/public/guest-share.tsx). */
export const shareLinkUrl = (origin: string, token: string) => `${origin}/guest-share/${token}`
