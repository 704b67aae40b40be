import { inArray, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { allocatePayment } from '../../src/domain/ledger'
import { formatUSD } from '../../src/domain/money'
import type { SettleUpInput } from '../../src/domain/schemas/settlement'
import type { Db } from '../db/client'
import { events, payments } from '../db/schema'
import { badRequest, conflict } from '../lib/http-error'
import { newId } from '../lib/ids'
import { notificationInsert } from './notifications'
import { loadTabs } from './tabs'

// 'Settle up' with one person across events (docs/decisions/034): one amount against the net,
// written as one payment per event so every event's ledger stays whole. Settling the whole net
// clears every tab between the two (a tab the other way is cleared by a payment the other way,
// so the money that moves is the net); part of it goes to the net payer's tabs, oldest first.
// Paid by the viewer it awaits the other person's confirmation; received by the viewer it is confirmed.
export async function settleUp(db: Db, viewerId: string, input: SettleUpInput) {
  const { dto, perEvent } = await loadTabs(db, viewerId)
  const lines = perEvent.get(input.personId) ?? []
  const person = dto.net.find((n) => n.person.id === input.personId)
  const net = person?.netCents ?? 0
  if (!person || net === 0) throw conflict('There is nothing to settle with this person.', 'nothing_owed')
  if (input.amountCents > Math.abs(net))
    throw badRequest(`At most ${formatUSD(Math.abs(net))} is owed`, {
      amountCents: `At most ${formatUSD(Math.abs(net))} is owed`,
    })
  const theyPay = net > 0
  // Each part: + the other person pays the viewer in that event, - the viewer pays them.
  const parts: { eventId: string; eventTitle: string; cents: number }[] =
    input.amountCents === Math.abs(net)
      ? lines.map((l) => ({ eventId: l.eventId, eventTitle: l.eventTitle, cents: l.netCents }))
      : allocatePayment(
          lines
            .filter((l) => (theyPay ? l.netCents > 0 : l.netCents < 0))
            .map((l) => ({ eventId: l.eventId, owedCents: Math.abs(l.netCents) })),
          input.amountCents,
        ).map((p) => ({
          eventId: p.eventId,
          eventTitle: lines.find((l) => l.eventId === p.eventId)?.eventTitle ?? 'Event',
          cents: theyPay ? p.cents : -p.cents,
        }))
  const status = theyPay ? ('confirmed' as const) : ('pending' as const)
  const settleUpId = newId()
  const now = new Date()
  const writes: BatchItem<'sqlite'>[] = parts.map((p) =>
    db.insert(payments).values({
      id: newId(),
      eventId: p.eventId,
      fromId: p.cents > 0 ? input.personId : viewerId,
      toId: p.cents > 0 ? viewerId : input.personId,
      amountCents: Math.abs(p.cents),
      status,
      note: input.note || 'Settle up',
      settleUpId,
      createdAt: now,
      updatedAt: now,
    }),
  )
  // Open settlements pages refetch, and a calculation racing this in any of the events starts over.
  writes.push(
    db
      .update(events)
      .set({ version: sql`${events.version} + 1` })
      .where(
        inArray(
          events.id,
          parts.map((p) => p.eventId),
        ),
      ),
  )
  const amount = formatUSD(input.amountCents)
  writes.push(
    notificationInsert(db, {
      userId: input.personId,
      eventId: null,
      type: 'settlement_updated',
      title: theyPay ? 'Payment Confirmed' : 'Payment Reported',
      message: theyPay
        ? `Your settle-up payment of ${amount} was recorded as received`
        : `A settle-up payment of ${amount} to you was reported over ${parts.length} event(s): confirm it on each event's settlements`,
    }),
  )
  await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  return {
    parts: parts.map((p) => ({ ...p, cents: Math.abs(p.cents) })),
    status,
    tabs: (await loadTabs(db, viewerId)).dto,
  }
}
