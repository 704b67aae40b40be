import type { BillInput } from './bill'
import { UNASSIGNED } from './bill'
import type { ItemDto } from './schemas/event-snapshot'

// Bill parties are keyed 'u:<userId>' for registered people and 'p:<placeholderId>' for guests.
export const userKey = (id: string) => `u:${id}`
export const placeholderKey = (id: string) => `p:${id}`
export { UNASSIGNED }

export function ownerKeyOf(item: Pick<ItemDto, 'ownerId' | 'placeholderOwnerId'>): string | null {
  if (item.ownerId) return userKey(item.ownerId)
  if (item.placeholderOwnerId) return placeholderKey(item.placeholderOwnerId)
  return null
}

/** The bill input for an event snapshot: the one mapping used by the browser and the worker. */
export function billInputOf(
  event: { taxMilliPct: number; tipMilliPct: number; taxAmountCents?: number | null; tipAmountCents?: number | null },
  items: readonly ItemDto[],
): BillInput {
  return {
    taxMilliPct: event.taxMilliPct,
    tipMilliPct: event.tipMilliPct,
    taxAmountCents: event.taxAmountCents ?? null,
    tipAmountCents: event.tipAmountCents ?? null,
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      priceCents: item.priceCents,
      ownerKey: ownerKeyOf(item),
      splitMode: item.splitMode,
      ownerWeight: item.ownerWeight,
      shares: item.shares.map((s) => ({
        personKey: s.targetUserId ? userKey(s.targetUserId) : placeholderKey(s.placeholderId ?? ''),
        shareMilliPct: s.shareMilliPct,
        weight: s.weight,
      })),
    })),
  }
}
