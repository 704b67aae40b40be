import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { expectError, rows, send } from './event-fixtures'
import { setRole, signedInUser, signedInWithRole } from './helpers'

const SUSPENDED = 'Your account has been suspended. Please contact support for assistance.'
const patch = (c: Parameters<typeof send>[0], id: string, json: unknown) =>
  send(c, 'PATCH', `/api/admin/users/${id}`, json)
const auditFor = (targetId: string) =>
  rows<{ action: string; actor_username: string; before_json: string; after_json: string }>(
    'SELECT action, actor_username, before_json, after_json FROM admin_audit_log WHERE target_id = ? ORDER BY created_at',
    targetId,
  )

describe('admin: users', () => {
  it('lists users newest first, searches and pages', async () => {
    const admin = await signedInWithRole('admin')
    const a = await signedInUser('zebrafind')
    const b = await signedInUser('zebrafind')
    const res = await admin.c.fetch('/api/admin/users?q=ZEBRAFIND')
    const body = (await res.json()) as { rows: { id: string }[]; total: number; pageSize: number }
    expect(body.rows.map((r) => r.id)).toEqual([b.id, a.id])
    expect(body.total).toBe(2)
    const all = (await (await admin.c.fetch('/api/admin/users?page=1')).json()) as { total: number; pageSize: number }
    expect(all.pageSize).toBe(20)
    expect(all.total).toBeGreaterThanOrEqual(3)
    await expectError(await admin.c.fetch('/api/admin/users?page=0'), 400)
  })

  it('edits username, first name and role, and audits before and after', async () => {
    const admin = await signedInWithRole('admin', 'auditor')
    const u = await signedInUser('editme')
    const res = await patch(admin.c, u.id, { username: 'renamed_by_admin', firstName: 'Ann', role: 'moderator' })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toMatchObject({ username: 'renamed_by_admin', firstName: 'Ann', role: 'moderator' })
    const [user] = await rows<{ name: string }>('SELECT name FROM user WHERE id = ?', u.id)
    expect(user?.name).toBe('renamed_by_admin')
    const [entry] = await auditFor(u.id)
    expect(entry?.action).toBe('user.update')
    expect(JSON.parse(entry?.before_json ?? '{}')).toMatchObject({
      username: u.user.username,
      role: 'user',
      firstName: null,
    })
    expect(JSON.parse(entry?.after_json ?? '{}')).toEqual({
      username: 'renamed_by_admin',
      firstName: 'Ann',
      role: 'moderator',
    })
  })

  it("keeps a suspension's reason in the audit entry of that change, and nowhere on the profile", async () => {
    const admin = await signedInWithRole('admin', 'suspender')
    const u = await signedInUser('whysusp')
    const res = await patch(admin.c, u.id, { status: 'suspended', reason: 'Spam invitations to strangers' })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).not.toHaveProperty('reason')
    const [entry] = await auditFor(u.id)
    expect(JSON.parse(entry?.after_json ?? '{}')).toEqual({
      status: 'suspended',
      reason: 'Spam invitations to strangers',
    })
    // A reason over 500 characters is refused and changes nothing.
    const v = await signedInUser('whysusp')
    await expectError(await patch(admin.c, v.id, { status: 'suspended', reason: 'x'.repeat(501) }), 400)
    expect(await auditFor(v.id)).toHaveLength(0)
  })

  it('validates: username required and by the username rules, taken names 409, unknown role 400', async () => {
    const admin = await signedInWithRole('admin')
    const u = await signedInUser('valid')
    const other = await signedInUser('taken')
    await expectError(await patch(admin.c, u.id, { username: '  ' }), 400, 'Username is required')
    await expectError(await patch(admin.c, u.id, { username: 'a b' }), 400)
    await expectError(
      await patch(admin.c, u.id, { username: other.user.username.toUpperCase() }),
      409,
      'That username is already taken',
    )
    await expectError(await patch(admin.c, u.id, { role: 'owner' }), 400)
    await expectError(await patch(admin.c, 'nobody', { firstName: 'x' }), 404, 'User not found')
    expect(await auditFor(u.id)).toEqual([])
  })

  it('suspends at once: the person’s next request is Account Suspended, then reactivates', async () => {
    const admin = await signedInWithRole('admin')
    const u = await signedInUser('victim')
    expect((await u.c.fetch('/api/me')).status).toBe(200)
    const res = await patch(admin.c, u.id, { status: 'suspended' })
    expect(res.status).toBe(200)
    // Their next request is told why (the screen 'Account Suspended'), and every session ends with it.
    await expectError(await u.c.fetch('/api/events'), 403, SUSPENDED, 'account_suspended')
    const [{ n } = { n: -1 }] = await rows<{ n: number }>('SELECT count(*) AS n FROM session WHERE user_id = ?', u.id)
    expect(n).toBe(0)
    expect((await u.c.fetch('/api/me')).status).toBe(401)
    const again = await u.c.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.user.email, password: u.user.password },
    })
    expect(again.status).toBe(403)
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(SUSPENDED)
    expect((await patch(admin.c, u.id, { status: 'active' })).status).toBe(200)
    const back = await u.c.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.user.email, password: u.user.password },
    })
    expect(back.status).toBe(200)
    expect((await auditFor(u.id)).map((e) => e.action)).toEqual(['user.suspend', 'user.reactivate'])
  })

  it('an admin cannot demote, suspend or delete themself', async () => {
    const admin = await signedInWithRole('super_admin', 'selfish')
    await signedInWithRole('super_admin', 'spare') // so 'last super admin' is not the reason
    await expectError(await patch(admin.c, admin.id, { role: 'user' }), 403, 'You cannot change your own role')
    await expectError(
      await patch(admin.c, admin.id, { status: 'suspended' }),
      403,
      'You cannot suspend your own account',
    )
    await expectError(
      await send(admin.c, 'DELETE', `/api/admin/users/${admin.id}`),
      403,
      'You cannot delete your own account',
    )
    // Their own name they may change.
    expect((await patch(admin.c, admin.id, { firstName: 'Me' })).status).toBe(200)
  })

  it('only a super admin grants admin or super admin, or changes an admin', async () => {
    const admin = await signedInWithRole('admin')
    const peer = await signedInWithRole('admin', 'peer')
    const u = await signedInUser('plain')
    await expectError(
      await patch(admin.c, u.id, { role: 'admin' }),
      403,
      'Only a super admin can grant the admin or super admin role',
    )
    await expectError(
      await patch(admin.c, u.id, { role: 'super_admin' }),
      403,
      'Only a super admin can grant the admin or super admin role',
    )
    await expectError(
      await patch(admin.c, peer.id, { status: 'suspended' }),
      403,
      'Only a super admin can change, suspend or delete an admin',
    )
    await expectError(
      await send(admin.c, 'DELETE', `/api/admin/users/${peer.id}`),
      403,
      'Only a super admin can change, suspend or delete an admin',
    )
    expect((await patch(admin.c, u.id, { role: 'moderator' })).status).toBe(200)
    const boss = await signedInWithRole('super_admin', 'boss')
    expect((await patch(boss.c, u.id, { role: 'admin' })).status).toBe(200)
  })

  it('an admin cannot rename or otherwise edit another admin or a super admin; a super admin can', async () => {
    const admin = await signedInWithRole('admin')
    const peer = await signedInWithRole('admin', 'peer')
    const boss = await signedInWithRole('super_admin', 'boss')
    for (const target of [peer, boss]) {
      for (const change of [{ username: `renamed_${Date.now().toString(36)}` }, { firstName: 'Mallory' }]) {
        await expectError(
          await patch(admin.c, target.id, change),
          403,
          'Only a super admin can change, suspend or delete an admin',
        )
      }
      const [row] = await rows<{ username: string; first_name: string | null }>(
        'SELECT username, first_name FROM profiles WHERE id = ?',
        target.id,
      )
      expect(row).toEqual({ username: target.user.username, first_name: null })
    }
    expect(await auditFor(peer.id)).toEqual([])
    expect((await patch(boss.c, peer.id, { firstName: 'Pat' })).status).toBe(200)
  })

  it('searches users and events with a query of any length up to 100 characters, never a 5xx', async () => {
    const admin = await signedInWithRole('admin')
    const long = await signedInUser('longsearch')
    for (const q of ['x'.repeat(49), '%'.repeat(60), `${'_'.repeat(40)}%%${'a'.repeat(58)}`, 'é'.repeat(100)]) {
      for (const path of ['/api/admin/users', '/api/admin/events']) {
        const res = await admin.c.fetch(`${path}?q=${encodeURIComponent(q)}`)
        expect(res.status, `${path} q=${q}`).toBe(200)
        expect(((await res.json()) as { total: number }).total).toBe(0)
      }
    }
    // A long query that really matches still finds it ('%' and '_' are plain characters).
    const res = await admin.c.fetch(`/api/admin/users?q=${encodeURIComponent(long.user.email)}`)
    expect(((await res.json()) as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual([long.id])
  })

  it('the last active super admin stays, even when two super admins demote each other at once', async () => {
    await env.DB.prepare("UPDATE profiles SET role = 'user' WHERE role = 'super_admin'").run()
    const supers = async () =>
      (
        await rows<{ n: number }>("SELECT count(*) AS n FROM profiles WHERE role = 'super_admin' AND status = 'active'")
      )[0]?.n
    const a = await signedInWithRole('super_admin', 'lasta')
    const b = await signedInWithRole('super_admin', 'lastb')
    const results = await Promise.all([patch(a.c, b.id, { role: 'user' }), patch(b.c, a.id, { role: 'user' })])
    const statuses = results.map((r) => r.status).sort()
    expect(statuses[0]).toBe(200)
    expect([403, 409]).toContain(statuses[1])
    expect(await supers()).toBe(1)
    const loser = results.find((r) => r.status !== 200)
    const body = (await loser?.json()) as { error: { message: string } }
    if (loser?.status === 409)
      expect(body.error.message).toBe('You cannot demote, suspend or delete the last super admin')

    // The same race with suspensions and deletions.
    await setRole(a.id, 'super_admin')
    await setRole(b.id, 'super_admin')
    const [x, y] = await Promise.all([
      send(a.c, 'DELETE', `/api/admin/users/${b.id}`),
      patch(b.c, a.id, { status: 'suspended' }),
    ])
    expect([x.status, y.status].filter((s) => s === 200)).toHaveLength(1)
    expect(await supers()).toBe(1)
  })
})
