import type { Context } from 'hono'
import * as z from 'zod'
import type { Money } from '../../src/domain/currency'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import * as EVENTS_SERVER from '../../src/messages/events-server'
import type { AppEnv } from '../env'
import { serverMoney } from '../lib/server-money'
import type { WordsInCurrency } from '../lib/validate'
import { me } from '../middleware/require-user'
import { loadContext, requireHost, requireOpen } from '../services/events/event-context'
import { memberCurrency } from '../services/events/event-currency'
import { publishEventChange, publishItemsChanged } from '../services/messages/live'
import { pushNotifications } from '../services/messages/push'

// What the routes under /api/events/:id share: their path parameters, the words a refused caller reads,
// and the two halves of every event write (who may touch the event before it; telling the room and the
// bells after it). One place, so a new route cannot forget the membership check or the live message.

// Path parameters. Ids are ours (newId) or the user hub's; 100 characters is far above any of them, and
// a longer value is a 400 before anything reads D1.
const id = z.string().min(1).max(100)
export const eventParam = z.object({ id })
export const itemParam = eventParam.extend({ itemId: id })
export const disputeParam = eventParam.extend({ disputeId: id })
export const guestParam = eventParam.extend({ placeholderId: id })
export const participantParam = eventParam.extend({ userId: id })

/** For v(): a refused body's words with its amounts in the event's currency (the route's :id), told only to
 * a member of the event; a US-dollar event keeps the schema's own words. */
export const inEventCurrency =
  (schemaIn: (money: () => Money) => z.ZodType): WordsInCurrency =>
  async (c) => {
    const currency = await memberCurrency(c.var.db, c.req.param('id') ?? '', me(c).id)
    return currency && currency !== 'USD' ? schemaIn(() => serverMoney(currency)) : undefined
  }

/** What a participant who is not the host reads when they try a host's action (403). */
export const HOST_ONLY = {
  edit: EVENTS_SERVER.onlyHostEdits,
  delete: EVENTS_SERVER.onlyHostDeletes,
  addGuests: EVENTS_SERVER.onlyHostAddsGuests,
  removeGuests: EVENTS_SERVER.onlyHostRemovesGuests,
  shareGuests: EVENTS_SERVER.onlyHostSharesGuests,
  invite: EVENTS_SERVER.onlyHostInvites,
  addPeople: EVENTS_SERVER.onlyHostAddsPeople,
  removePeople: EVENTS_SERVER.onlyHostRemovesParticipants,
  addReceipt: EVENTS_SERVER.onlyHostAddsReceipt,
  manageReceipt: EVENTS_SERVER.onlyHostManagesReceipt,
  removeReceipt: EVENTS_SERVER.onlyHostRemovesReceipt,
  applyReceipt: EVENTS_SERVER.onlyHostAppliesReceipt,
  readReceipt: EVENTS_SERVER.onlyHostReadsReceipt,
} as const

type Need = {
  /** Only the host may: the 403 message the others get. */
  host?: (typeof HOST_ONLY)[keyof typeof HOST_ONLY]
  /** Refused on a closed event (the write's own gate still decides a race; this is the clear answer). */
  open?: true
  /** Load this item too (404 'Item not found' when it is not in the event). */
  itemId?: string
}

/**
 * The event a route is about, as the person asking may touch it: a non-member gets the same 404 as a
 * missing event, then the host and open-event rules the route names. One D1 round trip.
 */
export async function eventFor(c: Context<AppEnv>, eventId: string, need: Need = {}) {
  const ctx = await loadContext(c.var.db, eventId, me(c).id, need.itemId)
  if (need.host) requireHost(ctx, need.host)
  if (need.open) requireOpen(ctx.event)
  return ctx
}

/**
 * Answers a write with its snapshot after telling everyone who watches: the event's room (the touched
 * items travel in the message, decision 019; without them viewers refetch once) and the bells of anyone
 * the write notified (nothing is sent when it notified nobody).
 */
export function answerWithSnapshot<S extends 200 | 201 = 200>(
  c: Context<AppEnv>,
  snapshot: EventSnapshot,
  opts: { items?: string[]; status?: S } = {},
) {
  if (opts.items) publishItemsChanged(c, snapshot, opts.items)
  else publishEventChange(c, snapshot.event.id, snapshot.event.version)
  pushNotifications(c, c.var.db)
  return c.json(snapshot, (opts.status ?? 200) as S)
}
