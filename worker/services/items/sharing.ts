import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { amountChanges, itemAmounts } from '../../../src/domain/item-amounts'
import { itemRules, SETTLED } from '../../../src/domain/item-rules'
import { ownerKeyOf, placeholderKey, userKey } from '../../../src/domain/person-key'
import type { PersonRef } from '../../../src/domain/schemas/event'
import { splitEquallyMilliPct, validateSplit } from '../../../src/domain/split'
import * as ITEMS from '../../../src/messages/items-more'
import type { Db } from '../../db/client'
import { eventParticipants, itemShares, items, placeholders } from '../../db/schema'
import { chunks } from '../../lib/chunks'
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { type EventRow, requireOpen } from '../events/event-context'
import { commitAndSnapshot } from '../events/snapshot'
import { holdingOf, itemChangeNotes } from './item-change-notes'
import { clearSharesIf, itemWhere, sameOwnerAs, statusIn } from './item-writes'
import { assignWrites, type ItemCtx } from './items'
import { askerName, whileItem } from './pickup-notifications'

const keyOf = (p: PersonRef) => ('userId' in p ? userKey(p.userId) : placeholderKey(p.placeholderId))
const refOf = (key: string): PersonRef =>
  key.startsWith('u:') ? { userId: key.slice(2) } : { placeholderId: key.slice(2) }

/** Every referenced person must be a participant or guest of the event. */
async function assertPeople(db: Db, eventId: string, people: PersonRef[]) {
  const [users, guests] = await db.batch([
    db.select({ id: eventParticipants.userId }).from(eventParticipants).where(eq(eventParticipants.eventId, eventId)),
    db.select({ id: placeholders.id }).from(placeholders).where(eq(placeholders.eventId, eventId)),
  ])
  const known = new Set([...users.map((u) => userKey(u.id)), ...guests.map((g) => placeholderKey(g.id))])
  for (const p of people) if (!known.has(keyOf(p))) throw notFound(ITEMS.personNotInEvent)
}

/**
 * A share row whose item_id is looked up under the same guard as the rest of the change: if the item
 * left the expected state, the lookup is NULL, the NOT NULL constraint fails and the whole batch rolls back.
 */
function guardedShareInsert(
  db: Db,
  eventId: string,
  itemId: string,
  by: string,
  person: PersonRef,
  shareMilliPct: number,
  extra?: SQL,
) {
  return db.insert(itemShares).values({
    id: newId(),
    itemId: sql`(SELECT ${items.id} FROM ${items} WHERE ${itemWhere(eventId, itemId, extra)})`,
    eventId,
    sourceUserId: by,
    targetUserId: 'userId' in person ? person.userId : null,
    placeholderId: 'placeholderId' in person ? person.placeholderId : null,
    shareMilliPct,
    createdAt: new Date(),
  })
}

async function commitOrConflict(db: Db, eventId: string, viewerId: string, writes: BatchItem<'sqlite'>[]) {
  try {
    return await commitAndSnapshot(db, eventId, viewerId, writes)
  } catch (err) {
    if (String(err).includes('NOT NULL constraint failed: item_shares.item_id'))
      throw conflict(ITEMS.itemChanged, 'item_conflict')
    throw err
  }
}

/** Split Item: the listed people get their percentages; the owner keeps the unshared remainder. */
export async function splitItem(
  db: Db,
  c: ItemCtx,
  input: { ownerPercent: string | number; shares: Array<{ person: PersonRef; percent: string | number }> },
) {
  requireOpen(c.event)
  if (c.item.status === 'pending') throw conflict(ITEMS.pickupPending)
  if (!itemRules.canSplit({ ...c.item }, { viewerId: c.viewerId, hostId: c.event.hostId }))
    throw forbidden(ITEMS.splitNotAllowed)
  const ownerKey = ownerKeyOf(c.item)
  const result = validateSplit({
    ownerPercent: input.ownerPercent,
    shares: input.shares.map((s) => ({ personKey: keyOf(s.person), percent: s.percent })),
  })
  if (!result.ok) throw badRequest(result.message)
  // The owner's own row is the remainder, never a stored share; 0% rows mean nothing.
  const rows = result.shares.filter((s) => s.personKey !== ownerKey && s.shareMilliPct > 0)
  await assertPeople(
    db,
    c.event.id,
    rows.map((s) => refOf(s.personKey)),
  )
  const stillSettled = and(statusIn(SETTLED), sameOwnerAs(c.item))
  const guard = itemWhere(c.event.id, c.item.id, stillSettled)
  // Everyone whose part of the item this moves (put on it, taken off, share changed) is told.
  const changes = amountChanges(holdingOf(c.item, c.shares), { ...holdingOf(c.item, []), shares: rows })
  const actor = { id: c.viewerId, name: await askerName(db, c.viewerId) }
  const { snapshot, writeResults } = await commitOrConflict(db, c.event.id, c.viewerId, [
    db.update(items).set({ updatedAt: new Date() }).where(guard).returning({ id: items.id }),
    clearSharesIf(db, c.item.id, guard),
    ...rows.map((s) =>
      guardedShareInsert(db, c.event.id, c.item.id, c.viewerId, refOf(s.personKey), s.shareMilliPct, stillSettled),
    ),
    ...itemChangeNotes(db, 'split', c.event, c.item.name, actor, changes, whileItem(guard)),
  ])
  if ((writeResults[0] as unknown[]).length === 0) throw conflict(ITEMS.itemChanged, 'item_conflict')
  return snapshot
}

/** Quick assign: each item to the first assignee, shared equally with the others (host only). */
export async function quickAssign(
  db: Db,
  event: EventRow,
  viewerId: string,
  itemIds: string[],
  assignees: PersonRef[],
) {
  requireOpen(event)
  if (event.hostId !== viewerId) throw forbidden(ITEMS.assignHostOnly)
  const unique = [...new Map(assignees.map((a) => [keyOf(a), a])).values()]
  const ids = [...new Set(itemIds)]
  const lookups = chunks(ids).map((part) =>
    db
      .select({ id: items.id, name: items.name, priceCents: items.priceCents })
      .from(items)
      .where(and(eq(items.eventId, event.id), inArray(items.id, part))),
  )
  const found = (await db.batch(lookups as [(typeof lookups)[number]])).flat()
  if (found.length !== ids.length) throw notFound(ITEMS.itemNotFound)
  await assertPeople(db, event.id, unique)
  const [owner, ...others] = unique
  if (!owner) throw badRequest(ITEMS.selectAPerson)
  const { eachMilliPct } = splitEquallyMilliPct(others.length)
  const actor = { id: viewerId, name: await askerName(db, viewerId) }
  const assigned = sql`${items.status} = 'assigned'`
  const writes = ids.flatMap((id) => {
    const item = found.find((f) => f.id === id) as (typeof found)[number]
    // The people put on the split are told (the new owner is the one it was assigned to, as with Assign).
    const shares = others.map((p) => ({ personKey: keyOf(p), shareMilliPct: eachMilliPct }))
    const parts = itemAmounts({ id, priceCents: item.priceCents, ownerKey: keyOf(owner), shares })
    const changes = shares.map(({ personKey }) => ({
      key: personKey,
      before: { cents: 0, milliPct: 0 },
      after: parts.get(personKey) ?? { cents: 0, milliPct: 0 },
    }))
    return [
      ...assignWrites(db, event.id, id, owner),
      ...others.map((p) => guardedShareInsert(db, event.id, id, viewerId, p, eachMilliPct, assigned)),
      ...itemChangeNotes(db, 'split', event, item.name, actor, changes, whileItem(itemWhere(event.id, id, assigned))),
    ]
  })
  const { snapshot } = await commitOrConflict(db, event.id, viewerId, writes)
  return snapshot
}
