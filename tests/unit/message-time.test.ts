import { describe, expect, it } from 'vitest'
import { formatMessageTime } from '../../src/domain/message-time'

const now = new Date('2026-11-20T18:00:00Z') // a Friday
const ago = (ms: number) => new Date(now.getTime() - ms)
const H = 3_600_000
const f = (d: Date) => formatMessageTime(d, now, 'en-US', 'UTC')

describe('formatMessageTime (docs/product.md#116-timings-people-see)', () => {
  it('shows only the time under 24 hours', () => {
    expect(f(ago(5 * 60_000))).toBe('5:55 PM')
    expect(f(ago(23 * H + 59 * 60_000))).toBe('6:01 PM')
  })
  it('shows the weekday and time from 24 hours to under 7 days', () => {
    expect(f(ago(24 * H))).toBe('Thu 6:00 PM')
    expect(f(ago(6 * 24 * H))).toBe('Sat 6:00 PM')
  })
  it('shows the date and time from 7 days on', () => {
    expect(f(ago(7 * 24 * H))).toBe('Nov 13, 2026, 6:00 PM')
    expect(f(new Date('2025-01-02T09:05:00Z'))).toBe('Jan 2, 2025, 9:05 AM')
  })
})
