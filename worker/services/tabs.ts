import { and, desc, eq, or } from 'drizzle-orm'
import type { TabRow, TabsDto } from '../../src/domain/schemas/settlement'
import type { Db } from '../db/client'
import { events, settlements } from '../db/schema'
import { creditor, debtor, isPaymentReported, settlementColumns } from './settlement-rows'

// Open Tabs (spec section 2): the viewer's pending settlements, both directions, in one query.
// Only pending tabs count toward what is owed (spec section 4); a reported payment still counts
// until the creditor confirms it.
export async function readTabs(db: Db, viewerId: string): Promise<TabsDto> {
  const rows = await db
    .select({ ...settlementColumns, eventTitle: events.title })
    .from(settlements)
    .innerJoin(debtor, eq(debtor.id, settlements.debtorId))
    .innerJoin(creditor, eq(creditor.id, settlements.creditorId))
    .innerJoin(events, eq(events.id, settlements.eventId))
    .where(
      and(
        eq(settlements.status, 'pending'),
        or(eq(settlements.debtorId, viewerId), eq(settlements.creditorId, viewerId)),
      ),
    )
    .orderBy(desc(settlements.createdAt), settlements.id)

  const owedToYou: TabRow[] = []
  const youOwe: TabRow[] = []
  const net = new Map<string, TabsDto['net'][number]>()
  for (const r of rows) {
    const mine = r.s.creditorId === viewerId
    const counterparty = mine ? r.debtor : r.creditor
    const row: TabRow = {
      settlementId: r.s.id,
      eventId: r.s.eventId,
      eventTitle: r.eventTitle,
      counterparty,
      amountCents: r.s.amountCents,
      status: r.s.status,
      paymentReported: isPaymentReported(r.s),
      payTo: mine ? null : r.payTo,
      createdAt: r.s.createdAt.toISOString(),
    }
    ;(mine ? owedToYou : youOwe).push(row)
    // Net per person: + what they owe you, - what you owe them; one line per event explains it.
    const signed = mine ? r.s.amountCents : -r.s.amountCents
    const entry = net.get(counterparty.id) ?? { person: counterparty, netCents: 0, lines: [] }
    entry.netCents += signed
    const line = entry.lines.find((l) => l.eventId === r.s.eventId)
    if (line) line.netCents += signed
    else entry.lines.push({ eventId: r.s.eventId, eventTitle: r.eventTitle, netCents: signed })
    net.set(counterparty.id, entry)
  }
  const sum = (xs: TabRow[]) => xs.reduce((s, x) => s + x.amountCents, 0)
  return {
    owedToYou,
    youOwe,
    owedToYouCents: sum(owedToYou),
    youOweCents: sum(youOwe),
    net: [...net.values()].sort((a, b) => Math.abs(b.netCents) - Math.abs(a.netCents)),
  }
}
