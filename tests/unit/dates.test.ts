import { describe, expect, it } from 'vitest'
import { dateWriter } from '../../src/domain/dates'

// One moment, read by people in three places: the words and order follow their locale, the day and hour
// follow their time zone.
const at = '2026-11-27T23:30:00Z'

describe('dateWriter: dates in the viewer locale and time zone', () => {
  it('writes each style in en-US, New York', () => {
    const d = dateWriter('en-US', 'America/New_York')
    expect(d.format(at, 'dateTime')).toBe('Nov 27, 2026, 6:30 PM')
    expect(d.format(at, 'date')).toBe('Nov 27, 2026')
    expect(d.format(at, 'longDate')).toBe('November 27, 2026')
    expect(d.format(at, 'dayMonth')).toBe('Nov 27')
    expect(d.format(at, 'time')).toBe('6:30 PM')
  })

  it('writes the next day in Berlin, day first with a 24-hour clock', () => {
    const d = dateWriter('de-DE', 'Europe/Berlin')
    expect(d.format(at, 'date')).toBe('28.11.2026')
    expect(d.format(at, 'dateTime')).toBe('28.11.2026, 00:30')
    expect(d.format(at, 'longDate')).toBe('28. November 2026')
    expect(d.format(at, 'time')).toBe('00:30')
  })

  it('writes Japanese dates year first in Tokyo', () => {
    const d = dateWriter('ja-JP', 'Asia/Tokyo')
    expect(d.format(at, 'date')).toBe('2026/11/28')
    expect(d.format(at, 'time')).toBe('8:30')
  })

  it('accepts epoch milliseconds and Date objects like ISO text', () => {
    const d = dateWriter('en-GB', 'UTC')
    expect(d.format(Date.parse(at), 'date')).toBe(d.format(new Date(at), 'date'))
    expect(d.format(at, 'date')).toBe('27 Nov 2026')
  })

  it('falls back to en-US and UTC for a locale or zone the runtime does not know, never throwing', () => {
    expect(dateWriter('xx-invalid-locale-tag', 'UTC').format(at, 'date')).toBe('Nov 27, 2026')
    expect(dateWriter('en-US', 'Mars/Olympus_Mons').format(at, 'time')).toBe('11:30 PM')
  })

  it('keeps the message-time wording (time today, weekday this week) in the viewer zone', () => {
    const now = new Date('2026-11-28T01:00:00Z')
    expect(dateWriter('en-US', 'UTC').messageTime(at, now)).toBe('11:30 PM')
    expect(dateWriter('de-DE', 'Europe/Berlin').messageTime(at, now)).toBe('00:30')
    expect(dateWriter('en-US', 'UTC').messageTime('2026-11-25T10:00:00Z', now)).toBe('Wed 10:00 AM')
  })
})
