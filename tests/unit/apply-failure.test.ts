import { describe, expect, it } from 'vitest'
import { applyFailure } from '../../src/components/receipt/messages'
import { ApiRequestError } from '../../src/lib/api'
import { lostAccess } from '../../src/lib/events'

describe('what a failed receipt Apply says', () => {
  it("keeps the spec's words and adds the limit the server named", () => {
    const limit = new ApiRequestError(409, 'limit_reached', 'An event can have at most 100 items.')
    expect(applyFailure(limit)).toBe('Failed to apply receipt data: An event can have at most 100 items.')
  })

  it('says only the spec words for a server fault or no network', () => {
    expect(applyFailure(new ApiRequestError(500, 'internal', 'boom'))).toBe('Failed to apply receipt data')
    expect(applyFailure(new TypeError('Failed to fetch'))).toBe('Failed to apply receipt data')
  })
})

describe('when a loaded event page gives way to an error', () => {
  it('only when the server said the event is gone or closed to this person, never for a network failure', () => {
    expect(lostAccess(new ApiRequestError(404, 'not_found', 'Event not found'))).toBe(true)
    expect(lostAccess(new ApiRequestError(403, 'forbidden', 'No'))).toBe(true)
    expect(lostAccess(new ApiRequestError(0, 'network', 'Network error. Check your connection and try again.'))).toBe(
      false,
    )
    expect(lostAccess(new ApiRequestError(503, 'maintenance', 'Down'))).toBe(false)
    expect(lostAccess(null)).toBe(false)
  })
})
