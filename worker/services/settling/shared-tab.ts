import { and, eq } from 'drizzle-orm'
import { billForParty, computeBill } from '../../../src/domain/bill'
import { billInputOf, placeholderKey, userKey } from '../../../src/domain/person-key'
import type { EventSnapshot } from '../../../src/domain/schemas/event-snapshot'
import type { SharedGuestBill, SharedTabLine } from '../../../src/domain/schemas/guest-share'
import * as GUESTS_SERVER from '../../../src/messages/guests-server'
import * as PARTICIPANTS from '../../../src/messages/participants'
import type { Db } from '../../db/client'
import { events, guestTabLinks, placeholderShares, placeholders, profiles, user } from '../../db/schema'
import { ApiError, notFound } from '../../lib/http-error'
import { readSnapshot } from '../events/snapshot'
import { displayName } from './settlement-rows'
import { load, toPage } from './settlements'
import { isTokenShaped, tokenHash } from './share-tokens'

// The read-only page behind a link to one person's tab, for someone without an account: a host's guest
// share (a placeholder guest, decision 018) or a guest account's own tab link (decision 055). One token
// space, one page, one reader: the token's hash is looked up in both tables. The bill comes from
// the one computeBill over the same billInputOf mapping the event page uses, so it matches to the cent.
// Nothing here writes but the 'viewed' mark.

/** The lines and bill of party `key`, with the event's name and date and the host's name. */
function billPart(snapshot: EventSnapshot, key: string, guestName: string) {
  const bill = billForParty(computeBill(billInputOf(snapshot.event, snapshot.items)), key)
  const host = snapshot.participants.find((p) => p.isHost)
  return {
    event: { title: snapshot.event.title, createdAt: snapshot.event.createdAt, status: snapshot.event.status },
    hostName: displayName(host ?? null),
    guestName,
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
    currency: snapshot.event.currency,
  }
}

type ShareHit = { share: typeof placeholderShares.$inferSelect; guest: typeof placeholders.$inferSelect }
type LinkHit = { link: typeof guestTabLinks.$inferSelect; isGuest: boolean }

/** A placeholder guest has no tab of their own: the host collects the whole bill from them. */
async function placeholderTab(db: Db, { share, guest }: ShareHit): Promise<SharedGuestBill> {
  if (share.revokedAt) throw new ApiError(410, 'link_revoked', PARTICIPANTS.linkTurnedOff)
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
  const part = billPart(await readSnapshot(db, guest.eventId, event.hostId), placeholderKey(guest.id), guest.name)
  if (share.status === 'pending')
    await db
      .update(placeholderShares)
      .set({ status: 'viewed', viewedAt: new Date() })
      .where(and(eq(placeholderShares.id, share.id), eq(placeholderShares.status, 'pending')))
  const { venmo, cashApp, paypal, paymentNote } = event
  const tabs: SharedTabLine[] =
    part.totalCents > 0
      ? [
          {
            name: part.hostName,
            pays: true,
            leftCents: part.totalCents,
            payableCents: part.totalCents,
            payTo: { venmo, cashApp, paypal, paymentNote },
          },
        ]
      : []
  return { ...part, owes: 'host', tabs, paidCents: 0, reportedCents: 0 }
}

/** A guest account's tab: its lines and bill as the guest sees them, the tabs the host sent it, what it paid. */
async function guestAccountTab(db: Db, { link, isGuest }: LinkHit): Promise<SharedGuestBill> {
  // An account that is no longer a guest signs in anywhere: its old link is off (decision 055).
  if (link.revokedAt || !isGuest) throw new ApiError(410, 'link_revoked', GUESTS_SERVER.tabLinkTurnedOff)
  // Read as the guest itself (the link exists only while it is a member): it sees what its event page shows.
  const loaded = await load(db, link.eventId, link.userId)
  const me = loaded.snapshot.participants.find((p) => p.userId === link.userId)
  const part = billPart(loaded.snapshot, userKey(link.userId), displayName(me ?? null))
  const tabs = toPage(loaded).settlements.map((s): SharedTabLine => {
    const mineIsDebt = s.debtor.id === link.userId
    const other = mineIsDebt ? s.creditor : s.debtor
    // Outstanding is from the debtor's side; below 0 the creditor owes money back.
    const pays = mineIsDebt ? s.outstandingCents >= 0 : s.outstandingCents < 0
    const left = Math.abs(s.outstandingCents)
    // Reported payments count from whoever pays now (as on the event page's tab card).
    const reported = s.outstandingCents < 0 ? -s.reportedCents : s.reportedCents
    return {
      name: displayName(other),
      pays,
      leftCents: left,
      payableCents: Math.max(0, left - Math.max(0, reported)),
      payTo: s.payTo,
    }
  })
  const mine = loaded.paid.filter((p) => p.p.fromId === link.userId)
  const sum = (status: 'confirmed' | 'pending') =>
    mine.filter((p) => p.p.status === status).reduce((s, p) => s + p.p.amountCents, 0)
  if (!link.viewedAt)
    await db
      .update(guestTabLinks)
      .set({ viewedAt: new Date() })
      .where(and(eq(guestTabLinks.id, link.id), eq(guestTabLinks.tokenHash, link.tokenHash)))
  return { ...part, owes: 'tabs', tabs, paidCents: sum('confirmed'), reportedCents: sum('pending') }
}

/** The tab behind a link token: 404 for a token we never issued, 410 once it is turned off. */
export async function readSharedTab(db: Db, token: string): Promise<SharedGuestBill> {
  // A token shape we never issue is unknown without a lookup.
  if (!isTokenShaped(token)) throw notFound(PARTICIPANTS.linkNotValid)
  const hash = await tokenHash(token)
  // Not one batch: D1 answers batched rows keyed by column name, and these joins share names (id, event_id).
  const [share] = await db
    .select({ share: placeholderShares, guest: placeholders })
    .from(placeholderShares)
    .innerJoin(placeholders, eq(placeholders.id, placeholderShares.placeholderId))
    .where(eq(placeholderShares.tokenHash, hash))
  if (share) return placeholderTab(db, share)
  const [link] = await db
    .select({ link: guestTabLinks, isGuest: user.isAnonymous })
    .from(guestTabLinks)
    .innerJoin(user, eq(user.id, guestTabLinks.userId))
    .where(eq(guestTabLinks.tokenHash, hash))
  if (link) return guestAccountTab(db, link)
  throw notFound(PARTICIPANTS.linkNotValid)
}
