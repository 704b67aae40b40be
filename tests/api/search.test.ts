import { describe, expect, it } from 'vitest'
import { addItem, createEvent, join, send } from './event-fixtures'
import { client, signedInUser } from './helpers'

type Result = {
  events: Array<{ id: string; title: string; isHost: boolean; joinCode: string }>
  items: Array<{ id: string; name: string; eventId: string; eventTitle: string }>
  people: Array<{ id: string; username: string; firstName: string | null; eventId: string; eventTitle: string }>
}
const search = async (c: { fetch: (path: string) => Promise<Response> }, q: string) => {
  const res = await c.fetch(`/api/search?q=${encodeURIComponent(q)}`)
  expect(res.status, q).toBe(200)
  return (await res.json()) as Result
}

describe('GET /api/search', () => {
  it('finds my events by title, case-insensitively, and never other people’s', async () => {
    const a = await signedInUser('srcha')
    const b = await signedInUser('srchb')
    for (const title of ['Taco Tuesday', 'Birthday dinner', '100% pizza']) {
      await a.c.fetch('/api/events', { method: 'POST', json: { title } })
    }
    await b.c.fetch('/api/events', { method: 'POST', json: { title: 'Taco night (not yours)' } })
    const res = await a.c.fetch('/api/search?q=taco')
    expect(res.status).toBe(200)
    const body = (await res.json()) as Result
    expect(body.events.map((e) => e.title)).toEqual(['Taco Tuesday'])
    expect(body.events[0]?.isHost).toBe(true)
  })

  it('treats % and _ literally and returns nothing for blank queries', async () => {
    const a = await signedInUser('srchc')
    await a.c.fetch('/api/events', { method: 'POST', json: { title: '100% pizza' } })
    await a.c.fetch('/api/events', { method: 'POST', json: { title: '1000 pizzas' } })
    const pct = (await (await a.c.fetch(`/api/search?q=${encodeURIComponent('0%')}`)).json()) as Result
    expect(pct.events.map((e) => e.title)).toEqual(['100% pizza'])
    const blank = (await (await a.c.fetch('/api/search?q=%20%20')).json()) as Result
    expect(blank.events).toEqual([])
  })

  // D1 refuses LIKE patterns over 50 bytes; a search must never turn that into a 500.
  it('finds titles by a long query and by one made of many % and _ (never a 500)', async () => {
    const a = await signedInUser('srche')
    const long = 'A very long event title that goes on for quite a while, really'
    const odd = `${'%'.repeat(40)}_${'_'.repeat(20)} party`
    for (const title of [long, odd]) await a.c.fetch('/api/events', { method: 'POST', json: { title } })
    for (const [q, expected] of [
      [long.slice(0, 60).toLowerCase(), [long]],
      [odd.slice(0, 70), [odd]],
      ['%'.repeat(100), []],
      ['\\'.repeat(50), []],
      ['ü'.repeat(100), []],
    ] as const) {
      const res = await a.c.fetch(`/api/search?q=${encodeURIComponent(q)}`)
      expect(res.status, q).toBe(200)
      expect(
        ((await res.json()) as Result).events.map((e) => e.title),
        q,
      ).toEqual(expected)
    }
  })

  it('requires a signed-in user and rejects overlong queries', async () => {
    expect((await client().fetch('/api/search?q=x')).status).toBe(401)
    const a = await signedInUser('srchd')
    const res = await a.c.fetch(`/api/search?q=${'x'.repeat(101)}`)
    expect(res.status).toBe(400)
  })
})

// Issue 46: the search found event titles only. It also finds items, people and join codes, and only in the
// events the person is in: being able to guess a word must never reveal someone else's table.
describe('GET /api/search: items, people and join codes', () => {
  it('finds items by name in my events, newest first, and never items of events I am not in', async () => {
    const a = await signedInUser('srchi')
    const b = await signedInUser('srchj')
    const mine = await createEvent(a, { title: 'Friday supper' })
    await addItem(a, mine.event.id, 'Truffle fries', 900)
    await addItem(a, mine.event.id, 'Lemonade', 300)
    const theirs = await createEvent(b, { title: 'Not yours' })
    await addItem(b, theirs.event.id, 'Truffle pasta', 1800)

    const found = await search(a.c, 'TRUFFLE')
    expect(found.items).toEqual([
      { id: expect.any(String), name: 'Truffle fries', eventId: mine.event.id, eventTitle: 'Friday supper' },
    ])
    // Searching their own words, the other person sees only their own item.
    expect((await search(b.c, 'truffle')).items.map((i) => i.name)).toEqual(['Truffle pasta'])
  })

  it('finds people I share an event with by first name or username, never strangers or myself', async () => {
    const a = await signedInUser('srchk')
    const friend = await signedInUser('srchl')
    const stranger = await signedInUser('srchm')
    expect((await send(a.c, 'PATCH', '/api/me/profile', { firstName: 'Miriam' })).status).toBe(200)
    expect((await send(friend.c, 'PATCH', '/api/me/profile', { firstName: 'Mirko' })).status).toBe(200)
    expect((await send(stranger.c, 'PATCH', '/api/me/profile', { firstName: 'Mira' })).status).toBe(200)
    const shared = await createEvent(a, { title: 'Dim sum' })
    await join(friend, shared.event.joinCode)
    await createEvent(stranger, { title: 'Elsewhere' })

    const byFirstName = await search(a.c, 'mir')
    expect(byFirstName.people).toEqual([
      {
        id: friend.id,
        username: friend.user.username,
        firstName: 'Mirko',
        eventId: shared.event.id,
        eventTitle: 'Dim sum',
      },
    ])
    const byUsername = await search(a.c, friend.user.username.slice(0, 12))
    expect(byUsername.people.map((p) => p.id)).toEqual([friend.id])
    // The stranger shares no event with anyone here: nobody finds them, and they find nobody.
    expect((await search(stranger.c, 'mir')).people).toEqual([])
  })

  it('finds my event by its join code, in any case and with or without the dash, never another’s', async () => {
    const a = await signedInUser('srchn')
    const b = await signedInUser('srcho')
    const mine = await createEvent(a, { title: 'Code night' })
    const theirs = await createEvent(b, { title: 'Their code night' })
    const code = mine.event.joinCode
    for (const q of [code, code.toLowerCase(), code.replace('-', '')]) {
      const found = await search(a.c, q)
      expect(
        found.events.map((e) => [e.id, e.joinCode]),
        q,
      ).toEqual([[mine.event.id, code]])
    }
    // Knowing another table's code joins it through the Join page, not through search.
    expect((await search(a.c, theirs.event.joinCode)).events).toEqual([])
  })
})
