import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { amountChanges, itemAmounts } from '../../../src/domain/item-amounts'
import { itemRules, SETTLED } from '../../../src/domain/item-rules'
import { ownerKeyOf, placeholderKey, userKey } from '../../../src/domain/person-key'
import type { PersonRef, SplitItemInput } from '../../../src/domain/schemas/event'
import { validateSplit } from '../../../src/domain/split'
import { validateWeightedSplit } from '../../../src/domain/split-modes'
import type { SplitMode } from '../../../src/domain/split-weights'
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
  weight: number | null = null,
) {
  return db.insert(itemShares).values({
    id: newId(),
    itemId: sql`(SELECT ${items.id} FROM ${items} WHERE ${itemWhere(eventId, itemId, extra)})`,
    eventId,
    sourceUserId: by,
    targetUserId: 'userId' in person ? person.userId : null,
    placeholderId: 'placeholderId' in person ? person.placeholderId : null,
    shareMilliPct,
    weight,
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

type ChosenSplit = {
  mode: SplitMode
  ownerWeight: number | null
  rows: Array<{ personKey: string; shareMilliPct: number; weight: number | null }>
}

/** The split as the person chose it, checked: percentages (src/domain/split.ts) or weights (split-modes.ts). */
function chosenSplit(c: ItemCtx, input: SplitItemInput): ChosenSplit {
  const ownerKey = ownerKeyOf(c.item)
  if (input.mode === undefined || input.mode === 'percent') {
    const result = validateSplit({
      ownerPercent: input.ownerPercent,
      shares: input.shares.map((s) => ({ personKey: keyOf(s.person), percent: s.percent })),
    })
    if (!result.ok) throw badRequest(result.message)
    // The owner's own row is the remainder, never a stored share; 0% rows mean nothing.
    const rows = result.shares
      .filter((s) => s.personKey !== ownerKey && s.shareMilliPct > 0)
      .map((s) => ({ ...s, weight: null }))
    return { mode: 'percent', ownerWeight: null, rows }
  }
  const result = validateWeightedSplit({
    mode: input.mode,
    itemId: c.item.id,
    priceCents: c.item.priceCents,
    ownerKey,
    owner:
      input.mode === 'equal'
        ? { included: input.includeOwner }
        : input.mode === 'shares'
          ? { shares: input.ownerShares }
          : undefined,
    people: input.shares.map((s) => ({
      personKey: keyOf(s.person),
      shares: 'shares' in s ? s.shares : undefined,
      amountCents: 'amountCents' in s ? s.amountCents : undefined,
    })),
  })
  if (!result.ok) throw badRequest(result.message)
  return { mode: input.mode, ownerWeight: result.ownerWeight, rows: result.shares }
}

/** Split Item: the listed people get their part as chosen (decision 046); the owner keeps the rest. */
export async function splitItem(db: Db, c: ItemCtx, input: SplitItemInput) {
  requireOpen(c.event)
  if (c.item.status === 'pending') throw conflict(ITEMS.pickupPending)
  if (!itemRules.canSplit({ ...c.item }, { viewerId: c.viewerId, hostId: c.event.hostId }))
    throw forbidden(ITEMS.splitNotAllowed)
  const split = chosenSplit(c, input)
  await assertPeople(
    db,
    c.event.id,
    split.rows.map((s) => refOf(s.personKey)),
  )
  const stillSettled = and(statusIn(SETTLED), sameOwnerAs(c.item))
  const guard = itemWhere(c.event.id, c.item.id, stillSettled)
  // Everyone whose part of the item this moves (put on it, taken off, share changed) is told.
  const after = { ...holdingOf(c.item, []), splitMode: split.mode, ownerWeight: split.ownerWeight, shares: split.rows }
  const changes = amountChanges(holdingOf(c.item, c.shares), after)
  const actor = { id: c.viewerId, name: await askerName(db, c.viewerId) }
  // The price is part of the guard: amounts were checked against it, so a price changed meanwhile refuses.
  const samePrice = eq(items.priceCents, c.item.priceCents)
  const { snapshot, writeResults } = await commitOrConflict(db, c.event.id, c.viewerId, [
    db
      .update(items)
      .set({ updatedAt: new Date(), splitMode: split.mode, ownerWeight: split.ownerWeight })
      .where(and(guard, samePrice))
      .returning({ id: items.id }),
    clearSharesIf(db, c.item.id, guard),
    ...split.rows.map((s) =>
      guardedShareInsert(
        db,
        c.event.id,
        c.item.id,
        c.viewerId,
        refOf(s.personKey),
        s.shareMilliPct,
        and(stillSettled, samePrice),
        s.weight,
      ),
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
  const actor = { id: viewerId, name: await askerName(db, viewerId) }
  const assigned = sql`${items.status} = 'assigned'`
  const writes = ids.flatMap((id) => {
    const item = found.find((f) => f.id === id) as (typeof found)[number]
    // Shared equally, kept as an equal split (decision 046): equal cents, whatever the price.
    const split = validateWeightedSplit({
      mode: 'equal',
      itemId: id,
      priceCents: item.priceCents,
      ownerKey: keyOf(owner),
      people: others.map((p) => ({ personKey: keyOf(p) })),
    })
    const shares = split.ok ? split.shares : []
    const ownerWeight = split.ok ? split.ownerWeight : null
    // The people put on the split are told (the new owner is the one it was assigned to, as with Assign).
    const parts = itemAmounts({
      id,
      priceCents: item.priceCents,
      ownerKey: keyOf(owner),
      splitMode: 'equal',
      ownerWeight,
      shares,
    })
    const changes = shares.map(({ personKey }) => ({
      key: personKey,
      before: { cents: 0, milliPct: 0 },
      after: parts.get(personKey) ?? { cents: 0, milliPct: 0 },
    }))
    return [
      ...assignWrites(db, event.id, id, owner),
      db
        .update(items)
        .set(shares.length ? { splitMode: 'equal', ownerWeight } : { splitMode: 'percent', ownerWeight: null })
        .where(itemWhere(event.id, id, assigned)),
      ...shares.map((s) =>
        guardedShareInsert(db, event.id, id, viewerId, refOf(s.personKey), s.shareMilliPct, assigned, s.weight),
      ),
      ...itemChangeNotes(db, 'split', event, item.name, actor, changes, whileItem(itemWhere(event.id, id, assigned))),
    ]
  })
  const { snapshot } = await commitOrConflict(db, event.id, viewerId, writes)
  return snapshot
}
