import { describe, expect, it } from 'vitest'
import { adminRoutes } from '../../worker/routes/admin'
import { expectError } from './event-fixtures'
import { type Client, client, signedInWithRole } from './helpers'

// Every admin route, generated from the router itself (a new route is covered without editing this
// file): anonymous 401, user and moderator 403 with the portal's words; admin and super admin get in.

const DENIED = "You don't have permission to access this area."
const SAMPLE_BODY: Record<string, unknown> = { status: 'closed' }

const routes = adminRoutes.routes
  .filter((r) => r.method !== 'ALL')
  .map((r) => ({
    method: r.method,
    path: `/api/admin${r.path.replace(':id', 'no-such-id').replace(':table', 'profiles')}`,
  }))

const call = (c: Client, r: { method: string; path: string }) =>
  c.fetch(
    r.path,
    r.method === 'GET' || r.method === 'DELETE' ? { method: r.method } : { method: r.method, json: SAMPLE_BODY },
  )

describe('admin API access', () => {
  it('lists the routes it checks', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10)
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('DELETE /api/admin/users/no-such-id')
  })

  it('refuses anonymous callers with 401', async () => {
    for (const r of routes) await expectError(await call(client(), r), 401, 'Not authenticated')
  })

  for (const role of ['user', 'moderator'] as const)
    it(`refuses a ${role} with 403 'Access Denied' text, changing nothing`, async () => {
      const u = await signedInWithRole(role)
      for (const r of routes) await expectError(await call(u.c, r), 403, DENIED, 'forbidden')
    })

  for (const role of ['admin', 'super_admin'] as const)
    it(`lets an ${role} in`, async () => {
      const u = await signedInWithRole(role)
      const res = await u.c.fetch('/api/admin/overview')
      expect(res.status, await res.clone().text()).toBe(200)
      const users = await u.c.fetch('/api/admin/users')
      expect(users.status).toBe(200)
    })
})
