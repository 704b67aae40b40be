import { env } from 'cloudflare:test'
import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { addItem, eventWithMembers, itemPath, must, rows, send } from './event-fixtures'
import { type Client, client, signedInUser } from './helpers'
import { ofType, pause, userSocket } from './socket'

type List = {
  notifications: Array<{ id: string; title: string; message: string; read: boolean; eventId: string | null }>
  unread: number
}
const list = async (c: Client) => (await (await c.fetch('/api/me/notifications')).json()) as List

/** `n` notifications for the user, one millisecond apart (newest last). */
async function seed(userId: string, n: number, read = false) {
  const base = Date.now() - n - 10_000
  const stmts = Array.from({ length: n }, (_, i) =>
    env.DB.prepare(
      "INSERT INTO notifications (id, user_id, type, title, message, read, hidden, created_at) VALUES (?, ?, 'x', ?, 'm', ?, 0, ?)",
    ).bind(crypto.randomUUID(), userId, `N${i}`, read ? 1 : 0, base + i),
  )
  await env.DB.batch(stmts)
}

describe('notification routes', () => {
  it('lists the latest 50 not hidden, newest first, with the unread count of all of them', async () => {
    const ana = await signedInUser('ana')
    await seed(ana.id, 60)
    const body = await list(ana.c)
    expect(body.notifications).toHaveLength(50)
    expect(body.notifications[0]?.title).toBe('N59')
    expect(body.notifications[49]?.title).toBe('N10')
    expect(body.unread).toBe(60)
  })

  it('marks all read, then Clear read hides the read ones and only those, only mine', async () => {
    const ana = await signedInUser('ana')
    const ben = await signedInUser('ben')
    await seed(ana.id, 3)
    await seed(ben.id, 2)
    expect((await send(ana.c, 'POST', '/api/me/notifications/read')).status).toBe(200)
    expect((await list(ana.c)).unread).toBe(0)
    await seed(ana.id, 1) // arrives after the mark: stays unread, and stays after Clear read
    expect((await send(ana.c, 'POST', '/api/me/notifications/clear-read')).status).toBe(200)
    const after = await list(ana.c)
    expect(after.notifications.map((n) => n.read)).toEqual([false])
    expect(after.unread).toBe(1)
    expect(await rows('SELECT id FROM notifications WHERE user_id = ? AND hidden = 1', ana.id)).toHaveLength(3)
    // Ben's were neither read nor hidden.
    expect((await list(ben.c)).unread).toBe(2)
    expect((await list(ben.c)).notifications).toHaveLength(2)
  })

  it('marks one read by id, and never someone else’s', async () => {
    const ana = await signedInUser('ana')
    const ben = await signedInUser('ben')
    await seed(ana.id, 2)
    const [first] = (await list(ana.c)).notifications
    expect((await send(ben.c, 'POST', `/api/me/notifications/${must(first).id}/read`)).status).toBe(200)
    expect((await list(ana.c)).unread).toBe(2)
    expect((await send(ana.c, 'POST', `/api/me/notifications/${must(first).id}/read`)).status).toBe(200)
    expect((await list(ana.c)).unread).toBe(1)
  })

  it('hides one notification, read or unread, and never someone else’s', async () => {
    const ana = await signedInUser('ana')
    const ben = await signedInUser('ben')
    await seed(ana.id, 3)
    const [newest] = (await list(ana.c)).notifications
    // Ben cannot hide Ana's.
    expect((await send(ben.c, 'POST', `/api/me/notifications/${must(newest).id}/hide`)).status).toBe(200)
    expect((await list(ana.c)).notifications).toHaveLength(3)
    // Ana hides an unread one: it leaves her list and her unread count.
    expect((await send(ana.c, 'POST', `/api/me/notifications/${must(newest).id}/hide`)).status).toBe(200)
    const after = await list(ana.c)
    expect(after.notifications.map((n) => n.id)).not.toContain(must(newest).id)
    expect(after.notifications).toHaveLength(2)
    expect(after.unread).toBe(2)
    // Kept as a row (soft delete), only marked hidden.
    expect(await rows('SELECT id FROM notifications WHERE id = ? AND hidden = 1', must(newest).id)).toHaveLength(1)
  })

  it('refuses signed-out callers and cross-site writes', async () => {
    const ana = await signedInUser('ana')
    await seed(ana.id, 1)
    expect((await client().fetch('/api/me/notifications')).status).toBe(401)
    const res = await exports.default.fetch('http://localhost/api/me/notifications/read', {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: ana.c.cookie, 'cf-connecting-ip': ana.c.ip },
    })
    expect(res.status).toBe(403)
    expect((await list(ana.c)).unread).toBe(1)
  })
})

describe('live notifications', () => {
  it("push a pickup request to the owner's sockets once it has committed, and the answer to the asker", async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const [owner, asker] = [must(members[0]), must(members[1])]
    const { item } = await addItem(host, eventId, 'Nachos', 1200)
    const assign = await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: owner.id } })
    expect(assign.status).toBe(200)
    const [hostSocket, ownerSocket, askerSocket] = await Promise.all([host, owner, asker].map((u) => userSocket(u.c)))
    expect((await send(asker.c, 'POST', itemPath(eventId, item.id, '/pickup'))).status).toBe(200)
    const pushed = (await must(ownerSocket).next(ofType('notification.created'))) as {
      notification: List['notifications'][number]
    }
    expect(pushed.notification).toMatchObject({ title: 'Pickup Requested', eventId, read: false })
    expect(pushed.notification.message).toContain('"Nachos"')
    // What was pushed is what is stored.
    expect((await list(owner.c)).notifications[0]).toEqual(pushed.notification)
    expect((await send(owner.c, 'POST', itemPath(eventId, item.id, '/pickup/deny'))).status).toBe(200)
    const answer = (await must(askerSocket).next(ofType('notification.created'))) as { notification: { title: string } }
    expect(answer.notification.title).toBe('Pickup Denied')
    await pause(100)
    expect(must(ownerSocket).seen.filter(ofType('notification.created'))).toHaveLength(1)
    expect(must(hostSocket).seen).toEqual([])
  })

  it('tell the host of a request on an unclaimed item, and the asker of the approval', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const asker = must(members[0])
    const { item } = await addItem(host, eventId, 'Salad', 900)
    const askerSocket = await userSocket(asker.c)
    expect((await send(asker.c, 'POST', itemPath(eventId, item.id, '/pickup'))).status).toBe(200)
    expect((await list(host.c)).notifications.map((n) => n.title)).toEqual(['Pickup Requested'])
    expect((await send(host.c, 'POST', itemPath(eventId, item.id, '/pickup/approve'))).status).toBe(200)
    const got = (await askerSocket.next(ofType('notification.created'))) as {
      notification: { title: string; message: string }
    }
    expect(got.notification.title).toBe('Pickup Approved')
    expect(got.notification.message).toBe(`Your request to pick up "Salad" in Dinner was approved`)
    // Releasing the item afterwards tells nobody.
    expect((await send(asker.c, 'POST', itemPath(eventId, item.id, '/release'))).status).toBe(200)
    expect((await list(asker.c)).notifications).toHaveLength(1)
    expect((await list(host.c)).notifications).toHaveLength(1)
  })

  it('push nothing for a request that lost its race (the notification was not written)', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const [a, b] = [must(members[0]), must(members[1])]
    const { item } = await addItem(host, eventId, 'Fries', 500)
    const hostSocket = await userSocket(host.c)
    const results = await Promise.all([
      send(a.c, 'POST', itemPath(eventId, item.id, '/pickup')),
      send(b.c, 'POST', itemPath(eventId, item.id, '/pickup')),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    await hostSocket.next(ofType('notification.created'))
    await pause(200)
    expect(hostSocket.seen.filter(ofType('notification.created'))).toHaveLength(1)
    expect(
      await rows("SELECT id FROM notifications WHERE user_id = ? AND type = 'pickup_requested'", host.id),
    ).toHaveLength(1)
  })
})
