import { describe, expect, it } from 'vitest'
import { holderCount, isShared, itemBadgeLabel, statusLabel } from '../../src/domain/item-rules'
import type { ItemDto } from '../../src/domain/schemas/event-snapshot'

// One word per state people can tell apart, the same in the list, the sheet and the breakdown.

type Item = Pick<ItemDto, 'status' | 'ownerId' | 'placeholderOwnerId' | 'shares'>
const share = (targetUserId: string, shareMilliPct: number) => ({ targetUserId, placeholderId: null, shareMilliPct })
const item = (over: Partial<Item>): Item => ({
  status: 'limbo',
  ownerId: null,
  placeholderOwnerId: null,
  shares: [],
  ...over,
})

describe('item state words', () => {
  it('an approved pickup, a denied one and a host assignment all read Claimed', () => {
    for (const status of ['picked_up', 'owned', 'assigned'] as const) expect(statusLabel(status)).toBe('Claimed')
    expect(statusLabel('limbo')).toBe('Unclaimed')
    expect(statusLabel('unassigned')).toBe('Unclaimed')
    expect(statusLabel('pending')).toBe('Request Pending')
    expect(statusLabel('dispute')).toBe('Disputed')
  })

  it('an owner with one sharer is shared by two people, not "Shared (1)"', () => {
    const it2 = item({ status: 'owned', ownerId: 'a', shares: [share('b', 50_000)] })
    expect(holderCount(it2)).toBe(2)
    expect(isShared(it2)).toBe(true)
    expect(itemBadgeLabel(it2)).toBe('Shared')
  })

  it('an ownerless item split in full is Shared by its sharers; split in part it is still Unclaimed', () => {
    const full = item({ shares: [share('a', 50_000), share('b', 50_000)] })
    expect(itemBadgeLabel(full)).toBe('Shared')
    expect(holderCount(full)).toBe(2)
    const part = item({ shares: [share('a', 25_000)] })
    expect(itemBadgeLabel(part)).toBe('Unclaimed')
    expect(isShared(part)).toBe(false)
  })

  it('a single owner is Claimed; a pending or disputed shared item says what waits', () => {
    expect(itemBadgeLabel(item({ status: 'assigned', ownerId: 'a' }))).toBe('Claimed')
    expect(itemBadgeLabel(item({ status: 'pending', ownerId: 'a', shares: [share('b', 50_000)] }))).toBe(
      'Request Pending',
    )
    expect(itemBadgeLabel(item({ status: 'dispute', ownerId: 'a', shares: [share('b', 50_000)] }))).toBe('Disputed')
  })
})
