import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { type AnySQLiteColumn, SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import type { EventSnapshot, EventSnapshotWire } from '../../../src/domain/schemas/event-snapshot'
import { snapshotFromWire } from '../../../src/domain/snapshot-wire'
import type { Db } from '../../db/client'
import {
  disputes,
  eventParticipants,
  events,
  itemShares,
  items,
  placeholders,
  profiles,
  session,
  user,
} from '../../db/schema'
import { sessionReadWith } from '../../db/session-read'
import { notFound } from '../../lib/http-error'
import { EVENT_NOT_FOUND } from './event-context'
import { eventClosed, isClosedGate, openEventGate } from './open-event'

// The event page's read, as ONE batchable statement whose result SQLite builds as the response's JSON
// (decision 028): callers run it with the session's statement (GET), or after their writes in the
// same db.batch (mutations), so a screen always costs one D1 round trip. On the local runtime D1's cost
// is per statement and per value (each crosses to the worker as JSON keyed by column name, then drizzle
// maps it); one row with one text value skips all of that, and the GET sends the text as it is.
//
// Field names, key order, array order and types are the zod schema's (src/domain/schemas/event-snapshot.ts,
// items in their lean wire form, decision 030), as the row-by-row read built them (tests/api/snapshot-json.test.ts compares the text): booleans
// as JSON booleans (`json('true')`), times as `toISOString()` strings, each list in its old ORDER BY,
// with ties in the order the old read's index scan gave them (people by id, the (event, user) key; the
// rest in insertion order, rowid), now spelled out. A nested list is a subquery, whose JSON SQLite hands
// back as text; it is joined into its parent as text (the keys are constants and each part is already
// JSON), so no JSON is parsed back in and written again (the items list and the top level).
// A viewer who is not a participant gets a NULL body, a missing event no row: both are the same 404.

/** A boolean SQL condition as a JSON true/false inside json_object. */
const jsonBool = (condition: SQL) => sql`json(iif(${condition}, 'true', 'false'))`
/** Epoch milliseconds as `Date.prototype.toISOString()` writes them. */
const isoTime = (ms: SQL | AnySQLiteColumn) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${ms} / 1000.0, 'unixepoch')`

/** Who reads: a known person. (The GET reads beside the session row instead: snapshotForSessionPerson.) */
export type Viewer = { id: string }

/** The snapshot's JSON expression for a viewer given as SQL: built once per isolate (buildBody). */
function snapshotBody(viewerId: SQL) {
  const e = events
  const participants = sql`SELECT json_group_array(json_object(
      'userId', ${profiles.id}, 'username', ${profiles.username}, 'handle', ${profiles.handle},
      'firstName', ${profiles.firstName},
      'joinedVia', iif(${profiles.id} = ${e.hostId}, 'host', ${eventParticipants.joinedVia}),
      'isHost', ${jsonBool(sql`${profiles.id} = ${e.hostId}`)},
      'isGuest', ${jsonBool(sql`${user.isAnonymous} = 1`)}
    ) ORDER BY ${eventParticipants.joinedAt}, ${eventParticipants.userId})
    FROM ${eventParticipants} INNER JOIN ${profiles} ON ${profiles.id} = ${eventParticipants.userId}
    INNER JOIN ${user} ON ${user.id} = ${eventParticipants.userId}
    WHERE ${eventParticipants.eventId} = ${e.id}`
  const guests = sql`SELECT json_group_array(json_object('id', ${placeholders.id}, 'name', ${placeholders.name})
      ORDER BY ${placeholders.createdAt}, ${placeholders}.rowid)
    FROM ${placeholders} WHERE ${placeholders.eventId} = ${e.id}`
  const shares = sql`SELECT json_group_array(json_object(
      'targetUserId', ${itemShares.targetUserId}, 'placeholderId', ${itemShares.placeholderId},
      'shareMilliPct', ${itemShares.shareMilliPct}, 'weight', ${itemShares.weight}
    ) ORDER BY ${itemShares.createdAt}, ${itemShares}.rowid)
    FROM ${itemShares} WHERE ${itemShares.itemId} = ${items.id} HAVING count(*) > 0`
  // The longest list, written as text (each value through json_quote, as json_object would write it), so
  // SQLite never parses the shares' JSON back in nor builds 100 objects to write them out again. Items are
  // lean (decision 030): a NULL owner, guest owner or requester, a false fromReceipt and no shares (the
  // subquery above has no row then) are left out; toSnapshot and the client fill them back in.
  const text = (column: AnySQLiteColumn) => sql`json_quote(${column})`
  const unlessNull = (key: string, column: AnySQLiteColumn) =>
    sql`iif(${column} IS NULL, '', ${sql.raw(`',"${key}":'`)} || ${text(column)})`
  const itemList = sql`SELECT '[' || coalesce(group_concat(
      '{"id":' || ${text(items.id)} || ',"name":' || ${text(items.name)}
      || ',"priceCents":' || ${text(items.priceCents)} || ',"status":' || ${text(items.status)}
      || ',"addedBy":' || ${text(items.addedBy)} || ${unlessNull('ownerId', items.ownerId)}
      || ${unlessNull('placeholderOwnerId', items.placeholderOwnerId)}
      || ${unlessNull('requesterId', items.requesterId)}
      || iif(${items.receiptAnalysisId} IS NOT NULL, ',"fromReceipt":true', '')
      || iif(${items.splitMode} = 'percent', '', ',"splitMode":' || ${text(items.splitMode)})
      || ${unlessNull('ownerWeight', items.ownerWeight)}
      || coalesce(',"shares":' || (${shares}), '') || '}',
      ',' ORDER BY ${items.createdAt} DESC, ${items.id}), '') || ']'
    FROM ${items} WHERE ${items.eventId} = ${e.id}`
  const pending = sql`SELECT json_group_array(json_object(
      'id', ${disputes.id}, 'itemId', ${disputes.itemId}, 'requesterId', ${disputes.requesterId},
      'ownerId', ${disputes.ownerId}, 'reason', ${disputes.reason}, 'actionType', ${disputes.actionType},
      'createdAt', ${isoTime(disputes.createdAt)}
    ) ORDER BY ${disputes.createdAt}, ${disputes}.rowid)
    FROM ${disputes} WHERE ${disputes.eventId} = ${e.id} AND ${disputes.status} = 'pending'`
  const body = sql`CASE WHEN EXISTS (
      SELECT 1 FROM ${eventParticipants}
      WHERE ${eventParticipants.eventId} = ${e.id} AND ${eventParticipants.userId} = ${viewerId}
    ) THEN '{"event":' || json_object(
        'id', ${e.id}, 'title', ${e.title}, 'description', ${e.description}, 'hostId', ${e.hostId},
        'status', ${e.status}, 'locationName', ${e.locationName}, 'street', ${e.street}, 'city', ${e.city},
        'state', ${e.state}, 'zip', ${e.zip}, 'hasReceipt', ${jsonBool(sql`${e.receiptKey} IS NOT NULL`)},
        'subtotalCents', ${e.subtotalCents}, 'taxCents', ${e.taxCents}, 'tipCents', ${e.tipCents},
        'totalCents', ${e.totalCents}, 'taxMilliPct', ${e.taxMilliPct}, 'tipMilliPct', ${e.tipMilliPct},
        'taxMode', ${e.taxMode}, 'tipMode', ${e.tipMode},
        'taxAmountCents', ${e.taxAmountCents}, 'tipAmountCents', ${e.tipAmountCents},
        'joinCode', ${e.joinCode}, 'version', ${e.version}, 'createdAt', ${isoTime(e.createdAt)},
        'claimsNeedApproval', ${jsonBool(sql`${e.claimsNeedApproval} = 1`)}, 'currency', ${e.currency},
        'guestsAllowed', ${jsonBool(sql`${e.guestsAllowed} = 1`)}
      )
      || ',"participants":' || (${participants}) || ',"placeholders":' || (${guests})
      || ',"items":' || (${itemList}) || ',"pendingDisputes":' || (${pending}) || '}'
    END`
  return body
}

// Drizzle spends about a quarter of a millisecond of JS turning that expression into SQL text; it is the
// same text on every request but for the viewer. So it is rendered once per isolate per kind of viewer
// (split around the viewer's parameter, whose value each request puts in between).
const dialect = new SQLiteAsyncDialect()
const VIEWER = '\u0000viewer'
let byId: [string, string] | undefined
function viewerBody(viewer: Viewer) {
  if (!byId) {
    const query = dialect.sqlToQuery(snapshotBody(sql`${VIEWER}`))
    const [before, after, ...rest] = query.sql.split('?')
    if (before === undefined || after === undefined || rest.length || query.params.join() !== VIEWER)
      throw new Error('The snapshot expression must have exactly one parameter, the viewer')
    byId = [before, after]
  }
  return sql<string | null>`${sql.raw(byId[0])}${viewer.id}${sql.raw(byId[1])}`
}

/**
 * The snapshot's JSON beside the session check (require-user.ts `withViewerValue`): the session check and
 * the snapshot in ONE statement, the GET's one round trip. A scalar subquery of the session's row, for
 * its person, of the event given as the `eventId` value; NULL for a missing event or an outsider.
 */
export const snapshotBesideSession = sessionReadWith(
  () =>
    sql<string | null>`(SELECT ${snapshotBody(sql`${session.userId}`)} FROM ${events}
      WHERE ${events.id} = ${sql.placeholder('eventId')})`,
)

export function snapshotQuery(db: Db, eventId: string, viewer: Viewer) {
  // A select builder, not db.get(sql): drizzle's D1 batch cannot bind a raw statement's parameters.
  return db
    .select({ body: viewerBody(viewer).as('body') })
    .from(events)
    .where(eq(events.id, eventId))
}

export type SnapshotRows = Awaited<ReturnType<typeof snapshotQuery>>

/**
 * The snapshot's JSON text, as the response sends it, from the statement's row; 404 for a missing
 * event or a viewer who is not in it. `viewerId` goes first, as it always has.
 */
export function snapshotJson(rows: Array<{ body: string | null }>, viewerId: string): string {
  const body = rows[0]?.body
  if (!body) throw notFound(EVENT_NOT_FOUND)
  return `{"viewerId":${JSON.stringify(viewerId)},${body.slice(1)}`
}

/** The snapshot as an object with whole items, for callers that look into it (mutations, settlements). */
export function toSnapshot(rows: SnapshotRows, viewerId: string): EventSnapshot {
  return snapshotFromWire(JSON.parse(snapshotJson(rows, viewerId)) as EventSnapshotWire)
}

export async function readSnapshot(db: Db, eventId: string, viewerId: string) {
  return toSnapshot(await snapshotQuery(db, eventId, { id: viewerId }), viewerId)
}

/**
 * The stored event totals, recomputed in SQL from the items in the same transaction as the change,
 * so they can never drift from the items. Half-up rounding matches src/domain/percent.ts
 * (amountFromMilliPct; rates are thousandths of a percent, 100% = 100000); the per-person split is computed from these rows by src/domain/bill.ts.
 */
function recomputeTotals(db: Db, eventId: string, onlyIfLastWriteChanged = false) {
  const sub = sql<number>`(SELECT COALESCE(SUM(${items.priceCents}), 0) FROM ${items} WHERE ${items.eventId} = ${eventId})`
  // Nothing on a subtotal of zero or less (discounts can take it there); an amount as typed; else the rate.
  const charge = (amount: AnySQLiteColumn, rate: AnySQLiteColumn) =>
    sql<number>`CASE WHEN (${sub}) <= 0 THEN 0 WHEN ${amount} IS NOT NULL THEN ${amount}
      ELSE ((${sub}) * ${rate} + 50000) / 100000 END`
  // The rate shown beside an amount follows the subtotal (half-up, at most 100%); a rate stays as given.
  const shown = (amount: AnySQLiteColumn, rate: AnySQLiteColumn) =>
    sql<number>`CASE WHEN ${amount} IS NOT NULL AND (${sub}) > 0
      THEN min(100000, (${amount} * 100000 * 2 + (${sub})) / (2 * (${sub}))) ELSE ${rate} END`
  const tax = charge(events.taxAmountCents, events.taxMilliPct)
  const tip = charge(events.tipAmountCents, events.tipMilliPct)
  return db
    .update(events)
    .set({
      subtotalCents: sub,
      taxCents: tax,
      tipCents: tip,
      taxMilliPct: shown(events.taxAmountCents, events.taxMilliPct),
      tipMilliPct: shown(events.tipAmountCents, events.tipMilliPct),
      totalCents: sql`(${sub}) + (${tax}) + (${tip})`,
      version: sql`${events.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      // changes() is the row count of the previous statement in the batch (same connection): a guarded
      // write that lost its race then leaves the totals, version and updated_at untouched.
      onlyIfLastWriteChanged ? and(eq(events.id, eventId), sql`changes() > 0`) : eq(events.id, eventId),
    )
}

/**
 * Runs `writes`, the totals update and the snapshot reads as one batch (one transaction, one round
 * trip). Returns the snapshot and each write's result, so callers can tell whether a conditional
 * write matched. With onlyIfLastWriteChanged the last write must be the guarded one: if it matched no
 * row, the event row (version included) is not touched, so a refused change writes nothing.
 *
 * The batch starts with the open-event gate, so on a closed event nothing in it commits and the
 * caller gets 409 event_closed. Only the host's edit of the event itself (title, description,
 * location, status) may pass allowClosed, and guards its money fields in its own UPDATE.
 */
export async function commitAndSnapshot(
  db: Db,
  eventId: string,
  viewerId: string,
  writes: BatchItem<'sqlite'>[],
  opts: { onlyIfLastWriteChanged?: boolean; allowClosed?: boolean } = {},
) {
  const gate = opts.allowClosed ? [] : [openEventGate(db, eventId)]
  const totals = recomputeTotals(db, eventId, opts.onlyIfLastWriteChanged)
  const queries = [...gate, ...writes, totals, snapshotQuery(db, eventId, { id: viewerId })] as unknown as [
    BatchItem<'sqlite'>,
    ...BatchItem<'sqlite'>[],
  ]
  const results = (await db.batch(queries).catch((err: unknown) => {
    throw isClosedGate(err) ? eventClosed() : err
  })) as unknown[]
  const writeResults = results.slice(gate.length, gate.length + writes.length)
  const snapshot = toSnapshot(results[gate.length + writes.length + 1] as SnapshotRows, viewerId)
  return { snapshot, writeResults }
}
