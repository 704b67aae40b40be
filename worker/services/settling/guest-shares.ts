import { and, desc, eq, isNull } from 'drizzle-orm'
import { billForParty, computeBill } from '../../../src/domain/bill'
import { billInputOf, placeholderKey } from '../../../src/domain/person-key'
import type { GuestShareDto, SharedGuestBill } from '../../../src/domain/schemas/guest-share'
import * as PARTICIPANTS from '../../../src/messages/participants'
import type { Db } from '../../db/client'
import { events, placeholderShares, placeholders, profiles } from '../../db/schema'
import { ApiError, notFound } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import type { Mailer } from '../../mail/mailer'
import { guestShareMessage } from '../../mail/templates'
import type { EventRow } from '../events/event-context'
import { readSnapshot } from '../events/snapshot'
import { displayName } from './settlement-rows'

// Guest shares (the 'Placeholder items with sharing' dialog; docs/decisions/018). The host
// e-mails a link to one guest's items and bill. The link's token is 256 random bits; only its SHA-256 is
// stored, so the table alone opens nothing. The link shows that guest's lines and bill, the event's
// name and date and the host's name, nothing else. Sharing the same guest with the same e-mail again
// revokes the old link and mails a new one (one live share per guest and e-mail).

const toHex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')

/** SHA-256 of a link token, as stored. */
export async function tokenHash(token: string) {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
}

function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

const shareLinkUrl = (origin: string, token: string) => `${origin}/guest-share/${token}`

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

/** The page behind a link: that guest's lines and bill by the one computeBill. Marks the share viewed. */
export async function readSharedBill(db: Db, token: string): Promise<SharedGuestBill> {
  // A token shape we never issue is unknown without a lookup.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound(PARTICIPANTS.linkNotValid)
  const [row] = await db
    .select({ share: placeholderShares, guest: placeholders })
    .from(placeholderShares)
    .innerJoin(placeholders, eq(placeholders.id, placeholderShares.placeholderId))
    .where(eq(placeholderShares.tokenHash, await tokenHash(token)))
  if (!row) throw notFound(PARTICIPANTS.linkNotValid)
  if (row.share.revokedAt) throw new ApiError(410, 'link_revoked', PARTICIPANTS.linkTurnedOff)
  const { guest, share } = row
  const [event] = await db
    .select({
      hostId: events.hostId,
      venmo: profiles.venmoHandle,
      cashApp: profiles.cashAppHandle,
      paypal: profiles.paypalHandle,
      paymentNote: profiles.paymentNote,
    })
    .from(events)
    .innerJoin(profiles, eq(profiles.id, events.hostId))
    .where(eq(events.id, guest.eventId))
  if (!event) throw notFound(PARTICIPANTS.linkNotValid)
  // The snapshot is read as the host, who is always a participant; only the fields below leave.
  const snapshot = await readSnapshot(db, guest.eventId, event.hostId)
  const bill = billForParty(computeBill(billInputOf(snapshot.event, snapshot.items)), placeholderKey(guest.id))
  if (share.status === 'pending')
    await db
      .update(placeholderShares)
      .set({ status: 'viewed', viewedAt: new Date() })
      .where(and(eq(placeholderShares.id, share.id), eq(placeholderShares.status, 'pending')))
  const host = snapshot.participants.find((p) => p.isHost)
  return {
    event: { title: snapshot.event.title, createdAt: snapshot.event.createdAt, status: snapshot.event.status },
    hostName: displayName(host ?? null),
    guestName: guest.name,
    taxMilliPct: snapshot.event.taxMilliPct,
    tipMilliPct: snapshot.event.tipMilliPct,
    lines: bill.lines.map((l) => ({
      name: l.name,
      priceCents: l.priceCents,
      shareMilliPct: l.shareMilliPct,
      amountCents: l.amountCents,
    })),
    subtotalCents: bill.subtotalCents,
    taxCents: bill.taxCents,
    tipCents: bill.tipCents,
    totalCents: bill.totalCents,
    // A guest has no tab of their own: the host collects from them, so the whole bill is what is left
    // to pay, through the handles the host put on their profile.
    payTo: { venmo: event.venmo, cashApp: event.cashApp, paypal: event.paypal, paymentNote: event.paymentNote },
    currency: snapshot.event.currency,
    outstandingCents: bill.totalCents,
  }
}
