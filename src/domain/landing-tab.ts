import type { ItemDto } from './schemas/event-snapshot'

type Held = Pick<ItemDto, 'ownerId' | 'requesterId' | 'shares'>

/**
 * The tab an event page opens on when the address names none: My Items once the viewer has something on
 * their bill or waiting for them (an item, a share, a pickup request), else All Items, where a newcomer
 * finds the dishes to claim instead of an empty list.
 */
export function landingTab(items: readonly Held[], viewerId: string): 'mine' | 'items' {
  const holdsSomething = items.some(
    (i) => i.ownerId === viewerId || i.requesterId === viewerId || i.shares.some((s) => s.targetUserId === viewerId),
  )
  return holdsSomething ? 'mine' : 'items'
}
