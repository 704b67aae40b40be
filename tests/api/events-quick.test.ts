import { describe, expect, it } from 'vitest'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import { signedInUser } from './helpers'

describe('events quick path', () => {
  it('creates an event, adds items, joins, picks up and approves', async () => {
    const host = await signedInUser('host')
    const res = await host.c.fetch('/api/events', {
      method: 'POST',
      json: { title: 'Dinner', taxMilliPct: 8880, tipMilliPct: 20_000, claimsNeedApproval: true },
    })
    expect(res.status).toBe(201)
    const snap = (await res.json()) as EventSnapshot
    expect(snap.event.joinCode).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/)
    const id = snap.event.id
    const add = await host.c.fetch(`/api/events/${id}/items`, {
      method: 'POST',
      json: { name: 'Pizza', priceCents: 2400 },
    })
    expect(add.status).toBe(201)
    const s2 = (await add.json()) as EventSnapshot
    expect(s2.event.subtotalCents).toBe(2400)
    expect(s2.event.taxCents).toBe(213)
    expect(s2.event.tipCents).toBe(480)
    const itemId = s2.items[0]?.id ?? ''
    const guest = await signedInUser('guest')
    const join = await guest.c.fetch('/api/join', { method: 'POST', json: { code: snap.event.joinCode.toLowerCase() } })
    expect(join.status).toBe(200)
    const pick = await guest.c.fetch(`/api/events/${id}/items/${itemId}/pickup`, { method: 'POST' })
    expect(pick.status).toBe(200)
    const approve = await host.c.fetch(`/api/events/${id}/items/${itemId}/pickup/approve`, { method: 'POST' })
    expect(approve.status).toBe(200)
    const s3 = (await approve.json()) as EventSnapshot
    expect(s3.items[0]?.ownerId).toBe(guest.id)
    expect(s3.items[0]?.status).toBe('picked_up')
    const list = await host.c.fetch('/api/events')
    expect(((await list.json()) as { events: unknown[] }).events).toHaveLength(1)
    const split = await guest.c.fetch(`/api/events/${id}/items/${itemId}/shares`, {
      method: 'PUT',
      json: { ownerPercent: '50', shares: [{ person: { userId: host.id }, percent: '50' }] },
    })
    expect(split.status, await split.clone().text()).toBe(200)
  })
})
