import { eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { payersProblem } from '../../../src/domain/payers'
import type { SetPayersInput } from '../../../src/domain/schemas/settlement'
import * as SETTLEMENTS_SERVER from '../../../src/messages/settlements-server'
import type { Db } from '../../db/client'
import { eventPayers, events } from '../../db/schema'
import { badRequest, conflict, forbidden } from '../../lib/http-error'
import { serverMoney } from '../../lib/server-money'
import { isGuardFailure } from '../events/open-event'
import { load, toPage, unchangedSince } from './settlements'

// Who paid the restaurant (src/domain/payers.ts). The host records it; the amounts must add up to
// the bill as it is when they are saved, checked under the event's version guard so an item change
// racing the save makes us check again. [] (or the host alone for the whole bill) means the default:
// the host paid it all. Saving changes no tab: the host calculates again to send the new tabs, and
// payments already recorded stay on the ledger either way.

export async function setPayers(db: Db, eventId: string, viewerId: string, input: SetPayersInput) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const loaded = await load(db, eventId, viewerId) // 404 for people outside the event
    const { snapshot, bill } = loaded
    if (snapshot.event.hostId !== viewerId) throw forbidden(SETTLEMENTS_SERVER.onlyHostSetsPayers)
    for (const p of input.payers)
      if (!snapshot.participants.some((x) => x.userId === p.userId))
        throw badRequest(SETTLEMENTS_SERVER.payersNotInEvent, { payers: SETTLEMENTS_SERVER.pickPeopleInEvent })
    const problem = payersProblem(input.payers, bill.totalCents, serverMoney(snapshot.event.currency))
    if (problem) throw badRequest(problem, { payers: problem })
    const hostAlone = input.payers.length === 1 && input.payers[0]?.userId === snapshot.event.hostId
    const rows = hostAlone ? [] : input.payers
    const writes: BatchItem<'sqlite'>[] = [
      unchangedSince(db, eventId, snapshot.event.version),
      db.delete(eventPayers).where(eq(eventPayers.eventId, eventId)),
      db
        .update(events)
        .set({ version: sql`${events.version} + 1` })
        .where(eq(events.id, eventId)),
    ]
    if (rows.length > 0) writes.push(db.insert(eventPayers).values(rows.map((r) => ({ eventId, ...r }))))
    try {
      await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
    } catch (err) {
      if (isGuardFailure(err)) continue // the bill may have changed since our read: check again
      throw err
    }
    return toPage(await load(db, eventId, viewerId))
  }
  throw conflict(SETTLEMENTS_SERVER.payersKeptChanging)
}
