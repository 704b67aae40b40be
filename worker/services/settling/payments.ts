import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { owesCents, payableCents } from '../../../src/domain/ledger'
import { markedMoney } from '../../../src/domain/money-text'
import type { RecordPaymentInput, UpdatePaymentInput } from '../../../src/domain/schemas/settlement'
import type { Db } from '../../db/client'
import { events, payments } from '../../db/schema'
import { ApiError, badRequest, conflict, forbidden } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { serverMoney } from '../../lib/server-money'
import { eventGuard, isGuardFailure } from '../events/open-event'
import { notificationInsert } from '../messages/notifications'
import { displayName } from './settlement-rows'
import { load, toPage, unchangedSince } from './settlements'

// Paying up (docs/decisions/034). A payment is a row of its own: the payer reports it ('I paid',
// pending until the person paid confirms), or the person paid records it (confirmed at once). A
// payment is checked against what is still owed on the ledger at the event's version it was read
// at; the batch fails if anything changed since (a recalculation, another payment), and we check
// again from a fresh read, so two quick payments can never add up to more than was owed.

const PAYMENT_CHANGED = 'This payment was just changed by someone else. Reload and try again.'

/** A page submitted a payment against a figure that is no longer what is owed. */
export const balanceChanged = (now: string) =>
  conflict(`This changed since you opened it: ${now}. Check the new figure and try again.`, 'balance_changed')

const bumpVersion = (db: Db, eventId: string) =>
  db
    .update(events)
    .set({ version: sql`${events.version} + 1` })
    .where(eq(events.id, eventId))

export async function recordPayment(db: Db, eventId: string, viewerId: string, input: RecordPaymentInput) {
  const fromId = input.fromId ?? viewerId
  const toId = input.toId ?? viewerId
  if (fromId === toId) throw badRequest('A payment needs two different people', { toId: 'Pick someone else' })
  for (let attempt = 0; attempt < 4; attempt++) {
    const loaded = await load(db, eventId, viewerId) // 404 for people outside the event
    const { lines, people } = loaded.ledger
    const name = (id: string) => displayName(people.get(id))
    const money = serverMoney(loaded.snapshot.event.currency)
    const max = payableCents(lines, fromId, toId)
    const who = fromId === viewerId ? 'You owe' : `${name(fromId)} owes`
    const whom = toId === viewerId ? 'you' : name(toId)
    const owes = owesCents(lines, fromId, toId)
    if (input.expectedOutstandingCents !== undefined && input.expectedOutstandingCents !== owes)
      throw balanceChanged(
        owes > 0 ? `${who} ${whom} ${money.format(owes)}` : owes < 0 ? `${who} ${whom} nothing` : 'nothing is owed',
      )
    if (max === 0) {
      throw conflict(
        owes > 0
          ? 'A payment for what is left is already waiting for confirmation.'
          : `${who} ${whom} nothing in this event.`,
        'nothing_owed',
      )
    }
    if (input.amountCents > max)
      throw badRequest(`At most ${money.format(max)} is left to pay`, {
        amountCents: `At most ${money.format(max)} is left to pay`,
      })

    const received = input.fromId !== undefined
    // Amounts in notifications are marks, written later in each reader's locale.
    const amount = markedMoney(loaded.snapshot.event.currency).format(input.amountCents)
    const title = loaded.snapshot.event.title
    const now = new Date()
    const writes: BatchItem<'sqlite'>[] = [
      // What we checked the amount against must still be what the ledger says when we write.
      unchangedSince(db, eventId, loaded.snapshot.event.version),
      db.insert(payments).values({
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
              title: 'Payment Confirmed',
              message: `${name(toId)} recorded your payment of ${amount} for ${title}`,
            }
          : {
              userId: toId,
              eventId,
              type: 'settlement_updated',
              title: 'Payment Reported',
              message: `${name(fromId)} says they paid ${amount} for ${title}`,
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
  throw conflict('The event kept changing while recording the payment. Try again.')
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
  if (!row) throw new ApiError(404, 'not_found', 'Payment not found')
  const { fromId, toId } = row.p
  if (input.action === 'confirm' && viewerId !== toId)
    throw forbidden('Only the person who was paid can confirm a payment')
  if (input.action === 'dispute' && viewerId !== toId && viewerId !== fromId)
    throw forbidden('Only the two people on a payment can dispute it')
  const rule = RULES[input.action]
  if (!(rule.from as readonly string[]).includes(row.p.status))
    throw conflict(`A ${row.p.status} payment cannot be changed that way`, 'invalid_transition')

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
      title: input.action === 'confirm' ? 'Payment Confirmed' : 'Payment Disputed',
      message:
        input.action === 'confirm'
          ? `${actor} confirmed your payment of ${amount} for ${title}`
          : `${actor} disputed the payment of ${amount} for ${title}: ${input.note}`,
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
