import { env } from 'cloudflare:test'
import { expect } from 'vitest'
import { computeBill, UNASSIGNED } from '../../src/domain/bill'
import { billInputOf, placeholderKey, userKey } from '../../src/domain/person-key'
import type { EventSnapshot, EventSnapshotWire, ItemDto } from '../../src/domain/schemas/event-snapshot'
import { snapshotFromWire } from '../../src/domain/snapshot-wire'
import { type Client, signedInUser } from './helpers'

export type User = Awaited<ReturnType<typeof signedInUser>>
export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

export const send = (c: Client, method: string, path: string, json?: unknown) =>
  c.fetch(path, json === undefined ? { method } : { method, json })

/**
 * The snapshot from a response, failing with the body when the status is not the expected one. The GET's
 * lean items are filled in as the app does (src/lib/events.ts); a mutation's whole items pass unchanged.
 */
export async function snapOf(res: Response, status = 200): Promise<EventSnapshot> {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  return snapshotFromWire(JSON.parse(text) as EventSnapshotWire)
}

/** Asserts an error response: status, and (when given) the exact message and code. */
export async function expectError(res: Response, status: number, message?: string, code?: string) {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  const body = JSON.parse(text) as ErrorBody
  if (message !== undefined) expect(body.error.message).toBe(message)
  if (code !== undefined) expect(body.error.code).toBe(code)
  return body
}

export async function createEvent(
  host: User,
  body: {
    title?: string
    description?: string
    taxMilliPct?: number
    tipMilliPct?: number
    taxMode?: 'percent' | 'amount'
    tipMode?: 'percent' | 'amount'
    claimsNeedApproval?: boolean
    currency?: string
  } = {},
) {
  // Claims need approval unless a test says otherwise: most tests here are about the requests it makes
  // (a new event's own default is off, decision 051; claims-no-approval.test.ts covers it).
  return snapOf(await send(host.c, 'POST', '/api/events', { title: 'Dinner', claimsNeedApproval: true, ...body }), 201)
}

/**
 * A receipt the host confirmed, as .../receipt/apply takes it: no place or time, one $20.00 Pasta and
 * $1.80 tax. `over` replaces any part of it.
 */
export const receiptBody = (over: Record<string, unknown> = {}) => ({
  location_name: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  date_time: '',
  items: [{ name: 'Pasta', priceCents: 2000 }],
  subtotalCents: 2000,
  taxCents: 180,
  tipCents: 0,
  totalCents: 2180,
  ...over,
})

export const itemPath = (eventId: string, itemId: string, rest = '') => `/api/events/${eventId}/items/${itemId}${rest}`

/** Adds an item and returns it with the snapshot (names are unique within a test). */
export async function addItem(user: User, eventId: string, name: string, priceCents: number) {
  const snap = await snapOf(await send(user.c, 'POST', `/api/events/${eventId}/items`, { name, priceCents }), 201)
  const item = snap.items.find((i) => i.name === name)
  if (!item) throw new Error(`item ${name} missing from snapshot`)
  return { snap, item }
}

export async function join(user: { c: Client }, code: string) {
  const res = await send(user.c, 'POST', '/api/join', { code })
  expect(res.status, await res.clone().text()).toBe(200)
}

/** A host with an open event and `n` other participants who joined by code. */
export async function eventWithMembers(n: number, body: Parameters<typeof createEvent>[1] = {}) {
  const host = await signedInUser('host')
  const snap = await createEvent(host, body)
  const members: User[] = []
  for (let i = 0; i < n; i++) {
    const m = await signedInUser(`member${i}`)
    await join(m, snap.event.joinCode)
    members.push(m)
  }
  return { host, members, eventId: snap.event.id, snap }
}

/** The value, or a failed test: for array lookups the type system cannot prove. */
export function must<T>(value: T | undefined | null, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`${what} missing`)
  return value
}

export const itemIn = (snap: EventSnapshot, itemId: string): ItemDto => {
  const item = snap.items.find((i) => i.id === itemId)
  if (!item) throw new Error(`item ${itemId} missing from snapshot`)
  return item
}

/** Rows straight from D1, to prove what was (or was not) written. */
export async function rows<T = Record<string, unknown>>(query: string, ...binds: unknown[]) {
  return (
    await env.DB.prepare(query)
      .bind(...binds)
      .all<T>()
  ).results
}

type ItemRowT = {
  name: string
  price_cents: number
  status: string
  owner_id: string | null
  requester_id: string | null
  placeholder_owner_id: string | null
}
type EventRowT = {
  title: string
  status: string
  subtotal_cents: number
  tax_cents: number
  tip_cents: number
  total_cents: number
  tax_milli_pct: number
  tip_milli_pct: number
  tax_mode: string
  tip_mode: string
  tax_amount_cents: number | null
  tip_amount_cents: number | null
  version: number
  currency: string
}

export const itemRow = async (itemId: string) => (await rows<ItemRowT>('SELECT * FROM items WHERE id = ?', itemId))[0]
export const eventRow = async (eventId: string) =>
  (await rows<EventRowT>('SELECT * FROM events WHERE id = ?', eventId))[0]

export const countItems = async (eventId: string) =>
  (await rows<{ n: number }>('SELECT count(*) AS n FROM items WHERE event_id = ?', eventId))[0]?.n ?? 0

export const shareRows = (itemId: string) =>
  rows<{ target_user_id: string | null; placeholder_id: string | null; share_milli_pct: number }>(
    'SELECT target_user_id, placeholder_id, share_milli_pct FROM item_shares WHERE item_id = ? ORDER BY share_milli_pct, target_user_id',
    itemId,
  )

/** The per-person bill of a snapshot, as the UI computes it. */
export const billOf = (snap: EventSnapshot) => computeBill(billInputOf(snap.event, snap.items))

/** Party `key`'s lines and bill as a shared-tab page carries them (guest shares, tab links), from billOf. */
export function sharedBillOf(snap: EventSnapshot, key: string) {
  const party = must(
    billOf(snap).parties.find((p) => p.key === key),
    `the bill of ${key}`,
  )
  return {
    lines: party.lines.map((l) => ({
      name: l.name,
      priceCents: l.priceCents,
      shareMilliPct: l.shareMilliPct,
      amountCents: l.amountCents,
    })),
    subtotalCents: party.subtotalCents,
    taxCents: party.taxCents,
    tipCents: party.tipCents,
    totalCents: party.totalCents,
  }
}

export { placeholderKey, UNASSIGNED, userKey }
