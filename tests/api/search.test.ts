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

  it('requires a signed-in user and rejects overlong queries', async () => {
    expect((await client().fetch('/api/search?q=x')).status).toBe(401)
    const a = await signedInUser('srchd')
    const res = await a.c.fetch(`/api/search?q=${'x'.repeat(101)}`)
    expect(res.status).toBe(400)
  })
})
