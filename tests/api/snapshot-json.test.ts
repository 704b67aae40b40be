import { env } from 'cloudflare:test'
import { and, desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import { eventSnapshotSchema, eventSnapshotWireSchema } from '../../src/domain/schemas/event-snapshot'
import { snapshotFromWire } from '../../src/domain/snapshot-wire'
import { createDb } from '../../worker/db/client'
import {
  disputes,
  eventParticipants,
  events,
  itemShares,
  items,
  placeholders,
  profiles,
  user,
} from '../../worker/db/schema'
import { eventWithMembers, must, send } from './event-fixtures'

// The snapshot's JSON is written by SQLite in one statement (decision 028). This proves it is the very
// text the row-by-row read produced before (kept below as the reference, verbatim but for the batch):
// same fields, key order, types (booleans, ISO times), list order with ties, and string escaping; the
// GET's items lean (decision 030), a mutation's whole.

async function reference(eventId: string, viewerId: string): Promise<EventSnapshot> {
  const db = createDb(env.DB)
  const [eventRows, participantRows, placeholderRows, itemRows, shareRows, disputeRows] = await db.batch([
    db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        hostId: events.hostId,
        status: events.status,
        locationName: events.locationName,
        street: events.street,
        city: events.city,
        state: events.state,
        zip: events.zip,
        hasReceipt: sql<boolean>`${events.receiptKey} IS NOT NULL`.mapWith(Boolean).as('has_receipt'),
        subtotalCents: events.subtotalCents,
        taxCents: events.taxCents,
        tipCents: events.tipCents,
        totalCents: events.totalCents,
        taxMilliPct: events.taxMilliPct,
        tipMilliPct: events.tipMilliPct,
        taxMode: events.taxMode,
        tipMode: events.tipMode,
        taxAmountCents: events.taxAmountCents,
        tipAmountCents: events.tipAmountCents,
        joinCode: events.joinCode,
        version: events.version,
        createdAt: events.createdAt,
        claimsNeedApproval: events.claimsNeedApproval,
        currency: events.currency,
        guestsAllowed: events.guestsAllowed,
      })
      .from(events)
      .where(eq(events.id, eventId)),
    db
      .select({
        userId: profiles.id,
        username: profiles.username,
        handle: profiles.handle,
        firstName: profiles.firstName,
        joinedVia: eventParticipants.joinedVia,
        guest: user.isAnonymous,
      })
      .from(eventParticipants)
      .innerJoin(profiles, eq(profiles.id, eventParticipants.userId))
      .innerJoin(user, eq(user.id, eventParticipants.userId))
      .where(eq(eventParticipants.eventId, eventId))
      .orderBy(eventParticipants.joinedAt),
    db
      .select({ id: placeholders.id, name: placeholders.name })
      .from(placeholders)
      .where(eq(placeholders.eventId, eventId))
      .orderBy(placeholders.createdAt),
    db
      .select({
        id: items.id,
        name: items.name,
        priceCents: items.priceCents,
        status: items.status,
        addedBy: items.addedBy,
        ownerId: items.ownerId,
        placeholderOwnerId: items.placeholderOwnerId,
        requesterId: items.requesterId,
        fromReceipt: sql<boolean>`${items.receiptAnalysisId} IS NOT NULL`.mapWith(Boolean).as('from_receipt'),
        splitMode: items.splitMode,
        ownerWeight: items.ownerWeight,
      })
      .from(items)
      .where(eq(items.eventId, eventId))
      .orderBy(desc(items.createdAt), items.id),
    db
      .select({
        itemId: itemShares.itemId,
        targetUserId: itemShares.targetUserId,
        placeholderId: itemShares.placeholderId,
        shareMilliPct: itemShares.shareMilliPct,
        weight: itemShares.weight,
      })
      .from(itemShares)
      .where(eq(itemShares.eventId, eventId))
      .orderBy(itemShares.createdAt),
    db
      .select({
        id: disputes.id,
        itemId: disputes.itemId,
        requesterId: disputes.requesterId,
        ownerId: disputes.ownerId,
        reason: disputes.reason,
        actionType: disputes.actionType,
        createdAt: disputes.createdAt,
      })
      .from(disputes)
      .where(and(eq(disputes.eventId, eventId), eq(disputes.status, 'pending')))
      .orderBy(disputes.createdAt),
  ])
  const event = must(eventRows[0])
  const sharesByItem = new Map<string, EventSnapshot['items'][number]['shares']>()
  for (const { itemId, ...share } of shareRows) {
    const list = sharesByItem.get(itemId)
    if (list) list.push(share)
    else sharesByItem.set(itemId, [share])
  }
  const hostId = event.hostId
  return {
    viewerId,
    event: { ...event, createdAt: event.createdAt.toISOString() },
    participants: participantRows.map(({ guest, ...p }) => ({
      ...p,
      isHost: p.userId === hostId,
      joinedVia: p.userId === hostId ? ('host' as const) : p.joinedVia,
      isGuest: guest,
    })),
    placeholders: placeholderRows,
    items: itemRows.map((i) => ({ ...i, shares: sharesByItem.get(i.id) ?? [] })),
    pendingDisputes: disputeRows.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
  }
}

/** The GET's lean items (decision 030): a null owner, guest owner or requester, a false fromReceipt and
 * empty shares are left out; everything else in its place. */
function lean(snapshot: EventSnapshot) {
  return {
    ...snapshot,
    items: snapshot.items.map(
      ({ ownerId, placeholderOwnerId, requesterId, fromReceipt, splitMode, ownerWeight, shares, ...rest }) => ({
        ...rest,
        ...(ownerId === null ? {} : { ownerId }),
        ...(placeholderOwnerId === null ? {} : { placeholderOwnerId }),
        ...(requesterId === null ? {} : { requesterId }),
        ...(fromReceipt ? { fromReceipt } : {}),
        ...(splitMode === 'percent' ? {} : { splitMode }),
        ...(ownerWeight === null || ownerWeight === undefined ? {} : { ownerWeight }),
        ...(shares.length ? { shares } : {}),
      }),
    ),
  }
}

// Every character JSON must escape, and some it must not (slash, non-ASCII, astral, U+2028).
const TRICKY = 'Crème "brûlée" \\ / \n\t\r\b\f\u0001\u001f 😀 \u2028 </script>'

async function richEvent() {
  const { host, members, eventId } = await eventWithMembers(3)
  const [a, b, c] = members.map((m) => m.id) as [string, string, string]
  const run = (query: string, ...binds: unknown[]) => env.DB.prepare(query).bind(...binds)
  const t = 1_763_900_000_123 // one millisecond, shared on purpose: ties keep their order
  await env.DB.batch([
    run(
      `UPDATE events SET description = ?, receipt_key = 'r/1.jpg', city = 'Zürich', street = NULL,
        tax_milli_pct = 8875, created_at = 1763900000999 WHERE id = ?`,
      TRICKY,
      eventId,
    ),
    run(
      'UPDATE event_participants SET joined_at = ?, joined_via = ? WHERE event_id = ? AND user_id IN (?, ?)',
      t,
      'invite',
      eventId,
      a,
      b,
    ),
    run('UPDATE event_participants SET joined_via = ? WHERE event_id = ? AND user_id = ?', 'added', eventId, c),
    run('UPDATE profiles SET first_name = ? WHERE id = ?', TRICKY, a),
    run('UPDATE profiles SET first_name = NULL WHERE id = ?', b),
    ...['g3', 'g1', 'g2'].map((id, i) =>
      run(
        'INSERT INTO placeholder_participants (id, event_id, name, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
        `${eventId}-${id}`,
        eventId,
        `${id} ${TRICKY}`,
        host.id,
        i === 2 ? t + 5 : t,
      ),
    ),
    // Same time: ordered by id. One from a receipt, one owned by a guest, one in dispute.
    ...[
      ['i-b', 'owned', a, null, null, null],
      ['i-a', 'limbo', null, null, null, 'analysis-1'],
      ['i-c', 'assigned', null, 'g1', null, null],
      ['i-d', 'dispute', b, null, c, null],
    ].map(([id, status, owner, guest, requester, analysis], i) =>
      run(
        `INSERT INTO items (id, event_id, name, price_cents, status, added_by, owner_id, placeholder_owner_id,
          requester_id, receipt_analysis_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        `${eventId}-${id}`,
        eventId,
        `${id} ${TRICKY}`,
        1000 + i,
        status,
        i === 3 ? null : host.id,
        owner,
        guest && `${eventId}-${guest}`,
        requester,
        analysis,
        i === 3 ? t - 1 : t,
      ),
    ),
    // Shares of one item with equal times, inserted out of id order; one item with none.
    ...[
      ['s-3', 'i-b', b, null, 25_000],
      ['s-1', 'i-b', null, 'g2', 25_000],
      ['s-2', 'i-b', host.id, null, 50_000],
      ['s-4', 'i-c', c, null, 100_000],
    ].map(([id, item, user, guest, share]) =>
      run(
        `INSERT INTO item_shares (id, item_id, event_id, source_user_id, target_user_id, placeholder_id, share_milli_pct, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        `${eventId}-${id}`,
        `${eventId}-${item}`,
        eventId,
        host.id,
        user,
        guest && `${eventId}-${guest}`,
        share,
        t,
      ),
    ),
    ...[
      ['d-2', 'pending', 'i-d', t],
      ['d-1', 'approved', 'i-b', t],
      ['d-0', 'pending', 'i-b', t],
    ].map(([id, status, item, at]) =>
      run(
        `INSERT INTO disputes (id, item_id, event_id, requester_id, owner_id, reason, action_type, status, created_at)
          VALUES (?, ?, ?, ?, ?, ?, 'split_item', ?, ?)`,
        `${eventId}-${id}`,
        `${eventId}-${item}`,
        eventId,
        c,
        b,
        TRICKY,
        status,
        at,
      ),
    ),
  ])
  return { host, members, eventId }
}

describe('the event snapshot written by SQLite', () => {
  it('is the text the row-by-row read made, items lean, for each viewer; filled in, it is the whole snapshot', async () => {
    const { host, members, eventId } = await richEvent()
    for (const viewer of [host, ...members]) {
      const res = await viewer.c.fetch(`/api/events/${eventId}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/json')
      const text = await res.text()
      const whole = await reference(eventId, viewer.id)
      expect(text).toBe(JSON.stringify(lean(whole)))
      for (const left of ['"ownerId":null', '"placeholderOwnerId":null', '"requesterId":null', '"shares":[]'])
        expect(text).not.toContain(left)
      expect(text).not.toContain('"fromReceipt":false')
      eventSnapshotWireSchema.parse(JSON.parse(text))
      const filled = snapshotFromWire(JSON.parse(text))
      expect(JSON.stringify(filled)).toBe(JSON.stringify(whole))
      const snap = eventSnapshotSchema.parse(filled)
      expect(snap.event.hasReceipt).toBe(true)
      expect(snap.event.createdAt).toBe('2025-11-23T12:13:20.999Z')
      expect(snap.items.map((i) => i.fromReceipt)).toEqual([true, false, false, false])
      expect(snap.items.map((i) => i.shares.length)).toEqual([0, 3, 1, 0])
      expect(
        snap.items.map((i) => [i.ownerId !== null, i.placeholderOwnerId !== null, i.requesterId !== null]),
      ).toEqual([
        [false, false, false],
        [true, false, false],
        [false, true, false],
        [true, false, true],
      ])
      expect(snap.participants.filter((p) => p.isHost).map((p) => p.joinedVia)).toEqual(['host'])
    }
  })

  it('is whole after a write (the mutation reads it in its own batch), and lean without any rows but the event', async () => {
    const { host, eventId } = await richEvent()
    const res = await send(host.c, 'POST', `/api/events/${eventId}/placeholders`, { name: 'Zoë' })
    const added = await res.text()
    expect(res.status, added).toBe(201)
    expect(added).toBe(JSON.stringify(await reference(eventId, host.id)))
    const { host: alone, eventId: empty } = await eventWithMembers(0)
    const text = await (await alone.c.fetch(`/api/events/${empty}`)).text()
    expect(text).toBe(JSON.stringify(lean(await reference(empty, alone.id))))
    expect(JSON.parse(text)).toMatchObject({ placeholders: [], items: [], pendingDisputes: [] })
  })

  it('is a 404 for a missing event and for someone outside it', async () => {
    const { eventId } = await richEvent()
    const { host: stranger } = await eventWithMembers(0)
    for (const id of [eventId, 'no-such-event']) {
      const res = await stranger.c.fetch(`/api/events/${id}`)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Event not found' } })
    }
  })
})
