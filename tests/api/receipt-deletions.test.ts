import { describe, expect, it } from 'vitest'
import { addItem, eventWithMembers, itemPath, rows, send, snapOf, type User } from './event-fixtures'

// A receipt that replaces the items, or Remove Receipt with its items, deletes items like Delete does: each
// one gets its history row and everyone whose part goes with it is told.

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1])

const apply = (host: User, eventId: string, replaceExisting: boolean, items: { name: string; priceCents: number }[]) =>
  send(host.c, 'POST', `/api/events/${eventId}/receipt/apply`, {
    include: { location: false, dateTime: false, totals: false, items: true },
    replaceExisting,
    receipt: {
      location_name: '',
      street: '',
      city: '',
      state: '',
      zip: '',
      date_time: '',
      items,
      subtotalCents: items.reduce((s, i) => s + i.priceCents, 0),
      taxCents: 0,
      tipCents: 0,
      totalCents: items.reduce((s, i) => s + i.priceCents, 0),
    },
  })

const deletedNotes = (userId: string) =>
  rows<{ message: string }>(
    "SELECT message FROM notifications WHERE user_id = ? AND title = 'Item Deleted' ORDER BY created_at, rowid",
    userId,
  )

const history = async (user: User, eventId: string, itemId: string) => {
  const res = await user.c.fetch(itemPath(eventId, itemId, '/history'))
  expect(res.status).toBe(200)
  const { entries } = (await res.json()) as {
    entries: { kind: string; beforeCents: number; afterCents: number | null }[]
  }
  return entries.map((e) => [e.kind, e.beforeCents, e.afterCents])
}

describe('items a receipt removes', () => {
  it('Replace existing items: each replaced item is in its history and its holders are told', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const [ann, bob] = members as [User, User]
    const wine = (await addItem(host, eventId, 'Wine', 4000)).item
    await snapOf(await send(host.c, 'POST', itemPath(eventId, wine.id, '/assign'), { assignee: { userId: ann.id } }))
    await snapOf(
      await send(host.c, 'PUT', itemPath(eventId, wine.id, '/shares'), {
        ownerPercent: '75',
        shares: [{ person: { userId: bob.id }, percent: '25' }],
      }),
    )
    await host.c.fetch(`/api/events/${eventId}/receipt`, {
      method: 'POST',
      body: (() => {
        const form = new FormData()
        form.set('file', new File([JPEG], 'r.jpg', { type: 'image/jpeg' }))
        return form
      })(),
    })
    const snap = await snapOf(await apply(host, eventId, true, [{ name: 'Pasta', priceCents: 1800 }]))
    expect(snap.items.map((i) => i.name)).toEqual(['Pasta'])
    expect(await deletedNotes(ann.id)).toEqual([
      { message: expect.stringMatching(/deleted "Wine" in .*: your part \$30\.00 -> \$0\.00$/) },
    ])
    expect(await deletedNotes(bob.id)).toEqual([
      { message: expect.stringMatching(/deleted "Wine" in .*: your part \$10\.00 -> \$0\.00$/) },
    ])
    expect(await history(ann, eventId, wine.id)).toEqual([['delete', 4000, null]])
  })

  it('Remove Receipt with its items: the imported items go as deletions; hand-added ones stay untouched', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const [ann] = members as [User]
    const kept = (await addItem(host, eventId, 'Bread', 500)).item
    const imported = await snapOf(await apply(host, eventId, false, [{ name: 'Beer', priceCents: 800 }]))
    const beer = imported.items.find((i) => i.name === 'Beer')
    if (!beer) throw new Error('the receipt added no Beer')
    await snapOf(await send(host.c, 'POST', itemPath(eventId, beer.id, '/assign'), { assignee: { userId: ann.id } }))
    const after = await snapOf(await send(host.c, 'DELETE', `/api/events/${eventId}/receipt?removeItems=true`))
    expect(after.items.map((i) => i.name)).toEqual(['Bread'])
    expect(await deletedNotes(ann.id)).toEqual([
      { message: expect.stringMatching(/deleted "Beer" in .*: your part \$8\.00 -> \$0\.00$/) },
    ])
    expect(await history(ann, eventId, beer.id)).toEqual([['delete', 800, null]])
    expect(await history(ann, eventId, kept.id)).toEqual([])
  })
})
