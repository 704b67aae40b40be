import type { EventSnapshot, EventSnapshotWire, ItemDto, ItemWire } from './schemas/event-snapshot'

// The GET's lean items (decision 030) made whole again, so every screen reads one shape. Fields are
// listed in the schema's order, so a filled item is the same JSON text as one sent in full.

function itemFromWire(item: ItemWire): ItemDto {
  return {
    id: item.id,
    name: item.name,
    priceCents: item.priceCents,
    status: item.status,
    addedBy: item.addedBy,
    ownerId: item.ownerId ?? null,
    placeholderOwnerId: item.placeholderOwnerId ?? null,
    requesterId: item.requesterId ?? null,
    fromReceipt: item.fromReceipt ?? false,
    splitMode: item.splitMode ?? 'percent',
    ownerWeight: item.ownerWeight ?? null,
    shares: item.shares ?? [],
  }
}

export function snapshotFromWire(snapshot: EventSnapshotWire): EventSnapshot {
  return { ...snapshot, items: snapshot.items.map(itemFromWire) }
}
