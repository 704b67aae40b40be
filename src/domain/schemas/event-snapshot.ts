import * as z from 'zod'
import { ADJUSTMENT_MODES } from '../adjustment'
import { SPLIT_MODES } from '../split-weights'
import { pendingDisputeSchema } from './dispute'

// What the event page needs, in one response. Money in cents; tax and tip rates in thousandths of a
// percent (`*MilliPct`, 8.875% = 8875), item shares too (`shareMilliPct`, 100% = 100000).
export const eventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    hostId: z.string(),
    status: z.enum(['open', 'closed']),
    locationName: z.string().nullable(),
    street: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    hasReceipt: z.boolean(),
    subtotalCents: z.number().int(),
    taxCents: z.number().int(),
    tipCents: z.number().int(),
    totalCents: z.number().int(),
    taxMilliPct: z.number().int(),
    tipMilliPct: z.number().int(),
    // How the host gave each rate (the editor reopens in it); the figures never depend on it.
    taxMode: z.enum(ADJUSTMENT_MODES),
    tipMode: z.enum(ADJUSTMENT_MODES),
    // Set in amount mode: the tax or tip charged exactly as given, whatever the subtotal (decision 046).
    taxAmountCents: z.number().int().nullable(),
    tipAmountCents: z.number().int().nullable(),
    joinCode: z.string(),
    version: z.number().int(),
    createdAt: z.string(),
    claimsNeedApproval: z.boolean(),
    // Someone with the code may join with only a first name (decision 053).
    guestsAllowed: z.boolean(),
    currency: z
      .string()
      .meta({ description: 'ISO 4217 code; every amount is in its minor unit (JPY 0 digits, USD 2, KWD 3)' }),
  })
  .meta({ id: 'Event' })
export type EventDto = z.infer<typeof eventSchema>

export const participantSchema = z
  .object({
    userId: z.string(),
    username: z.string(),
    handle: z.string(),
    firstName: z.string().nullable(),
    isHost: z.boolean(),
    // A guest account: joined with only a first name (decision 053).
    isGuest: z.boolean(),
    // How they came in: created the event, join code or QR, accepted an e-mail invitation, added by the host.
    joinedVia: z.enum(['host', 'code', 'invite', 'added']),
  })
  .meta({ id: 'Participant' })
export type ParticipantDto = z.infer<typeof participantSchema>

export const placeholderDtoSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'Placeholder' })
export type PlaceholderDto = z.infer<typeof placeholderDtoSchema>

export const ITEM_STATUS_VALUES = [
  'limbo',
  'pending',
  'picked_up',
  'owned',
  'assigned',
  'dispute',
  'unassigned',
] as const
export type ItemStatus = (typeof ITEM_STATUS_VALUES)[number]

/** An item share in thousandths of a percent, as the API documents it. */
export const shareMilliPctSchema = z
  .number()
  .int()
  .meta({ description: 'Share of the item in thousandths of a percent: 33.333% = 33333, 100% = 100000' })

// One person's or guest's part of an item; the item's own shares, so no ids of their own.
const shareDtoSchema = z.object({
  targetUserId: z.string().nullable(),
  placeholderId: z.string().nullable(),
  shareMilliPct: shareMilliPctSchema,
  weight: z.number().int().nullable().optional().meta({
    description: 'What the person chose in the equal (1), shares (thousandths) or amounts (minor units) modes',
  }),
})

export const itemDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    priceCents: z.number().int(),
    status: z.enum(ITEM_STATUS_VALUES),
    addedBy: z.string().nullable(),
    ownerId: z.string().nullable(),
    placeholderOwnerId: z.string().nullable(),
    requesterId: z.string().nullable(),
    fromReceipt: z.boolean(),
    // How the split was chosen (decision 046); left out of older clients' fixtures, read as 'percent'.
    splitMode: z.enum(SPLIT_MODES).optional(),
    ownerWeight: z.number().int().nullable().optional(),
    shares: z.array(shareDtoSchema),
  })
  .meta({ id: 'Item' })
export type ItemDto = z.infer<typeof itemDtoSchema>

export const eventSnapshotSchema = z
  .object({
    event: eventSchema,
    viewerId: z.string(),
    participants: z.array(participantSchema),
    placeholders: z.array(placeholderDtoSchema),
    items: z.array(itemDtoSchema),
    /** Open disputes, at most one per item: the item page shows them, the host's card counts them. */
    pendingDisputes: z.array(pendingDisputeSchema),
  })
  .meta({ id: 'EventSnapshot' })
export type EventSnapshot = z.infer<typeof eventSnapshotSchema>

// The event page's GET sends items lean (decision 030): an item leaves out an owner, guest owner or
// requester it does not have, `fromReceipt` when false and `shares` when empty. Most items at a table
// have none of them, and a third fewer bytes is a tenth less work per read. A full item is valid here
// too, so a client may read any snapshot with this schema; src/domain/snapshot-wire.ts fills the gaps.
export const itemWireSchema = itemDtoSchema
  .extend({
    ownerId: z.string().nullable().optional(),
    placeholderOwnerId: z.string().nullable().optional(),
    requesterId: z.string().nullable().optional(),
    fromReceipt: z.boolean().optional(),
    shares: z.array(shareDtoSchema).optional(),
  })
  .meta({ id: 'ItemWire' })
export type ItemWire = z.infer<typeof itemWireSchema>

export const eventSnapshotWireSchema = eventSnapshotSchema
  .extend({ items: z.array(itemWireSchema) })
  .meta({ id: 'EventSnapshotWire' })
export type EventSnapshotWire = z.infer<typeof eventSnapshotWireSchema>

export const eventCardSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    status: z.enum(['open', 'closed']),
    isHost: z.boolean(),
    createdAt: z.string(),
    totalCents: z.number().int(),
    itemCount: z.number().int(),
    joinCode: z.string(),
    currency: z.string(),
  })
  .meta({ id: 'EventCard' })
export type EventCard = z.infer<typeof eventCardSchema>

export const eventListSchema = z.object({
  events: z.array(eventCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type EventList = z.infer<typeof eventListSchema>

export const joinResultSchema = z.object({
  event_id: z.string(),
  event_title: z.string(),
  event_description: z.string().nullable(),
})
