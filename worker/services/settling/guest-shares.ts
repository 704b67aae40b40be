import { and, desc, eq, isNull } from 'drizzle-orm'
import type { GuestShareDto } from '../../../src/domain/schemas/guest-share'
import * as PARTICIPANTS from '../../../src/messages/participants'
import type { Db } from '../../db/client'
import { placeholderShares, placeholders } from '../../db/schema'
import { ApiError, notFound } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import type { Mailer } from '../../mail/mailer'
import { guestShareMessage } from '../../mail/templates'
import type { EventRow } from '../events/event-context'
import { displayName } from './settlement-rows'
import { newToken, shareLinkUrl, tokenHash } from './share-tokens'

// Guest shares (the 'Placeholder items with sharing' dialog; docs/decisions/018). The host
// e-mails a link to one guest's items and bill (its token: share-tokens.ts; its page: shared-tab.ts). Sharing the same guest with the same e-mail again
// revokes the old link and mails a new one (one live share per guest and e-mail).

/**
 * A link the host copies to send themselves is stored without an address (''): one live copied link
 * per guest, like one per address. Only its hash is kept, so it cannot be shown again later; making a
 * new one turns the previous copied link off.
 */
const COPIED_LINK = ''

const toDto = (r: typeof placeholderShares.$inferSelect): GuestShareDto => ({
  id: r.id,
  placeholderId: r.placeholderId,
  email: r.sharedWithEmail,
  via: r.sharedWithEmail === COPIED_LINK ? 'link' : 'email',
  status: r.status,
  sharedAt: r.sharedAt.toISOString(),
  viewedAt: r.viewedAt?.toISOString() ?? null,
})

async function guestOf(db: Db, eventId: string, placeholderId: string) {
  const [guest] = await db
    .select()
    .from(placeholders)
    .where(and(eq(placeholders.id, placeholderId), eq(placeholders.eventId, eventId)))
  if (!guest) throw notFound(PARTICIPANTS.guestNotFound)
  return guest
}

/** Stores a new live share of this guest for `email` ('' for a copied link), replacing the live one. */
async function newShare(db: Db, eventId: string, placeholderId: string, email: string) {
  const guest = await guestOf(db, eventId, placeholderId)
  const token = newToken()
  const now = new Date()
  const row = {
    id: newId(),
    placeholderId: guest.id,
    sharedWithEmail: email,
    status: 'pending' as const,
    sharedAt: now,
    tokenHash: await tokenHash(token),
  }
  const live = and(
    eq(placeholderShares.placeholderId, guest.id),
    eq(placeholderShares.sharedWithEmail, email),
    isNull(placeholderShares.revokedAt),
  )
  await db.batch([
    db.update(placeholderShares).set({ revokedAt: now }).where(live),
    db.insert(placeholderShares).values(row),
  ])
  return { guest, token, row }
}

/** create_placeholder_share: replaces any live share of this guest with this e-mail, then mails the link. */
export async function createGuestShare(
  db: Db,
  mailer: Mailer,
  input: { event: EventRow; host: { firstName: string | null; username: string }; placeholderId: string },
  email: string,
  origin: string,
) {
  const { guest, token, row } = await newShare(db, input.event.id, input.placeholderId, email)
  const message = guestShareMessage(email, {
    hostName: displayName(input.host),
    guestName: guest.name,
    eventTitle: input.event.title,
    url: shareLinkUrl(origin, token),
  })
  try {
    await mailer.send(message)
  } catch (err) {
    // A link nobody received must not stay live; the host can simply try again.
    console.error('guest share mail failed', err instanceof Error ? err.message : String(err))
    await db.update(placeholderShares).set({ revokedAt: new Date() }).where(eq(placeholderShares.id, row.id))
    throw new ApiError(502, 'mail_failed', PARTICIPANTS.shareFailed)
  }
  return toDto({ ...row, viewedAt: null, revokedAt: null })
}

/** A link for the host to copy and send any way they like; the previous copied link of this guest stops working. */
export async function createGuestLink(db: Db, eventId: string, placeholderId: string, origin: string) {
  const { token, row } = await newShare(db, eventId, placeholderId, COPIED_LINK)
  return { share: toDto({ ...row, viewedAt: null, revokedAt: null }), url: shareLinkUrl(origin, token) }
}

/** The host's view: every live share of the event's guests, newest first. */
export async function listGuestShares(db: Db, eventId: string): Promise<GuestShareDto[]> {
  const rows = await db
    .select({ s: placeholderShares })
    .from(placeholderShares)
    .innerJoin(placeholders, eq(placeholders.id, placeholderShares.placeholderId))
    .where(and(eq(placeholders.eventId, eventId), isNull(placeholderShares.revokedAt)))
    .orderBy(desc(placeholderShares.sharedAt), placeholderShares.id)
  return rows.map((r) => toDto(r.s))
}

/** Turns a link off; its page then answers 410. */
export async function revokeGuestShare(db: Db, eventId: string, shareId: string) {
  const [share] = await db
    .select({ id: placeholderShares.id })
    .from(placeholderShares)
    .innerJoin(placeholders, eq(placeholders.id, placeholderShares.placeholderId))
    .where(
      and(eq(placeholderShares.id, shareId), eq(placeholders.eventId, eventId), isNull(placeholderShares.revokedAt)),
    )
  if (!share) throw notFound(PARTICIPANTS.shareNotFound)
  await db
    .update(placeholderShares)
    .set({ revokedAt: new Date() })
    .where(and(eq(placeholderShares.id, shareId), isNull(placeholderShares.revokedAt)))
}
