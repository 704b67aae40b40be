import { describe, expect, it } from 'vitest'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import { signedInUser } from './helpers'

// Bad input never gets a 500: malformed JSON, the wrong content type, wrong JSON types, odd ids.
describe('malformed requests', () => {
  it('answer 4xx with the error shape on every JSON route', async () => {
    const { c } = await signedInUser('malf')
    const snap = (await (
      await c.fetch('/api/events', { method: 'POST', json: { title: 'Malformed' } })
    ).json()) as EventSnapshot
    const id = snap.event.id
    const added = (await (
      await c.fetch(`/api/events/${id}/items`, { method: 'POST', json: { name: 'X', priceCents: 1 } })
    ).json()) as EventSnapshot
    const itemId = added.items[0]?.id ?? ''
    const routes: Array<[string, string]> = [
      ['POST', '/api/events'],
      ['PATCH', `/api/events/${id}`],
      ['POST', `/api/events/${id}/items`],
      ['PATCH', `/api/events/${id}/items/${itemId}`],
      ['PUT', `/api/events/${id}/items/${itemId}/shares`],
      ['POST', `/api/events/${id}/items/${itemId}/assign`],
      ['POST', `/api/events/${id}/items/quick-assign`],
      ['POST', `/api/events/${id}/placeholders`],
      ['POST', `/api/events/${id}/receipt/apply`],
      ['POST', '/api/join'],
      ['PATCH', '/api/me/profile'],
      ['POST', '/api/support-tickets'],
    ]
    const bodies: Array<[string, string]> = [
      ['{"title": ', 'application/json'],
      ['not json at all', 'application/json'],
      ['[1,2,3]', 'application/json'],
      ['null', 'application/json'],
      ['{"title": 5, "name": [], "priceCents": "abc", "code": {}}', 'application/json'],
      ['title=x', 'application/x-www-form-urlencoded'],
    ]
    for (const [method, path] of routes) {
      for (const [body, type] of bodies) {
        const res = await c.fetch(path, { method, body, headers: { 'content-type': type } })
        expect(res.status, `${method} ${path} with ${body}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${method} ${path} with ${body}`).toBeLessThan(500)
        const json = (await res.json()) as { error?: { message?: string } }
        expect(json.error?.message, `${method} ${path}`).toBeTruthy()
      }
    }
    // Nothing above changed the event.
    const after = (await (await c.fetch(`/api/events/${id}`)).json()) as EventSnapshot
    expect(after.event.title).toBe('Malformed')
    expect(after.items.map((i) => [i.name, i.priceCents])).toEqual([['X', 1]])
  })

  it('answers odd ids and query values with 4xx', async () => {
    const { c } = await signedInUser('malg')
    for (const path of [
      '/api/events/%00',
      '/api/events/..%2F..%2Fetc',
      `/api/events/${'x'.repeat(500)}`,
      '/api/events?page=-1',
      '/api/events?page=abc',
      '/api/events?page=1e9',
      `/api/search?q=${'y'.repeat(300)}`,
    ]) {
      const res = await c.fetch(path)
      expect(res.status, path).toBeGreaterThanOrEqual(400)
      expect(res.status, path).toBeLessThan(500)
    }
  })
})
