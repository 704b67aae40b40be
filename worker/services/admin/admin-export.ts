import { asc, eq, getTableColumns, gt } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { BOM, type CsvCell, csvField } from '../../../src/domain/csv'
import { currencyExponent } from '../../../src/domain/currency'
import { milliPctToPercentString } from '../../../src/domain/percent'
import type { ExportTable } from '../../../src/domain/schemas/admin'
import type { Db } from '../../db/client'
import { events, items, profiles, supportTickets } from '../../db/schema'

// The Data tab's CSV exports (UTF-8 with a BOM, a header row, RFC 4180 quoting from src/domain/csv.ts).
// Rows are read in pages by primary key (keyset paging: each page is one indexed query, however far in)
// and written to a ReadableStream as they come, so a large table never sits in memory whole.

const EXPORT_PAGE_SIZE = 500

type Spec<T extends SQLiteTable & { id: SQLiteColumn }, R = T['$inferSelect']> = {
  table: T
  header: string[]
  row: (r: R) => CsvCell[]
  /** The rows' query when a row needs more than its own table (a price needs its event's currency). */
  select?: (db: Db) => KeysetQuery
}

/** What a page of rows is read with: a select whose rows are filtered, ordered and limited by id. */
type KeysetQuery = {
  where: (w: ReturnType<typeof gt> | undefined) => {
    orderBy: (o: ReturnType<typeof asc>) => { limit: (n: number) => Promise<unknown[]> }
  }
}

/** An amount with as many decimals as its currency has (1200 for yen, 12.50 for dollars, 3.250 for dinars). */
const amount = (cents: number, currency: string): CsvCell => ({ cents, exponent: currencyExponent(currency) })

const iso = (d: Date | null) => (d ? d.toISOString() : null)

const SPECS = {
  profiles: {
    table: profiles,
    header: ['id', 'username', 'handle', 'first_name', 'email', 'role', 'status', 'open_to_invite', 'created_at'],
    row: (r) => [
      r.id,
      r.username,
      r.handle,
      r.firstName,
      r.email,
      r.role,
      r.status,
      String(r.openToInvite),
      iso(r.createdAt),
    ],
  } satisfies Spec<typeof profiles>,
  events: {
    table: events,
    header: [
      'id',
      'title',
      'description',
      'host_id',
      'status',
      'location_name',
      'subtotal',
      'tax',
      'tip',
      'total',
      'currency',
      'tax_percent',
      'tip_percent',
      'join_code',
      'created_at',
    ],
    row: (r) => [
      r.id,
      r.title,
      r.description,
      r.hostId,
      r.status,
      r.locationName,
      amount(r.subtotalCents, r.currency),
      amount(r.taxCents, r.currency),
      amount(r.tipCents, r.currency),
      amount(r.totalCents, r.currency),
      r.currency,
      milliPctToPercentString(r.taxMilliPct),
      milliPctToPercentString(r.tipMilliPct),
      r.joinCode,
      iso(r.createdAt),
    ],
  } satisfies Spec<typeof events>,
  items: {
    table: items,
    header: [
      'id',
      'event_id',
      'name',
      'price',
      'currency',
      'status',
      'added_by',
      'owner_id',
      'placeholder_owner_id',
      'requester_id',
      'created_at',
    ],
    row: (r) => [
      r.id,
      r.eventId,
      r.name,
      amount(r.priceCents, r.currency),
      r.currency,
      r.status,
      r.addedBy,
      r.ownerId,
      r.placeholderOwnerId,
      r.requesterId,
      iso(r.createdAt),
    ],
    select: (db) =>
      db
        .select({ ...getTableColumns(items), currency: events.currency })
        .from(items)
        .innerJoin(events, eq(events.id, items.eventId)) as unknown as KeysetQuery,
  } satisfies Spec<typeof items, typeof items.$inferSelect & { currency: string }>,
  support_tickets: {
    table: supportTickets,
    header: ['id', 'user_id', 'subject', 'description', 'image_url', 'status', 'priority', 'created_at'],
    row: (r) => [r.id, r.userId, r.subject, r.description, r.imageUrl, r.status, r.priority, iso(r.createdAt)],
  } satisfies Spec<typeof supportTickets>,
}

const line = (cells: readonly CsvCell[]) => `${cells.map(csvField).join(',')}\r\n`

/** A stream of the whole table as CSV, one page of rows per pull. */
export function exportCsv(db: Db, name: ExportTable, pageSize = EXPORT_PAGE_SIZE): ReadableStream<Uint8Array> {
  const spec = SPECS[name] as unknown as Spec<SQLiteTable & { id: SQLiteColumn }>
  const encoder = new TextEncoder()
  let after: string | null = null
  let done = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + line(spec.header)))
    },
    async pull(controller) {
      if (done) return
      const query = spec.select ? spec.select(db) : (db.select().from(spec.table) as unknown as KeysetQuery)
      const rows = (await query
        .where(after === null ? undefined : gt(spec.table.id, after))
        .orderBy(asc(spec.table.id))
        .limit(pageSize)) as { id: string }[]
      if (rows.length > 0) {
        controller.enqueue(encoder.encode(rows.map((r) => line(spec.row(r as never))).join('')))
        after = rows[rows.length - 1]?.id ?? after
      }
      if (rows.length < pageSize) {
        done = true
        controller.close()
      }
    },
  })
}
