import { and, count, desc, eq, sql } from 'drizzle-orm'
import { generateJoinCode, JOIN_CODE_PATTERN, normalizeJoinCode } from '../../../src/domain/join-code'
import { FULL_MILLI_PCT, milliPctFromAmount } from '../../../src/domain/percent'
import type { CreateEventInput, UpdateEventInput } from '../../../src/domain/schemas/event'
import type { EventCard } from '../../../src/domain/schemas/event-snapshot'
import * as EVENTS_SERVER from '../../../src/messages/events-server'
import type { Db } from '../../db/client'
import { eventParticipants, events, items, profiles } from '../../db/schema'
import { badRequest, notFound } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { readSettings } from '../admin/admin-settings'
import type { EventRow } from './event-context'
import { currencyFree, currencyLock } from './event-currency'
import { assertTakesGuests } from './guest-join'
import { eventLimitGuard, hostedLimitGuard, isLimitFailure, limitReached, withLimit } from './limits'
import { addMemberStatements } from './membership'
import { eventClosed, isClosedGate, openEventGate } from './open-event'
import { commitAndSnapshot } from './snapshot'

const EVENTS_PAGE_SIZE = 8

const randomBytes = (n: number) => crypto.getRandomValues(new Uint8Array(n))

/** Creates the event with a unique join code and adds the host as its first participant. */
export async function createEvent(db: Db, hostId: string, input: CreateEventFields) {
  const currency = input.currency ?? (await hostDefaultCurrency(db, hostId))
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = newId()
    const now = new Date()
    try {
      await db.batch([
        db.insert(events).values({
          id,
          title: input.title,
          description: input.description || null,
          hostId,
          taxMilliPct: input.taxMilliPct,
          tipMilliPct: input.tipMilliPct,
          taxMode: input.taxMode,
          tipMode: input.tipMode,
          claimsNeedApproval: input.claimsNeedApproval,
          guestsAllowed: input.guestsAllowed,
          currency,
          joinCode: generateJoinCode(randomBytes),
          createdAt: now,
          updatedAt: now,
        }),
        db.insert(eventParticipants).values({ eventId: id, userId: hostId, joinedAt: now }),
        // maxEventsPerUser (open events hosted), checked with the new event in (limits.ts)...
        eventLimitGuard(db, id, hostId),
        // ...and the cap on all events hosted, closed ones included.
        hostedLimitGuard(db, id, hostId),
      ])
      return id
    } catch (err) {
      if (isLimitFailure(err)) throw await limitReached(db, await whichEventLimit(db, hostId))
      // 31^6 codes: a clash is rare; try a fresh code. Anything else is a real failure.
      if (!String(err).includes('events.join_code')) throw err
    }
  }
  throw new Error('Could not allocate a unique join code')
}

type CreateEventFields = Required<Omit<CreateEventInput, 'currency'>> & { currency?: string }

/** The currency a host's new events start in when the request names none: their profile's, else dollars. */
async function hostDefaultCurrency(db: Db, hostId: string) {
  const [row] = await db.select({ currency: profiles.defaultCurrency }).from(profiles).where(eq(profiles.id, hostId))
  return row?.currency ?? 'USD'
}

/** Which event limit refused a new event: the open events one, unless the host is under it. */
async function whichEventLimit(db: Db, hostId: string) {
  const [settings, [open]] = await Promise.all([
    readSettings(db),
    db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.hostId, hostId), eq(events.status, 'open'))),
  ])
  return (open?.n ?? 0) >= settings.maxEventsPerUser ? ('events' as const) : ('hosted' as const)
}

/** Hosted and joined events (the host is a participant, so one join covers both), newest first. */
export async function listEvents(db: Db, userId: string, page: number) {
  const [[totalRow], rows] = await db.batch([
    db.select({ n: count() }).from(eventParticipants).where(eq(eventParticipants.userId, userId)),
    db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        status: events.status,
        hostId: events.hostId,
        createdAt: events.createdAt,
        totalCents: events.totalCents,
        joinCode: events.joinCode,
        currency: events.currency,
        itemCount: sql<number>`(SELECT COUNT(*) FROM ${items} WHERE ${items.eventId} = ${events.id})`,
      })
      .from(eventParticipants)
      .innerJoin(events, eq(events.id, eventParticipants.eventId))
      .where(eq(eventParticipants.userId, userId))
      .orderBy(desc(events.createdAt), events.id)
      .limit(EVENTS_PAGE_SIZE)
      .offset((page - 1) * EVENTS_PAGE_SIZE),
  ])
  const cards: EventCard[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    status: r.status,
    isHost: r.hostId === userId,
    createdAt: r.createdAt.toISOString(),
    totalCents: r.totalCents,
    itemCount: Number(r.itemCount),
    joinCode: r.joinCode,
    currency: r.currency,
  }))
  return { events: cards, page, pageSize: EVENTS_PAGE_SIZE, total: totalRow?.n ?? 0 }
}

/** Applies the host's edits; a typed tax or tip amount is kept as typed, the rate beside it worked out through
 * the current subtotal (docs/product.md#64-tax-and-tip). */
export async function updateEvent(db: Db, event: EventRow, viewerId: string, input: UpdateEventInput) {
  const set: Partial<typeof events.$inferInsert> = { updatedAt: new Date() }
  if (input.title !== undefined) set.title = input.title
  if (input.description !== undefined) set.description = input.description || null
  if (input.status !== undefined) set.status = input.status
  if (input.locationName !== undefined) set.locationName = input.locationName || null
  if (input.claimsNeedApproval !== undefined) set.claimsNeedApproval = input.claimsNeedApproval
  if (input.guestsAllowed !== undefined) set.guestsAllowed = input.guestsAllowed
  // A rate is charged as a rate; an amount is charged exactly as typed, its rate only shown (decision 046).
  if (input.taxMilliPct !== undefined) Object.assign(set, { taxMilliPct: input.taxMilliPct, taxAmountCents: null })
  if (input.tipMilliPct !== undefined) Object.assign(set, { tipMilliPct: input.tipMilliPct, tipAmountCents: null })
  if (input.taxAmountCents !== undefined)
    Object.assign(set, {
      taxAmountCents: input.taxAmountCents,
      taxMilliPct: shownRate(input.taxAmountCents, event.subtotalCents),
    })
  if (input.tipAmountCents !== undefined)
    Object.assign(set, {
      tipAmountCents: input.tipAmountCents,
      tipMilliPct: shownRate(input.tipAmountCents, event.subtotalCents),
    })
  const currencyChange = input.currency !== undefined && input.currency !== event.currency
  if (currencyChange) set.currency = input.currency
  // The mode only says how the editor shows the rate; without one, it follows how the rate was given.
  set.taxMode = input.taxMode ?? impliedMode(input.taxMilliPct, input.taxAmountCents)
  set.tipMode = input.tipMode ?? impliedMode(input.tipMilliPct, input.tipAmountCents)
  // A mode switched alone keeps the money: to 'amount', today's charge becomes the typed amount; to
  // 'percent', the rate shown beside the amount becomes the rate.
  if (input.taxMode !== undefined && input.taxMilliPct === undefined && input.taxAmountCents === undefined)
    set.taxAmountCents = input.taxMode === 'amount' ? (event.taxAmountCents ?? event.taxCents) : null
  if (input.tipMode !== undefined && input.tipMilliPct === undefined && input.tipAmountCents === undefined)
    set.tipAmountCents = input.tipMode === 'amount' ? (event.tipAmountCents ?? event.tipCents) : null
  if (input.taxMilliPct !== undefined && input.taxAmountCents !== undefined)
    throw badRequest(EVENTS_SERVER.taxPercentOrAmount)
  if (input.tipMilliPct !== undefined && input.tipAmountCents !== undefined)
    throw badRequest(EVENTS_SERVER.tipPercentOrAmount)
  // Title, description, location and status may change on a closed event (the host reopens it or
  // fixes a typo); tax and tip change money, so they need the event open, checked inside the UPDATE
  // itself. A request that reopens the event may change them in the same breath.
  const moneyChange =
    set.taxMilliPct !== undefined ||
    set.tipMilliPct !== undefined ||
    input.taxAmountCents !== undefined ||
    input.tipAmountCents !== undefined ||
    currencyChange
  const needsOpen = moneyChange && input.status !== 'open'
  if (needsOpen && event.status !== 'open') throw eventClosed()
  const locked = currencyChange ? await currencyLock(db, event.id) : null
  if (locked) throw locked
  const { snapshot, writeResults } = await commitAndSnapshot(
    db,
    event.id,
    viewerId,
    [
      db
        .update(events)
        .set(set)
        .where(
          and(
            eq(events.id, event.id),
            needsOpen ? eq(events.status, 'open') : undefined,
            // Checked in the write too: an item, tab, payment or payer added since the check above keeps
            // the currency.
            currencyChange ? currencyFree(event.id) : undefined,
          ),
        )
        .returning({ id: events.id }),
    ],
    { allowClosed: true, onlyIfLastWriteChanged: true },
  )
  if ((writeResults[0] as unknown[]).length === 0) {
    const lockedMeanwhile = currencyChange ? await currencyLock(db, event.id) : null
    throw lockedMeanwhile ?? eventClosed()
  }
  return snapshot
}

/** The rate an amount is shown as beside it (the bill charges the amount itself), at most 100%. */
function shownRate(amountCents: number, subtotalCents: number) {
  return Math.min(FULL_MILLI_PCT, milliPctFromAmount(amountCents, subtotalCents))
}

function impliedMode(milliPct: number | undefined, amountCents: number | undefined) {
  if (amountCents !== undefined) return 'amount' as const
  return milliPct !== undefined ? ('percent' as const) : undefined
}

export async function deleteEvent(db: Db, eventId: string) {
  // Items, shares, participants, guests, comments and the rest go with it (ON DELETE CASCADE).
  await db.delete(events).where(eq(events.id, eventId))
}

/** Joins by code; joining twice is harmless. A guest account joins only events that take guests. */
export async function joinByCode(db: Db, userId: string, rawCode: string, opts: { isGuest?: boolean } = {}) {
  const code = normalizeJoinCode(rawCode)
  if (!JOIN_CODE_PATTERN.test(code)) throw badRequest(EVENTS_SERVER.joinCodeShape)
  const [event] = await db.select().from(events).where(eq(events.joinCode, code))
  if (!event) throw notFound(EVENTS_SERVER.noEventWithCode)
  if (opts.isGuest && !event.guestsAllowed && !(await isParticipant(db, event.id, userId)))
    assertTakesGuests({ guestsAllowed: false, status: event.status })
  const result = { event_id: event.id, event_title: event.title, event_description: event.description }
  // The gate refuses new people once the event is closed, even if it closed a moment ago; someone
  // already in it may still "join" (nothing changes for them).
  const batch = await withLimit(db, 'members', () =>
    db
      .batch([openEventGate(db, event.id), ...addMemberStatements(db, event.id, userId, 'code')])
      .catch(async (err: unknown) => {
        if (!isClosedGate(err)) throw err
        if (!(await isParticipant(db, event.id, userId))) throw eventClosed()
        return null
      }),
  )
  // The route publishes the new version (set only when someone new joined).
  const newVersion = batch?.[2][0]?.version ?? null
  return { result, newVersion }
}

async function isParticipant(db: Db, eventId: string, userId: string) {
  const [row] = await db
    .select({ userId: eventParticipants.userId })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)))
  return !!row
}
