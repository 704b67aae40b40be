import { describe, expect, it } from 'vitest'
import { addItem, itemIn, join, rows, send, snapOf } from './event-fixtures'
import { hostedEvent, joinedGuest } from './guest-fixtures'
import { signedInUser, signIn } from './helpers'

// A guest whose e-mail already has an account signs in to it (decision 053): the guest is merged into the
// account in one batch, and deleted.

describe('signing in to an existing account as a guest merges the guest into it', () => {
  it('moves claims, payments and messages (same ids) and deletes the guest', async () => {
    const { host, eventId, code } = await hostedEvent({ claimsNeedApproval: false })
    const guest = await joinedGuest(code, 'Mo')
    const item = (await addItem(host, eventId, 'Ramen', 1400)).item.id
    await snapOf(await send(guest.c, 'POST', `/api/events/${eventId}/items/${item}/pickup`))
    await send(guest.c, 'POST', `/api/events/${eventId}/comments`, { content: 'Ramen is mine' })
    expect((await send(host.c, 'POST', `/api/events/${eventId}/settlements/calculate`, {})).status).toBe(200)
    expect(
      (await send(guest.c, 'POST', `/api/events/${eventId}/payments`, { toId: host.id, amountCents: 700 })).status,
    ).toBeLessThan(300)
    const [payment] = await rows<{ id: string }>('SELECT id FROM payments WHERE from_id = ?', guest.id)
    const account = await signedInUser('mergeinto')

    const res = await signIn(guest.c, account.user.email, account.user.password)
    expect(res.status, await res.clone().text()).toBe(200)

    expect(await rows('SELECT id FROM user WHERE id = ?', guest.id)).toEqual([])
    const snap = await snapOf(await guest.c.fetch(`/api/events/${eventId}`))
    expect(itemIn(snap, item).ownerId).toBe(account.id)
    expect(snap.participants.filter((p) => p.userId === account.id)).toHaveLength(1)
    expect(await rows('SELECT id, from_id FROM payments WHERE id = ?', payment?.id)).toEqual([
      { id: payment?.id, from_id: account.id },
    ])
    expect(await rows('SELECT content FROM event_comments WHERE user_id = ?', account.id)).toEqual([
      { content: 'Ramen is mine' },
    ])
  })

  it('the same event twice becomes one participant, and the item is not billed twice', async () => {
    const { host, eventId, code } = await hostedEvent()
    const account = await signedInUser('bothin')
    await join(account, code)
    const guest = await joinedGuest(code, 'Twice')
    const item = (await addItem(host, eventId, 'Platter', 3000)).item.id
    await send(host.c, 'POST', `/api/events/${eventId}/items/${item}/assign`, { assignee: { userId: account.id } })
    // The owner shares half with the guest: after the merge the account holds it all, once.
    const shared = await send(account.c, 'PUT', `/api/events/${eventId}/items/${item}/shares`, {
      ownerPercent: 50,
      shares: [{ person: { userId: guest.id }, percent: 50 }],
    })
    expect(shared.status, await shared.clone().text()).toBe(200)
    const before = await snapOf(await host.c.fetch(`/api/events/${eventId}`))

    expect((await signIn(guest.c, account.user.email, account.user.password)).status).toBe(200)

    const after = await snapOf(await host.c.fetch(`/api/events/${eventId}`))
    expect(after.participants.filter((p) => p.userId === account.id)).toHaveLength(1)
    expect(after.participants.find((p) => p.userId === guest.id)).toBeUndefined()
    expect(itemIn(after, item)).toMatchObject({ ownerId: account.id, shares: [] })
    expect(after.event.totalCents).toBe(before.event.totalCents)
  })

  it('a full account signing in elsewhere merges nothing', async () => {
    const a = await signedInUser('plaina')
    const b = await signedInUser('plainb')
    expect((await signIn(a.c, b.user.email, b.user.password)).status).toBe(200)
    expect(await rows('SELECT id FROM user WHERE id = ?', a.id)).toHaveLength(1)
  })
})
