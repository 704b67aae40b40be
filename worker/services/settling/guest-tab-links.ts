import { and, eq, isNull } from 'drizzle-orm'
import type { TabLinkDto } from '../../../src/domain/schemas/guest-share'
import * as GUESTS_SERVER from '../../../src/messages/guests-server'
import type { Db } from '../../db/client'
import { guestTabLinks } from '../../db/schema'
import { notFound } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { derivedToken, shareLinkUrl, tokenHash } from './share-tokens'

// A guest account's own link to its tab in one event (decision 055): the guest lives on one device, and
// this is how it opens its tab on another. Only the guest itself makes, reads or turns off its link (the
// route checks it is a guest member). One live link per guest and event; its token is derived from the
// row's id with the worker's secret, so "Copy my tab link" gives the same link again until it is turned
// off, while the table keeps only the token's hash. The page it opens is shared-tab.ts's.

type Link = typeof guestTabLinks.$inferSelect

const live = (eventId: string, userId: string) =>
  and(eq(guestTabLinks.eventId, eventId), eq(guestTabLinks.userId, userId), isNull(guestTabLinks.revokedAt))

/** The live link's address, or null when there is none (or the secret changed since: it cannot be given again). */
async function addressOf(secret: string, row: Link | undefined, origin: string): Promise<TabLinkDto | null> {
  if (!row) return null
  const token = await derivedToken(secret, row.id)
  if ((await tokenHash(token)) !== row.tokenHash) return null
  return {
    url: shareLinkUrl(origin, token),
    createdAt: row.createdAt.toISOString(),
    viewedAt: row.viewedAt?.toISOString() ?? null,
  }
}

const liveRow = async (db: Db, eventId: string, userId: string) =>
  (await db.select().from(guestTabLinks).where(live(eventId, userId)))[0]

/** The guest's live link in this event, if any. */
export async function readTabLink(db: Db, secret: string, eventId: string, userId: string, origin: string) {
  return addressOf(secret, await liveRow(db, eventId, userId), origin)
}

/** The guest's live link, made when there is none: `created` says which. */
export async function makeTabLink(db: Db, secret: string, eventId: string, userId: string, origin: string) {
  const existing = await addressOf(secret, await liveRow(db, eventId, userId), origin)
  if (existing) return { link: existing, created: false }
  const id = newId()
  const now = new Date()
  const row: Link = {
    id,
    eventId,
    userId,
    tokenHash: await tokenHash(await derivedToken(secret, id)),
    createdAt: now,
    viewedAt: null,
    revokedAt: null,
  }
  try {
    // A live row we could not give again (the secret changed) is turned off; the partial unique index
    // keeps one live link when two copies race, and the loser gives the winner's.
    await db.batch([
      db.update(guestTabLinks).set({ revokedAt: now }).where(live(eventId, userId)),
      db.insert(guestTabLinks).values(row),
    ])
  } catch (err) {
    const winner = await addressOf(secret, await liveRow(db, eventId, userId), origin)
    if (winner) return { link: winner, created: false }
    throw err
  }
  return { link: (await addressOf(secret, row, origin)) as TabLinkDto, created: true }
}

/** Turns the guest's live link off: its page then answers 410. */
export async function revokeTabLink(db: Db, eventId: string, userId: string) {
  const turnedOff = await db
    .update(guestTabLinks)
    .set({ revokedAt: new Date() })
    .where(live(eventId, userId))
    .returning({ id: guestTabLinks.id })
  if (turnedOff.length === 0) throw notFound(GUESTS_SERVER.noTabLink)
}
