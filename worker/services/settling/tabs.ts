import { eq, inArray, or } from 'drizzle-orm'
import { leftToPayCents } from '../../../src/domain/ledger'
import type { HistoryPayment, TabRow, TabsDto } from '../../../src/domain/schemas/settlement'
import * as SETTLEMENTS_SERVER from '../../../src/messages/settlements-server'
import type { Db } from '../../db/client'
import { events, payments, settlements } from '../../db/schema'
import {
  eventLedger,
  type PaymentRow,
  personPaymentRows,
  personSettlementRows,
  type SettlementRow,
  toPaymentDto,
} from './settlement-rows'

// Open Tabs (docs/product.md#84-open-tabs-and-settling-up, docs/decisions/034): every event's ledger
// the viewer is on, in one round trip. A row is a tab with something outstanding (what the bill says
// less confirmed payments); a reported payment still counts until the person paid confirms it. The net
// per person adds up every event's tab with them; the history lists the payments themselves. What was
// reported and awaits confirmation is shown beside it and is not offered again (docs/decisions/048).

const HISTORY_MAX = 100

/** The events the viewer has a tab or a payment in, with their titles. */
const eventTitles = (db: Db, viewerId: string) =>
  db
    .select({ id: events.id, title: events.title, version: events.version, currency: events.currency })
    .from(events)
    .where(
      or(
        inArray(
          events.id,
          db
            .select({ id: settlements.eventId })
            .from(settlements)
            .where(or(eq(settlements.debtorId, viewerId), eq(settlements.creditorId, viewerId))),
        ),
        inArray(
          events.id,
          db
            .select({ id: payments.eventId })
            .from(payments)
            .where(or(eq(payments.fromId, viewerId), eq(payments.toId, viewerId))),
        ),
      ),
    )

export type TabsLedger = {
  dto: TabsDto
  /** Per counterparty and currency (netKey), per event (oldest tab first): what they owe the viewer there
   * (negative: the viewer owes), and how much of it is not yet reported (what a settle-up may spread). */
  perEvent: Map<string, { eventId: string; eventTitle: string; netCents: number; payableCents: number; at: number }[]>
  /** Each event's version at this read, so a write can insist nothing changed since. */
  versions: Map<string, number>
}

export async function loadTabs(db: Db, viewerId: string): Promise<TabsLedger> {
  const [owedRows, paidRows, titles] = await db.batch([
    personSettlementRows(db, viewerId),
    personPaymentRows(db, viewerId),
    eventTitles(db, viewerId),
  ])
  const titleOf = new Map(titles.map((t) => [t.id, t.title]))
  const currencyOf = (eventId: string) => titles.find((t) => t.id === eventId)?.currency ?? 'USD'
  const byEvent = new Map<string, { rows: SettlementRow[]; paid: PaymentRow[] }>()
  const bucket = (id: string) => {
    const b = byEvent.get(id) ?? { rows: [], paid: [] }
    byEvent.set(id, b)
    return b
  }
  for (const r of owedRows as SettlementRow[]) bucket(r.s.eventId).rows.push(r)
  for (const r of paidRows as PaymentRow[]) bucket(r.p.eventId).paid.push(r)

  const owedToYou: TabRow[] = []
  const youOwe: TabRow[] = []
  const net = new Map<string, TabsDto['net'][number]>()
  const perEvent: TabsLedger['perEvent'] = new Map()
  for (const [eventId, { rows, paid }] of byEvent) {
    const eventTitle = titleOf.get(eventId) ?? SETTLEMENTS_SERVER.event
    const currency = currencyOf(eventId)
    const { tabs } = eventLedger(eventId, rows, paid)
    for (const t of tabs) {
      const viewerIsDebtor = t.debtor.id === viewerId
      if (!viewerIsDebtor && t.creditor.id !== viewerId) continue
      if (t.outstandingCents === 0) continue
      // Read the tab from the viewer's side: + the other person owes the viewer, - the viewer owes.
      const sign = viewerIsDebtor ? -1 : 1
      const signed = sign * t.outstandingCents
      // Payments reported and awaiting confirmation, the same way round: + the other person reported paying.
      const reported = sign * t.reportedCents
      const payable = leftToPayCents(signed, reported)
      const counterparty = viewerIsDebtor ? t.creditor : t.debtor
      const at = Date.parse(t.calculatedAt ?? t.payments[t.payments.length - 1]?.createdAt ?? '') || 0
      // The row's figures read in the direction the money goes now (it turns round when owed back).
      const rowSign = t.outstandingCents < 0 ? -1 : 1
      const row: TabRow = {
        settlementId: t.id,
        eventId,
        eventTitle,
        counterparty,
        amountCents: Math.abs(t.outstandingCents),
        owedCents: rowSign * t.amountCents,
        paidCents: rowSign * t.paidCents,
        reportedCents: rowSign * t.reportedCents,
        payableCents: Math.abs(payable),
        paymentReported: t.paymentReported,
        payTo: signed < 0 ? t.payTo : null,
        createdAt: new Date(at).toISOString(),
        currency,
      }
      ;(signed > 0 ? owedToYou : youOwe).push(row)
      // Yen never offset dollars: a person's net is per currency.
      const key = netKey(counterparty.id, currency)
      const entry = net.get(key) ?? {
        person: counterparty,
        currency,
        netCents: 0,
        payableCents: 0,
        reportedByYouCents: 0,
        reportedToYouCents: 0,
        payTo: null,
        lines: [],
      }
      entry.netCents += signed
      entry.payableCents += payable
      if (reported < 0) entry.reportedByYouCents -= reported
      else entry.reportedToYouCents += reported
      if (signed < 0) entry.payTo = t.payTo
      entry.lines.push({ eventId, eventTitle, netCents: signed, payableCents: payable })
      net.set(key, entry)
      const list = perEvent.get(key) ?? []
      list.push({ eventId, eventTitle, netCents: signed, payableCents: payable, at })
      perEvent.set(key, list)
    }
  }
  for (const list of perEvent.values()) list.sort((a, b) => a.at - b.at || (a.eventId < b.eventId ? -1 : 1))
  const newestFirst = (a: TabRow, b: TabRow) =>
    b.createdAt.localeCompare(a.createdAt) || (a.settlementId < b.settlementId ? -1 : 1)
  owedToYou.sort(newestFirst)
  youOwe.sort(newestFirst)
  const sum = (xs: TabRow[], currency = 'USD') =>
    xs.filter((x) => x.currency === currency).reduce((s, x) => s + x.amountCents, 0)
  const currencies = [...new Set([...owedToYou, ...youOwe].map((r) => r.currency))].sort((a, b) =>
    a === 'USD' ? -1 : b === 'USD' ? 1 : a < b ? -1 : 1,
  )
  const history: HistoryPayment[] = (paidRows as PaymentRow[]).slice(0, HISTORY_MAX).map((r) => ({
    ...toPaymentDto(r),
    eventTitle: titleOf.get(r.p.eventId) ?? SETTLEMENTS_SERVER.event,
    currency: currencyOf(r.p.eventId),
  }))
  return {
    dto: {
      owedToYou,
      youOwe,
      owedToYouCents: sum(owedToYou),
      youOweCents: sum(youOwe),
      totals: currencies.map((currency) => ({
        currency,
        owedToYouCents: sum(owedToYou, currency),
        youOweCents: sum(youOwe, currency),
      })),
      net: [...net.values()]
        .filter((n) => n.lines.length > 0)
        .sort((a, b) => Math.abs(b.netCents) - Math.abs(a.netCents) || (a.person.id < b.person.id ? -1 : 1)),
      history,
    },
    perEvent,
    versions: new Map(titles.map((t) => [t.id, t.version])),
  }
}

/** The key of one person's net in one currency. */
export const netKey = (personId: string, currency: string) => `${personId} ${currency}`

export async function readTabs(db: Db, viewerId: string): Promise<TabsDto> {
  return (await loadTabs(db, viewerId)).dto
}
