import { env } from 'cloudflare:test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addItem, createEvent, join, must, send, snapOf } from './event-fixtures'
import { client, signedInUser } from './helpers'
import { arbitraryFor, type Hints, type JsonSchema } from './json-schema-arbitrary'

// Property: for every JSON route of our API, any body its schema describes gets a 2xx or a clear 4xx
// in the error shape, never a 5xx (so nothing in D1 or src/domain throws on it). The routes and their
// schemas come from /api/openapi.json, which is generated from the zod validators themselves, so a
// new route is covered the day it is added. better-auth's /api/auth/* endpoints are left out: their
// bodies are better-auth's, and random ones would sign the test user out or change its password.

type Op = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
type Spec = { paths: Record<string, Record<string, Op>>; components?: { schemas?: Record<string, JsonSchema> } }

const RUNS = 25

async function jsonRoutes() {
  const spec = (await (await client().fetch('/api/openapi.json')).json()) as Spec
  return {
    defs: spec.components?.schemas ?? {},
    routes: Object.entries(spec.paths)
      .filter(([path]) => !path.startsWith('/api/auth/'))
      .flatMap(([path, ops]) =>
        Object.entries(ops).flatMap(([method, op]) => {
          const schema = op.requestBody?.content?.['application/json']?.schema
          return schema ? [{ method: method.toUpperCase(), path, schema }] : []
        }),
      ),
  }
}

/** A fresh open event per route (a route may close it or replace its items): a member, a guest and
 * three items, so generated ids can name real things and requests reach the domain code. */
async function freshEvent(host: Awaited<ReturnType<typeof signedInUser>>, member: typeof host) {
  const { event } = await createEvent(host, { title: 'Property night' })
  await join(member, event.joinCode)
  const guest = must(
    (await snapOf(await send(host.c, 'POST', `/api/events/${event.id}/placeholders`, { name: 'Gil' }), 201))
      .placeholders[0],
  )
  const items = []
  for (const [name, cents] of [
    ['Soup', 1250],
    ['Bread', 1],
    ['Wine', 9_999_999],
  ] as const)
    items.push((await addItem(host, event.id, name, cents)).item.id)
  const hints: Hints = {
    userId: fc.constantFrom(host.id, member.id),
    placeholderId: fc.constant(guest.id),
    itemIds: fc.array(fc.constantFrom(...items), { minLength: 1, maxLength: 5 }),
    code: fc.constant(event.joinCode),
  }
  return { eventId: event.id, itemId: must(items[0]), hints }
}

describe('any body a JSON route’s schema accepts', () => {
  it('gets a 2xx or a 4xx with a message, never a 5xx', { timeout: 600_000 }, async () => {
    const { routes, defs } = await jsonRoutes()
    // Guard against the list silently shrinking (e.g. the OpenAPI document losing request bodies).
    expect(routes.length).toBeGreaterThanOrEqual(12)
    // One host opens an event per route, and POST /api/events may succeed up to 25 times more: lift the
    // admin's open-events limit (decision 022) so it is never what a request meets here.
    await env.DB.prepare("UPDATE admin_settings SET max_events_per_user = 100000 WHERE id = 'global'").run()
    const host = await signedInUser('prop')
    const member = await signedInUser('propm')
    const statuses: Record<string, Record<number, number>> = {}
    for (const route of routes) {
      const { eventId, itemId, hints } = await freshEvent(host, member)
      const url = route.path.replace('{id}', eventId).replace('{itemId}', itemId)
      const seen: Record<number, number> = {}
      statuses[`${route.method} ${route.path}`] = seen
      await fc.assert(
        fc.asyncProperty(arbitraryFor(route.schema, hints, defs), async (body) => {
          const res = await send(host.c, route.method, url, body)
          const text = await res.text()
          seen[res.status] = (seen[res.status] ?? 0) + 1
          const what = `${route.method} ${route.path} ${JSON.stringify(body).slice(0, 500)} -> ${res.status} ${text.slice(0, 300)}`
          expect(res.status, what).toBeLessThan(500)
          if (res.status >= 400)
            expect((JSON.parse(text) as { error?: { message?: string } }).error?.message, what).toBeTruthy()
        }),
        { numRuns: RUNS },
      )
    }
    console.log('status counts per route', JSON.stringify(statuses))
    // The generated bodies do reach the success paths, not just the validators.
    const succeeded = Object.values(statuses).filter((seen) => Object.keys(seen).some((s) => Number(s) < 300))
    expect(succeeded.length).toBeGreaterThanOrEqual(Math.ceil(routes.length / 2))
  })
})
