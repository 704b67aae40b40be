import { eq } from 'drizzle-orm'
import type { KeepTabsLinkInput } from '../../../src/domain/schemas/guest'
import * as GUESTS_SERVER from '../../../src/messages/guests-server'
import type { Auth } from '../../auth'
import type { Db } from '../../db/client'
import { verification } from '../../db/schema'
import { badRequest } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { createMailer } from '../../mail/mailer'
import { signInLinkMessage } from '../../mail/templates'
import { rules, takeAllowance } from '../account/rate-limits'
import { isGuestEmail } from './guest-identity'
import { mergeGuestAccount } from './merge-guest-account'
import { accountExists, usernameProblem } from './profiles'

// Keep my tabs with a sign-in link (decision 054). A guest asks for a link to an e-mail; better-auth's
// magic-link plugin makes the token and signs in whoever opens it, on any device. Which guest asked is
// kept on the server, in better-auth's verification table keyed by the token's hash, so the opener brings
// nothing but the token. Opening it signs in to the e-mail's account (made if none) and merges the guest
// into it with the same one-batch merge as a password sign-in (merge-guest-account.ts).

/** How long a link works (better-auth's `expiresIn` for the plugin, and the binding's own expiry). */
export const SIGN_IN_LINK_SECONDS = 15 * 60

/** The page a mailed link opens: it calls GET /api/auth/magic-link/verify with the token. */
export const SIGN_IN_LINK_PATH = '/sign-in-link'

/** SHA-256, base64url without padding: what the plugin stores instead of the token (storeToken: 'hashed'). */
async function tokenHash(token: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
  return btoa(String.fromCharCode(...digest))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

const bindingKey = async (token: string) => `guest-sign-in-link:${await tokenHash(token)}`

/** A username for an account the link makes: from the e-mail's local part, with a suffix when taken. */
async function usernameFor(db: Db, email: string) {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.]/g, '').slice(0, 20)
  const plain = base.length >= 3 ? base : `user${base}`
  if (!(await usernameProblem(db, plain))) return plain
  const suffix = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => (b % 10).toString()).join('')
  return `${plain}_${suffix}`
}

/**
 * Sends guest `guestId` a sign-in link to `input.email` through the plugin (its own route is closed from
 * outside, auth.ts), within the limits. The caller has checked it is a guest.
 */
export async function askForSignInLink(
  db: Db,
  env: Env,
  auth: Auth,
  guestId: string,
  input: KeepTabsLinkInput,
  request: Request,
) {
  const refused = GUESTS_SERVER.guestEmailRefused
  if (isGuestEmail(input.email)) throw badRequest(refused, { email: refused })
  // The address passed better-auth's own e-mail rule in the schema (src/domain/schemas/guest.ts).
  const ip = request.headers.get('cf-connecting-ip') ?? undefined
  await takeAllowance(db, env, GUESTS_SERVER.tooManyLinks, rules.signInLink(guestId, ip, input.email))
  // Only used when the link makes the account; an existing account keeps its username.
  const name = (await accountExists(db, input.email)) ? undefined : await usernameFor(db, input.email)
  await auth.api.signInMagicLink({
    body: { email: input.email, name, metadata: { guestId } },
    headers: request.headers,
  })
}

/** The plugin's sendMagicLink: binds the token to the guest that asked, then mails the link. */
export async function mailSignInLink(
  env: Env,
  db: Db,
  origin: string,
  link: { email: string; token: string; metadata?: Record<string, unknown> },
) {
  const guestId = link.metadata?.guestId
  // Every link comes from POST /api/me/keep-tabs/link, which names the guest: a link for nobody is a bug.
  if (typeof guestId !== 'string') throw new Error('sign-in link without a guest')
  const now = new Date()
  await db.insert(verification).values({
    id: newId(),
    identifier: await bindingKey(link.token),
    value: guestId,
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_SECONDS * 1000),
    createdAt: now,
    updatedAt: now,
  })
  const url = `${origin}${SIGN_IN_LINK_PATH}?token=${encodeURIComponent(link.token)}`
  await createMailer(env, db).send(signInLinkMessage(link.email, url))
}

/**
 * After the plugin signed `userId` in with `token`: the guest bound to the token is merged into that
 * account. The binding is taken once (delete ... returning); the merge changes nothing when the guest is
 * no guest any more (upgraded, merged, deleted) or is the account itself. `openerId`: the account whose
 * session the opening browser already had; when that is the guest itself, the anonymous plugin merges it
 * (auth.ts), since deleting the guest under its own session first would make better-auth clear the cookies.
 */
export async function mergeLinkedGuest(db: Db, token: string, userId: string, openerId?: string) {
  const [binding] = await db
    .delete(verification)
    .where(eq(verification.identifier, await bindingKey(token)))
    .returning({ guestId: verification.value, expiresAt: verification.expiresAt })
  if (!binding || binding.expiresAt.getTime() < Date.now() || binding.guestId === openerId) return
  await mergeGuestAccount(db, binding.guestId, userId)
}
