import { describe, expect, it } from 'vitest'
import { itemRules } from '../../src/domain/item-rules'
import type { ItemDto } from '../../src/domain/schemas/event-snapshot'

const host = { viewerId: 'maria', hostId: 'maria' }
const bart = { viewerId: 'bart', hostId: 'maria' }
type Item = Pick<ItemDto, 'status' | 'ownerId' | 'placeholderOwnerId' | 'requesterId' | 'addedBy' | 'shares'>
const mimosa = (over: Partial<Item>): Item => ({
  status: 'limbo',
  ownerId: null,
  placeholderOwnerId: null,
  requesterId: null,
  addedBy: 'bart',
  shares: [],
  ...over,
})
const share = (targetUserId: string | null) => ({
  targetUserId,
  placeholderId: targetUserId ? null : 'g',
  shareMilliPct: 50_000,
})

describe('who may change the price or delete an item', () => {
  it('whoever added it, while nobody else owns, asks for or shares it; the host always', () => {
    for (const item of [
      mimosa({}),
      mimosa({ status: 'owned', ownerId: 'bart' }),
      mimosa({ shares: [share('bart')] }),
    ]) {
      expect(itemRules.canChangePrice(item, bart)).toBe(true)
      expect(itemRules.canDelete(item, bart)).toBe(true)
    }
  })

  it('only the host once someone else has a part of it, even for its owner', () => {
    const others = [
      mimosa({ status: 'assigned', ownerId: 'priya' }),
      mimosa({ status: 'assigned', placeholderOwnerId: 'gus' }),
      mimosa({ status: 'pending', requesterId: 'priya' }),
      mimosa({ status: 'owned', ownerId: 'bart', shares: [share('priya')] }),
      mimosa({ shares: [share(null)] }),
    ]
    for (const item of others) {
      expect(itemRules.canChangePrice(item, bart)).toBe(false)
      expect(itemRules.canChangePrice(item, host)).toBe(true)
    }
    // Bart got Maria's Mimosa approved: it is his, but the price and deleting it are still Maria's.
    const approved = mimosa({ status: 'picked_up', ownerId: 'bart', addedBy: 'maria' })
    expect(itemRules.canEdit(approved, bart)).toBe(true)
    expect(itemRules.canChangePrice(approved, bart)).toBe(false)
    expect(itemRules.canDelete(approved, bart)).toBe(false)
    expect(itemRules.canDelete(approved, host)).toBe(true)
  })
})
