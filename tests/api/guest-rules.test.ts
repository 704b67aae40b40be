import { describe, expect, it } from 'vitest'
import { addItem, expectError, itemIn, rows, send, snapOf } from './event-fixtures'
import { hostedEvent, joinedGuest } from './guest-fixtures'
import { signedInUser } from './helpers'

// What a guest account may and may not do (decision 053): a participant in the events it joined, nothing
// beyond them.

const GUEST_CANNOT = 'Guests cannot do this. Keep your tabs with an e-mail to get a full account.'

describe('a guest acts like a participant in its event', () => {
  it('picks an item up, and the host approves it', async () => {
    const { host, eventId, code } = await hostedEvent()
    const guest = await joinedGuest(code)
    const item = (await addItem(host, eventId, 'Bao', 600)).item.id
    const picked = await snapOf(await send(guest.c, 'POST', `/api/events/${eventId}/items/${item}/pickup`))
    expect(itemIn(picked, item)).toMatchObject({ requesterId: guest.id, ownerId: null })
    const approved = await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/items/${item}/pickup/approve`))
    expect(itemIn(approved, item)).toMatchObject({ ownerId: guest.id })
  })

  it('takes an item in one tap when claims need no approval', async () => {
    const { host, eventId, code } = await hostedEvent({ claimsNeedApproval: false })
    const guest = await joinedGuest(code)
    const item = (await addItem(host, eventId, 'Tea', 300)).item.id
    const snap = await snapOf(await send(guest.c, 'POST', `/api/events/${eventId}/items/${item}/pickup`))
    expect(itemIn(snap, item)).toMatchObject({ ownerId: guest.id })
  })

  it('writes in the chat and messages the host it shares the event with', async () => {
    const { host, eventId, code } = await hostedEvent()
    const guest = await joinedGuest(code)
    expect((await send(guest.c, 'POST', `/api/events/${eventId}/comments`, { content: 'Hello table' })).status).toBe(
      201,
    )
    const dm = await send(guest.c, 'POST', `/api/me/messages/${host.id}`, { content: 'Thanks for dinner' })
    expect(dm.status, await dm.clone().text()).toBe(201)
  })

  it('records a payment of what it owes', async () => {
    const { host, eventId, code } = await hostedEvent()
    const guest = await joinedGuest(code)
    const item = (await addItem(host, eventId, 'Rice', 500)).item.id
    await send(host.c, 'POST', `/api/events/${eventId}/items/${item}/assign`, { assignee: { userId: guest.id } })
    expect((await send(host.c, 'POST', `/api/events/${eventId}/settlements/calculate`, {})).status).toBe(200)
    const paid = await send(guest.c, 'POST', `/api/events/${eventId}/payments`, { toId: host.id, amountCents: 500 })
    expect(paid.status, await paid.clone().text()).toBeLessThan(300)
    expect(await rows('SELECT amount_cents FROM payments WHERE from_id = ?', guest.id)).toEqual([{ amount_cents: 500 }])
    expect((await guest.c.fetch('/api/tabs')).status).toBe(200)
  })

  it('joins another event by code when it takes guests, and is refused by one that does not', async () => {
    const { code } = await hostedEvent()
    const guest = await joinedGuest(code)
    const open = await hostedEvent()
    expect((await send(guest.c, 'POST', '/api/join', { code: open.code })).status).toBe(200)
    const closed = await hostedEvent()
    await send(closed.host.c, 'PATCH', `/api/events/${closed.eventId}`, { guestsAllowed: false })
    await expectError(await send(guest.c, 'POST', '/api/join', { code: closed.code }), 403)
    expect(
      await rows('SELECT * FROM event_participants WHERE event_id = ? AND user_id = ?', closed.eventId, guest.id),
    ).toEqual([])
  })

  it('is removed by the host like any participant, and loses the event', async () => {
    const { host, eventId, code } = await hostedEvent()
    const guest = await joinedGuest(code)
    const res = await send(host.c, 'DELETE', `/api/events/${eventId}/participants/${guest.id}`)
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await guest.c.fetch(`/api/events/${eventId}`)).status).toBe(404)
  })
})

describe('a guest cannot reach beyond its events', () => {
  it('cannot create (host) an event', async () => {
    const { code } = await hostedEvent()
    const guest = await joinedGuest(code)
    const before = await rows('SELECT id FROM events')
    await expectError(await send(guest.c, 'POST', '/api/events', { title: 'Mine' }), 403, GUEST_CANNOT, 'guest_account')
    expect(await rows('SELECT id FROM events')).toHaveLength(before.length)
  })

  it('cannot search people or send a friend request, even to its host', async () => {
    const { host, code } = await hostedEvent()
    const guest = await joinedGuest(code)
    await expectError(await guest.c.fetch('/api/friends/search?q=gho'), 403, GUEST_CANNOT)
    await expectError(await send(guest.c, 'POST', '/api/friends/requests', { userId: host.id }), 403, GUEST_CANNOT)
    expect(await rows('SELECT * FROM friend_requests WHERE sender_id = ?', guest.id)).toEqual([])
  })

  it('cannot message someone it shares no event with', async () => {
    const { code } = await hostedEvent()
    const guest = await joinedGuest(code)
    const stranger = await signedInUser('gstranger')
    const res = await send(guest.c, 'POST', `/api/me/messages/${stranger.id}`, { content: 'Hi' })
    expect(res.status).toBe(403)
    expect(await rows('SELECT * FROM direct_messages WHERE sender_id = ?', guest.id)).toEqual([])
  })

  it('cannot reach the admin portal', async () => {
    const { code } = await hostedEvent()
    const guest = await joinedGuest(code)
    expect((await guest.c.fetch('/api/admin/overview')).status).toBe(403)
  })

  it('says it is a guest in GET /api/me, and a full account says it is not', async () => {
    const { host, code } = await hostedEvent()
    const guest = await joinedGuest(code)
    const mine = (await (await guest.c.fetch('/api/me')).json()) as { user: { isGuest: boolean } }
    const theirs = (await (await host.c.fetch('/api/me')).json()) as { user: { isGuest: boolean } }
    expect([mine.user.isGuest, theirs.user.isGuest]).toEqual([true, false])
  })
})
