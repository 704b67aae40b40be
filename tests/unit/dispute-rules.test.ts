import { describe, expect, it } from 'vitest'
import { disputeRules, storedReason } from '../../src/domain/dispute-rules'
import { disputeFormSchema } from '../../src/domain/schemas/dispute'
import * as DISPUTES from '../../src/messages/disputes'

const actor = { viewerId: 'me', hostId: 'host' }
const item = (
  over: Partial<{
    status: string
    ownerId: string | null
    placeholderOwnerId: string | null
    shares: { targetUserId: string | null }[]
  }>,
) =>
  ({ status: 'owned', ownerId: 'olga', placeholderOwnerId: null, shares: [], ...over }) as Parameters<
    typeof disputeRules.canDispute
  >[0]

describe('who may dispute an item', () => {
  it('a participant on an item someone else owns (person or guest), settled', () => {
    for (const status of ['owned', 'assigned', 'picked_up'] as const)
      expect(disputeRules.canDispute(item({ status }), actor)).toBe(true)
    expect(disputeRules.canDispute(item({ ownerId: null, placeholderOwnerId: 'guest' }), actor)).toBe(true)
  })

  it('not the owner, not the host, not an unowned item, not while a pickup or dispute is open', () => {
    expect(disputeRules.canDispute(item({ ownerId: 'me' }), actor)).toBe(false)
    expect(disputeRules.canDispute(item({}), { viewerId: 'host', hostId: 'host' })).toBe(false)
    expect(disputeRules.canDispute(item({ status: 'limbo', ownerId: null }), actor)).toBe(false)
    expect(disputeRules.canDispute(item({ status: 'pending' }), actor)).toBe(false)
    expect(disputeRules.canDispute(item({ status: 'dispute' }), actor)).toBe(false)
  })

  it('on an item nobody owns, whoever was put on its split (and nobody else)', () => {
    const mine = [{ targetUserId: 'me' }, { targetUserId: null }]
    for (const status of ['limbo', 'unassigned'] as const)
      expect(disputeRules.canDispute(item({ status, ownerId: null, shares: mine }), actor)).toBe(true)
    expect(
      disputeRules.canDispute(item({ status: 'limbo', ownerId: null, shares: [{ targetUserId: 'x' }] }), actor),
    ).toBe(false)
    expect(disputeRules.canDispute(item({ status: 'pending', ownerId: null, shares: mine }), actor)).toBe(false)
    expect(
      disputeRules.canDispute(item({ status: 'limbo', ownerId: null, shares: mine }), { viewerId: 'me', hostId: 'me' }),
    ).toBe(false)
  })
})

describe('the reason', () => {
  it("is trimmed, and an empty one is stored as 'No reason provided'", () => {
    expect(storedReason('  mine  ')).toBe('mine')
    expect(storedReason('   ')).toBe(DISPUTES.noReason)
    expect(storedReason(undefined)).toBe(DISPUTES.noReason)
  })

  it('allows 200 characters in the modal and 500 on the page, counted after trimming', () => {
    const ok = (max: number, reason: string) =>
      disputeFormSchema(max).safeParse({ reason, actionType: 'other' }).success
    expect(ok(200, 'x'.repeat(200))).toBe(true)
    expect(ok(200, ` ${'x'.repeat(200)} `)).toBe(true)
    expect(ok(200, 'x'.repeat(201))).toBe(false)
    expect(ok(500, 'x'.repeat(500))).toBe(true)
    expect(ok(500, 'x'.repeat(501))).toBe(false)
  })
})
