import { inArray, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { allocatePayment } from '../../../src/domain/ledger'
import { markedMoney } from '../../../src/domain/money-text'
import type { SettleUpInput, TabsDto } from '../../../src/domain/schemas/settlement'
import * as SETTLEMENTS from '../../../src/messages/settlements'
import * as SETTLEMENTS_SERVER from '../../../src/messages/settlements-server'
import type { Db } from '../../db/client'
import { events } from '../../db/schema'
import { badRequest, conflict } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { serverMoney } from '../../lib/server-money'
import { isGuardFailure } from '../events/open-event'
import { notificationInsert } from '../messages/notifications'
import { paymentWithinOwed } from './payment-guard'
import { balanceChanged } from './payments'
import { displayName } from './settlement-rows'
import { unchangedSince } from './settlements'
import { loadTabs, netKey, type TabsLedger } from './tabs'

// 'Settle up' with one person across events (docs/decisions/034): one amount against the net,
// written as one payment per event so every event's ledger stays whole. Settling the whole net
// clears every tab between the two (a tab the other way is cleared by a payment the other way,
// so the money that moves is the net); part of it goes to the net payer's tabs, oldest first.
// Paid by the viewer it awaits the other person's confirmation; received by the viewer it is confirmed.
// The split is computed from one read of every event between the two; the batch insists each of
// those events is still at the version read (a recalculation or payment since fails it and we read
// again), so a payment is never spread over figures that are no longer true. What was already
// reported and awaits confirmation is taken out first, and each payment's own INSERT refuses to take
// its pair past what the bill says (docs/decisions/048): two settle-ups never report the net twice.

type Part = { eventId: string; eventTitle: string; cents: number }

/** `payable` is what may still be spread (the net less what awaits confirmation), + they pay the viewer. */
function partsOf(tabs: TabsLedger, input: SettleUpInput, payable: number, currency: string): Part[] {
  const lines = tabs.perEvent.get(netKey(input.personId, currency)) ?? []
  const theyPay = payable > 0
  // Each part: + the other person pays the viewer in that event, - the viewer pays them. Only what is not
  // already reported goes anywhere: a tab whose whole amount awaits confirmation gets nothing more.
  if (input.amountCents === Math.abs(payable))
    return lines
      .filter((l) => l.payableCents !== 0)
      .map((l) => ({ eventId: l.eventId, eventTitle: l.eventTitle, cents: l.payableCents }))
  return allocatePayment(
    lines
      .filter((l) => (theyPay ? l.payableCents > 0 : l.payableCents < 0))
      .map((l) => ({ eventId: l.eventId, owedCents: Math.abs(l.payableCents) })),
    input.amountCents,
  ).map((p) => ({
    eventId: p.eventId,
    eventTitle: lines.find((l) => l.eventId === p.eventId)?.eventTitle ?? SETTLEMENTS_SERVER.event,
    cents: theyPay ? p.cents : -p.cents,
  }))
}

/** One currency at a time: the one named, else the only one there is with this person (else US dollars). */
export function settleUpCurrency(net: TabsDto['net'], personId: string, named: string | undefined) {
  const withThem = net.filter((n) => n.person.id === personId)
  return named ?? (withThem.length === 1 ? withThem[0]?.currency : 'USD') ?? 'USD'
}

export async function settleUp(db: Db, viewerId: string, input: SettleUpInput) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const tabs = await loadTabs(db, viewerId)
    const withThem = tabs.dto.net.filter((n) => n.person.id === input.personId)
    const currency = settleUpCurrency(tabs.dto.net, input.personId, input.currency)
    const person = withThem.find((n) => n.currency === currency)
    const net = person?.netCents ?? 0
    const money = serverMoney(currency)
    if (input.expectedNetCents !== undefined && input.expectedNetCents !== net) {
      const who = displayName(person?.person)
      throw balanceChanged(
        net > 0
          ? SETTLEMENTS_SERVER.nowOwesYou(who, money.format(net))
          : net < 0
            ? SETTLEMENTS_SERVER.youNowOweName(who, money.format(-net))
            : SETTLEMENTS_SERVER.nothingLeftToSettle,
      )
    }
    if (!person || net === 0) throw conflict(SETTLEMENTS_SERVER.nothingToSettle, 'nothing_owed')
    // What is reported and awaits confirmation is not offered again (docs/decisions/048).
    const payable = person.payableCents
    if (payable === 0) throw conflict(SETTLEMENTS_SERVER.alreadyWaiting, 'nothing_owed')
    if (input.amountCents > Math.abs(payable)) {
      const most =
        payable === net
          ? SETTLEMENTS_SERVER.atMostOwed(money.format(Math.abs(payable)))
          : SETTLEMENTS.atMostLeft(money.format(Math.abs(payable)))
      throw badRequest(most, { amountCents: most })
    }
    const theyPay = payable > 0
    const parts = partsOf(tabs, input, payable, currency)
    const touched = (tabs.perEvent.get(netKey(input.personId, currency)) ?? []).map((l) => l.eventId)
    const status = theyPay ? ('confirmed' as const) : ('pending' as const)
    const settleUpId = newId()
    const now = new Date()
    const writes: BatchItem<'sqlite'>[] = touched.map((id) => unchangedSince(db, id, tabs.versions.get(id) ?? -1))
    // Each payment lands only if its SQL still finds room for it on that pair (payment-guard.ts).
    for (const p of parts)
      writes.push(
        ...paymentWithinOwed(db, {
          id: newId(),
          eventId: p.eventId,
          fromId: p.cents > 0 ? input.personId : viewerId,
          toId: p.cents > 0 ? viewerId : input.personId,
          amountCents: Math.abs(p.cents),
          status,
          note: input.note || SETTLEMENTS_SERVER.settleUpNote,
          settleUpId,
          createdAt: now,
          updatedAt: now,
        }),
      )
    // Open event pages update live, and a calculation racing this in any of the events starts over.
    const changed = parts.map((p) => p.eventId)
    writes.push(
      db
        .update(events)
        .set({ version: sql`${events.version} + 1` })
        .where(inArray(events.id, changed)),
    )
    const amount = markedMoney(currency).format(input.amountCents) // a notification's amount: a mark
    writes.push(
      notificationInsert(db, {
        userId: input.personId,
        eventId: null,
        type: 'settlement_updated',
        title: theyPay ? SETTLEMENTS_SERVER.paymentConfirmedTitle : SETTLEMENTS_SERVER.paymentReportedTitle,
        message: theyPay
          ? SETTLEMENTS_SERVER.settleUpReceived(amount)
          : SETTLEMENTS_SERVER.settleUpReported(amount, parts.length),
      }),
    )
    try {
      await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
    } catch (err) {
      if (isGuardFailure(err)) continue // one of the events changed since our read: check again
      throw err
    }
    return {
      result: {
        parts: parts.map((p) => ({ ...p, cents: Math.abs(p.cents) })),
        status,
        tabs: (await loadTabs(db, viewerId)).dto,
      },
      // Each event's version after this write: the guard held it at what we read, and we bumped it once.
      versions: changed.map((id) => ({ eventId: id, version: (tabs.versions.get(id) ?? 0) + 1 })),
    }
  }
  throw conflict(SETTLEMENTS_SERVER.settleUpKeptChanging)
}
