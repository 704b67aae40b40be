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

describe('Pick It Up (issue 46: the host too)', () => {
  it("the host picks up an item nobody has, at once even with approvals on; not someone else's", () => {
    expect(itemRules.canRequestPickup(mimosa({}), host)).toBe(true)
    expect(itemRules.claimsAtOnce(mimosa({}), host, true)).toBe(true)
    const bartsOwn = mimosa({ status: 'picked_up', ownerId: 'bart' })
    expect(itemRules.canRequestPickup(bartsOwn, host)).toBe(false)
    expect(itemRules.canRequestPickup(mimosa({ status: 'pending', requesterId: 'bart' }), host)).toBe(false)
  })

  it('a guest asks while approvals are on, and takes it at once while they are off', () => {
    expect(itemRules.canRequestPickup(mimosa({}), bart)).toBe(true)
    expect(itemRules.claimsAtOnce(mimosa({}), bart, true)).toBe(false)
    expect(itemRules.claimsAtOnce(mimosa({}), bart, false)).toBe(true)
    expect(itemRules.claimsAtOnce(mimosa({ status: 'owned', ownerId: 'maria' }), bart, false)).toBe(false)
  })
})
