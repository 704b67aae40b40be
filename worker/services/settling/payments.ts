import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { owesCents, payableCents } from '../../../src/domain/ledger'
import { markedMoney } from '../../../src/domain/money-text'
import type { RecordPaymentInput, UpdatePaymentInput } from '../../../src/domain/schemas/settlement'
import * as SETTLEMENTS from '../../../src/messages/settlements'
import * as SETTLEMENTS_SERVER from '../../../src/messages/settlements-server'
import type { Db } from '../../db/client'
import { events, payments } from '../../db/schema'
import { ApiError, badRequest, conflict, forbidden } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { serverMoney } from '../../lib/server-money'
import { eventGuard, isGuardFailure } from '../events/open-event'
import { notificationInsert } from '../messages/notifications'
import { paymentWithinOwed } from './payment-guard'
import { displayName } from './settlement-rows'
import { load, toPage, unchangedSince } from './settlements'

// Paying up (docs/decisions/034). A payment is a row of its own: the payer reports it ('I paid',
// pending until the person paid confirms), or the person paid records it (confirmed at once). A
// payment is checked against what is still owed on the ledger at the event's version it was read
// at; the batch fails if anything changed since (a recalculation, another payment), and we check
// again from a fresh read, so two quick payments can never add up to more than was owed.

const PAYMENT_CHANGED = SETTLEMENTS_SERVER.paymentChanged

/** A page submitted a payment against a figure that is no longer what is owed. */
export const balanceChanged = (now: string) => conflict(SETTLEMENTS_SERVER.balanceChanged(now), 'balance_changed')

const bumpVersion = (db: Db, eventId: string) =>
  db
    .update(events)
    .set({ version: sql`${events.version} + 1` })
    .where(eq(events.id, eventId))

export async function recordPayment(db: Db, eventId: string, viewerId: string, input: RecordPaymentInput) {
  const fromId = input.fromId ?? viewerId
  const toId = input.toId ?? viewerId
  if (fromId === toId)
    throw badRequest(SETTLEMENTS_SERVER.twoPeopleNeeded, { toId: SETTLEMENTS_SERVER.pickSomeoneElse })
  for (let attempt = 0; attempt < 4; attempt++) {
    const loaded = await load(db, eventId, viewerId) // 404 for people outside the event
    const { lines, people } = loaded.ledger
    const name = (id: string) => displayName(people.get(id))
    const money = serverMoney(loaded.snapshot.event.currency)
    const max = payableCents(lines, fromId, toId)
    const who = fromId === viewerId ? SETTLEMENTS_SERVER.youOweWho : SETTLEMENTS_SERVER.nameOwes(name(fromId))
    const whom = toId === viewerId ? SETTLEMENTS.youLower : name(toId)
    const owes = owesCents(lines, fromId, toId)
    if (input.expectedOutstandingCents !== undefined && input.expectedOutstandingCents !== owes)
      throw balanceChanged(
        owes > 0
          ? SETTLEMENTS_SERVER.owedLine(who, whom, money.format(owes))
          : owes < 0
            ? SETTLEMENTS_SERVER.owesNothingLine(who, whom)
            : SETTLEMENTS_SERVER.nothingIsOwed,
      )
    if (max === 0) {
      throw conflict(
        owes > 0 ? SETTLEMENTS_SERVER.alreadyWaiting : SETTLEMENTS_SERVER.owesNothingInEvent(who, whom),
        'nothing_owed',
      )
    }
    if (input.amountCents > max)
      throw badRequest(SETTLEMENTS.atMostLeft(money.format(max)), {
        amountCents: SETTLEMENTS.atMostLeft(money.format(max)),
      })

    const received = input.fromId !== undefined
    // Amounts in notifications are marks, written later in each reader's locale.
    const amount = markedMoney(loaded.snapshot.event.currency).format(input.amountCents)
    const title = loaded.snapshot.event.title
    const now = new Date()
    const writes: BatchItem<'sqlite'>[] = [
      // What we checked the amount against must still be what the ledger says when we write.
      unchangedSince(db, eventId, loaded.snapshot.event.version),
      // ... and the payment's own SQL finds room for it on the pair (payment-guard.ts).
      ...paymentWithinOwed(db, {
        id: newId(),
        eventId,
        fromId,
        toId,
        amountCents: input.amountCents,
        status: received ? 'confirmed' : 'pending',
        note: input.note || null,
        createdAt: now,
        updatedAt: now,
      }),
      bumpVersion(db, eventId),
      notificationInsert(
        db,
        received
          ? {
              userId: fromId,
              eventId,
              type: 'settlement_updated',
              title: SETTLEMENTS_SERVER.paymentConfirmedTitle,
              message: SETTLEMENTS_SERVER.recordedYourPayment(name(toId), amount, title),
            }
          : {
              userId: toId,
              eventId,
              type: 'settlement_updated',
              title: SETTLEMENTS_SERVER.paymentReportedTitle,
              message: SETTLEMENTS_SERVER.saysTheyPaid(name(fromId), amount, title),
            },
      ),
    ]
    try {
      await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
    } catch (err) {
      if (isGuardFailure(err)) continue // the ledger moved since our read: check again
      throw err
    }
    return toPage(await load(db, eventId, viewerId))
  }
  throw conflict(SETTLEMENTS_SERVER.recordingKeptChanging)
}

// Who may move a payment where: the person paid confirms (also after a dispute, once it arrived);
// either of the two may dispute, with a note.
const RULES = {
  confirm: { from: ['pending', 'disputed'], to: 'confirmed' },
  dispute: { from: ['pending', 'confirmed'], to: 'disputed' },
} as const

export async function updatePayment(
  db: Db,
  eventId: string,
  paymentId: string,
  viewerId: string,
  input: UpdatePaymentInput,
) {
  const loaded = await load(db, eventId, viewerId) // 404 for people outside the event
  const row = loaded.paid.find((r) => r.p.id === paymentId)
  if (!row) throw new ApiError(404, 'not_found', SETTLEMENTS_SERVER.paymentNotFound)
  const { fromId, toId } = row.p
  if (input.action === 'confirm' && viewerId !== toId) throw forbidden(SETTLEMENTS_SERVER.onlyPayeeConfirms)
  if (input.action === 'dispute' && viewerId !== toId && viewerId !== fromId)
    throw forbidden(SETTLEMENTS_SERVER.onlyTwoDispute)
  const rule = RULES[input.action]
  if (!(rule.from as readonly string[]).includes(row.p.status))
    throw conflict(SETTLEMENTS_SERVER.cannotChangeThatWay(row.p.status), 'invalid_transition')

  const actor = displayName(viewerId === fromId ? row.from : row.to)
  const amount = markedMoney(loaded.snapshot.event.currency).format(row.p.amountCents)
  const title = loaded.snapshot.event.title
  const other = viewerId === fromId ? toId : fromId
  const writes: BatchItem<'sqlite'>[] = [
    // The UPDATE repeats who may act and from which status, so of two racing confirmations one
    // matches nothing; the guard after it then rolls back that batch with its notification.
    db
      .update(payments)
      .set({ status: rule.to, note: input.note || row.p.note, updatedAt: new Date() })
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.eventId, eventId),
          eq(payments.status, row.p.status),
          inArray(payments.status, [...rule.from]),
          input.action === 'confirm'
            ? eq(payments.toId, viewerId)
            : or(eq(payments.fromId, viewerId), eq(payments.toId, viewerId)),
        ),
      ),
    eventGuard(db, eventId, sql`changes() = 0`),
    // Live viewers refetch, and a calculation racing us starts over from the new ledger.
    bumpVersion(db, eventId),
    notificationInsert(db, {
      userId: other,
      eventId,
      type: 'settlement_updated',
      title:
        input.action === 'confirm' ? SETTLEMENTS_SERVER.paymentConfirmedTitle : SETTLEMENTS_SERVER.paymentDisputedTitle,
      message:
        input.action === 'confirm'
          ? SETTLEMENTS_SERVER.confirmedYourPayment(actor, amount, title)
          : SETTLEMENTS_SERVER.disputedThePayment(actor, amount, title, input.note),
    }),
  ]
  try {
    await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  } catch (err) {
    if (isGuardFailure(err)) throw conflict(PAYMENT_CHANGED)
    throw err
  }
  return toPage(await load(db, eventId, viewerId))
}
