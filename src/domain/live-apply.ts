import type { EventLiveMessage } from './live'
import type { EventSnapshot } from './schemas/event-snapshot'

// How a browser folds live messages into its cached event snapshot. Pure, so the rules (apply the
// next version in place, refetch on a gap, never go back to an older version) are tested alone.

type ItemsChanged = Extract<EventLiveMessage, { type: 'items.changed' }>

/** Of two snapshots of one event, the one to keep: a late answer never replaces a newer one. */
export function newerSnapshot<T extends Pick<EventSnapshot, 'event'>>(cached: T | undefined, incoming: T): T {
  return cached && cached.event.version > incoming.event.version ? cached : incoming
}

/**
 * What a message with `version` means for a snapshot at `current`: already have it ('stale'), it is
 * the very next change ('next'), or changes were missed in between ('gap': fetch the snapshot).
 */
export function versionStep(current: number | undefined, version: number): 'stale' | 'next' | 'gap' {
  if (current === undefined) return 'gap'
  if (version <= current) return 'stale'
  return version === current + 1 ? 'next' : 'gap'
}

/** The snapshot with the message's items, removals, disputes and event row applied (caller checked 'next'). */
export function applyItemsChanged(snapshot: EventSnapshot, msg: ItemsChanged): EventSnapshot {
  const changed = new Map(msg.items.map((i) => [i.id, i]))
  const removed = new Set(msg.removedItemIds)
  const known = new Set(snapshot.items.map((i) => i.id))
  // Newest first, as the snapshot lists them: new items go on top, changed ones stay where they were.
  const added = msg.items.filter((i) => !known.has(i.id))
  const items = [...added, ...snapshot.items.filter((i) => !removed.has(i.id)).map((i) => changed.get(i.id) ?? i)]
  return { ...snapshot, event: msg.event, items, pendingDisputes: msg.pendingDisputes }
}
