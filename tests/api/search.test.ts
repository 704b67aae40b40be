import { describe, expect, it } from 'vitest'
import { client, signedInUser } from './helpers'

type Result = { events: Array<{ id: string; title: string; isHost: boolean }> }

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
