import { describe, expect, it } from 'vitest'
import { PING, PONG, parseUserLive } from '../../src/domain/live-user'
import { notificationLink } from '../../src/domain/notification-link'

describe('parseUserLive', () => {
  it('parses the keep-alive frames the hub auto-answers', () => {
    expect(parseUserLive(PING)).toEqual({ type: 'ping' })
    expect(parseUserLive(PONG)).toEqual({ type: 'pong' })
  })
  it('drops what is not one of ours', () => {
    for (const frame of ['ping', 'not json', '{}', '{"type":"nope"}', '{"type":"dm.read"}', '[]', 'null'])
      expect(parseUserLive(frame), frame).toBeNull()
    expect(parseUserLive(new ArrayBuffer(4))).toBeNull()
    expect(parseUserLive(`{"type":"ping","pad":"${'x'.repeat(70_000)}"}`)).toBeNull()
  })
})

describe('notificationLink', () => {
  it('links to what the notification is about', () => {
    expect(notificationLink({ type: 'settlement_calculated', eventId: 'e1' })).toBe('/events/e1/settlements')
    expect(notificationLink({ type: 'pickup_requested', eventId: 'e1' })).toBe('/events/e1')
    expect(notificationLink({ type: 'invite_accepted', eventId: null })).toBe('/notifications')
    // Not a member until they accept: the invitation's own page, not the event's.
    expect(notificationLink({ type: 'event_invitation', eventId: 'e 1' })).toBe('/accept-invite?event=e%201')
  })
})
