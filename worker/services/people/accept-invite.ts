import { isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { AcceptInviteInput } from '../../../src/domain/schemas/invite'
import * as INVITE from '../../../src/messages/invite-more'
import { createAuth } from '../../auth'
import type { Db } from '../../db/client'
import { user } from '../../db/schema'
import { ApiError } from '../../lib/http-error'
import { eventClosed } from '../events/open-event'
import { findLiveInvitation, joinPendingInvites } from './invites'

/**
 * Accept-invite (the /accept-invite page; docs/decisions/017): creates the account through better-auth's
 * own sign-up (same username, e-mail and password rules, same hasher, user and profile in one
 * transaction), marks its e-mail confirmed (the invitation mail proved it), joins the invited events
 * and signs the person in. Returns the session cookie headers to pass on.
 */
export async function acceptInvitation(
  env: Env,
  db: Db,
  origin: string,
  inviteId: string,
  input: Required<AcceptInviteInput>,
  requestHeaders: Headers,
) {
  const invite = await findLiveInvitation(db, inviteId)
  // An account for an event it cannot join would be a surprise; refuse before creating anything.
  if (invite.eventStatus !== 'open') throw eventClosed()
  const auth = createAuth(env, db, origin, { confirmedByInvite: invite.email })
  const credentials = { email: invite.email, password: input.password }
  try {
    await auth.api.signUpEmail({ body: { name: input.username, ...credentials }, headers: requestHeaders })
  } catch (err) {
    throw fromAuthError(err)
  }
  const [created] = await db
    .update(user)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(user.email, invite.email))
    .returning({ id: user.id })
  if (!created) throw new ApiError(422, 'create_failed', INVITE.createFailed)
  await joinPendingInvites(env, db, invite.email, created.id)
  try {
    const { headers } = await auth.api.signInEmail({ body: credentials, headers: requestHeaders, returnHeaders: true })
    return { eventId: invite.eventId, headers }
  } catch (err) {
    throw fromAuthError(err)
  }
}

/** better-auth's refusal (username taken, weak password, e-mail taken...) in our error shape. */
function fromAuthError(err: unknown) {
  if (!isAPIError(err)) return err
  const status = err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 422
  const message = err.body?.message || INVITE.createFailed
  const field =
    err.body?.code === 'USERNAME_TAKEN' || err.body?.code === 'INVALID_USERNAME'
      ? 'username'
      : err.body?.code === 'WEAK_PASSWORD'
        ? 'password'
        : undefined
  return new ApiError(
    status as 400,
    String(err.body?.code ?? 'create_failed'),
    message,
    field ? { [field]: message } : undefined,
  )
}
