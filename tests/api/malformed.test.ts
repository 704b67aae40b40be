import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import { client, signedInUser } from './helpers'

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

/** `[[[...1...]]]` nested `depth` levels deep, or the same with objects. */
const nested = (depth: number, kind: 'array' | 'object' = 'array') =>
  kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

describe('hostile shapes: deep nesting, non-object bodies, hostile cookies', () => {
  it('refuses JSON nested deeper than 64 levels with 400 on every JSON route, better-auth included', async () => {
    const { c } = await signedInUser('deep')
    const snap = (await (
      await c.fetch('/api/events', { method: 'POST', json: { title: 'Deep' } })
    ).json()) as EventSnapshot
    const routes: Array<[string, string]> = [
      ['POST', '/api/events'],
      ['PATCH', `/api/events/${snap.event.id}`],
      ['POST', `/api/events/${snap.event.id}/comments`],
      ['POST', '/api/support-tickets'],
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/sign-in/email'],
    ]
    for (const [method, path] of routes) {
      for (const body of [nested(5000), nested(5000, 'object'), nested(65), `{"title":${nested(100)}}`]) {
        const res = await c.fetch(path, { method, body, headers: { 'content-type': 'application/json' } })
        expect(res.status, `${method} ${path} ${body.slice(0, 20)}`).toBe(400)
        const json = (await res.json()) as { error: { message: string } }
        expect(json.error.message).toBe('The request body is nested too deeply')
      }
    }
    // 64 levels is still parsed (and then judged by the route's own schema).
    const ok = await c.fetch('/api/events', {
      method: 'POST',
      body: `{"title":"Sixty-four","x":${nested(63)}}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(ok.status).toBeLessThan(500)
    // Brackets inside strings are text, not nesting.
    const text = await c.fetch('/api/events', { method: 'POST', json: { title: '['.repeat(100) } })
    expect(text.status).toBe(201)
  })

  it('answers a body that is not a JSON object with 4xx on better-auth endpoints, signed in or not', async () => {
    const { c } = await signedInUser('nonobj')
    for (const who of [c, client()]) {
      for (const path of ['/api/auth/update-user', '/api/auth/change-password', '/api/auth/sign-in/email']) {
        for (const body of ['123', '"str"', 'null', 'true', '[1,2]', '[]']) {
          const res = await who.fetch(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
          expect(res.status, `${path} ${body}`).toBeGreaterThanOrEqual(400)
          expect(res.status, `${path} ${body}`).toBeLessThan(500)
        }
      }
    }
    // The account is untouched and still works.
    expect((await c.fetch('/api/me')).status).toBe(200)
  })

  it('ignores a hostile D1 bookmark cookie instead of failing the request', async () => {
    const { c } = await signedInUser('cookie')
    for (const value of ['%00', '%0d%0aX-Evil:%201', '%FF%FE', 'zzz', '-', 'a'.repeat(5000), '%22%3B']) {
      for (const [method, path, json] of [
        ['GET', '/api/me', undefined],
        ['GET', '/api/events', undefined],
        ['POST', '/api/events', { title: 'Cookie' }],
      ] as const) {
        // First, so it is the one read (a signed-in client may hold a good bookmark too).
        const headers = { cookie: `opentab_d1_bookmark=${value}; ${c.cookie}` }
        const res = await exports.default.fetch(`http://localhost${path}`, {
          method,
          headers: {
            ...headers,
            origin: 'http://localhost',
            'cf-connecting-ip': c.ip,
            ...(json && { 'content-type': 'application/json' }),
          },
          body: json ? JSON.stringify(json) : undefined,
        })
        expect(res.status, `${method} ${path} with bookmark ${value.slice(0, 20)}`).toBeLessThan(300)
      }
    }
  })
})
