import { describe, expect, it } from 'vitest'
import { landingTab } from '../../src/domain/landing-tab'

// Issue 46: a new participant landed on an empty My Items; the page opens on All Items while they hold nothing.
const item = (over: Partial<Parameters<typeof landingTab>[0][number]> = {}) => ({
  ownerId: null,
  requesterId: null,
  shares: [],
  ...over,
})

describe('the tab an event page opens on', () => {
  it('All Items while the viewer holds nothing, with or without items', () => {
    expect(landingTab([], 'ann')).toBe('items')
    expect(landingTab([item(), item({ ownerId: 'bob' })], 'ann')).toBe('items')
  })

  it('My Items once something is theirs: an item, a share, or a request waiting', () => {
    expect(landingTab([item({ ownerId: 'ann' })], 'ann')).toBe('mine')
    const share = { targetUserId: 'ann', placeholderId: null, shareMilliPct: 50_000 }
    expect(landingTab([item({ ownerId: 'bob', shares: [share] })], 'ann')).toBe('mine')
    expect(landingTab([item({ requesterId: 'ann' })], 'ann')).toBe('mine')
  })
})
