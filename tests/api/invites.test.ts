import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { events } from '../../worker/db/schema'
import { qrPng } from '../../worker/qr/qr-png'
import { getOrCreateQrRow } from '../../worker/services/events/qr-codes'
import {
  addItem,
  createEvent,
  eventWithMembers,
  expectError,
  join,
  must,
  rows,
  send,
  snapOf,
  type User,
} from './event-fixtures'
import { client, confirm, mailbox, signedInUser, signUp, uniqueUser } from './helpers'

const invitePath = (eventId: string) => `/api/events/${eventId}/invites`
type InviteRow = {
  id: string
  email: string
  first_name: string
  status: string
  expires_at: number
  invited_by: string
}
const invitesOf = (eventId: string) =>
  rows<InviteRow>('SELECT * FROM pending_invites WHERE event_id = ? ORDER BY created_at', eventId)
const newEmail = () => uniqueUser('invitee').email

async function hosted() {
  const host = await signedInUser('host')
  const snap = await createEvent(host, { title: 'Taco Tuesday' })
  return { host, eventId: snap.event.id, code: snap.event.joinCode }
}

async function invite(host: User, eventId: string, body: unknown = { firstName: 'Ines', email: newEmail() }) {
  const res = await send(host.c, 'POST', invitePath(eventId), body)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as { outcome: string; email: string; message: string }
}

const inviteIdFromMail = async (email: string) => {
  const [mail] = await mailbox(email)
  const link = must(mail?.links[0], 'invite link')
  return must(new URL(link).searchParams.get('id'), 'invite id')
}

describe('GET /api/events/:id/qr.png', () => {
  it('answers a member with a PNG of the join link, stored in R2 under qr-codes/', async () => {
    const { host, eventId, code } = await hosted()
    const res = await host.c.fetch(`/api/events/${eventId}/qr.png`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await res.arrayBuffer())
    // qrPng is decoded back to its text by tests/unit/qr-png.test.ts; here the route must serve exactly it.
    expect(bytes).toEqual(await qrPng(`http://localhost/join/${code}`))
    const [row] = await rows<{ image_key: string; qr_code_data: string; join_code: string }>(
      'SELECT * FROM event_qr_codes WHERE event_id = ?',
      eventId,
    )
    expect(row).toMatchObject({ qr_code_data: `http://localhost/join/${code}`, join_code: code })
    expect(row?.image_key).toMatch(new RegExp(`^qr-codes/${eventId}/`))
    expect(await env.FILES.head(must(row?.image_key))).not.toBeNull()
    // A second view reads the stored image.
    const again = await host.c.fetch(`/api/events/${eventId}/qr.png`)
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes)
  })

  it('creates one QR row when first views race', async () => {
    const { host, eventId } = await hosted()
    const guest = await signedInUser('guest')
    await join(guest, (await snapOf(await host.c.fetch(`/api/events/${eventId}`))).event.joinCode)
    const views = await Promise.all([host, guest, host, guest].map((u) => u.c.fetch(`/api/events/${eventId}/qr.png`)))
    const bodies = await Promise.all(views.map(async (r) => [r.status, (await r.arrayBuffer()).byteLength]))
    for (const [status] of bodies) expect(status).toBe(200)
    expect(await rows('SELECT id FROM event_qr_codes WHERE event_id = ?', eventId)).toHaveLength(1)
  })

  it('get-or-create called many times at once (no request overhead between) still makes one row', async () => {
    const { eventId } = await hosted()
    const db = createDb(env.DB)
    const [event] = await db.select().from(events).where(eq(events.id, eventId))
    const made = await Promise.all(
      Array.from({ length: 8 }, () => getOrCreateQrRow(db, must(event), 'http://localhost')),
    )
    expect(new Set(made.map((r) => r.id)).size).toBe(1)
    expect(await rows('SELECT id FROM event_qr_codes WHERE event_id = ?', eventId)).toHaveLength(1)
  })

  it('is 404 for a stranger and 401 signed out', async () => {
    const { eventId } = await hosted()
    const stranger = await signedInUser('stranger')
    await expectError(await stranger.c.fetch(`/api/events/${eventId}/qr.png`), 404, 'Event not found')
    await expectError(await client().fetch(`/api/events/${eventId}/qr.png`), 401, 'Not authenticated')
    expect(await rows('SELECT id FROM event_qr_codes WHERE event_id = ?', eventId)).toHaveLength(0)
  })
})

describe('POST /api/events/:id/invites', () => {
  it('mails a new person an invitation valid for 7 days, e-mail lower-cased', async () => {
    const { host, eventId } = await hosted()
    const email = newEmail()
    const before = Date.now()
    const result = await invite(host, eventId, { firstName: ' Ines ', email: `  ${email.toUpperCase()} ` })
    expect(result).toEqual({ outcome: 'invited', email, message: `Invitation sent to ${email}` })
    const [row] = await invitesOf(eventId)
    expect(row).toMatchObject({ email, first_name: 'Ines', status: 'pending', invited_by: host.id })
    const week = 7 * 24 * 60 * 60 * 1000
    expect(must(row).expires_at).toBeGreaterThanOrEqual(before + week - 1000)
    expect(must(row).expires_at).toBeLessThanOrEqual(Date.now() + week)
    expect(must(row).id).toMatch(/^[0-9a-f-]{36}$/)
    const [mail] = await mailbox(email)
    expect(mail?.subject).toBe("You're invited to an event on OpenTab")
    const link = `http://localhost/accept-invite?id=${must(row).id}`
    expect(mail?.links).toEqual([link])
    expect(mail?.text).toContain('Hi Ines')
    expect(mail?.text).toContain(`Accept the invitation: ${link}`)
    expect(mail?.text).toContain('expires in 7 days')
  })

  it('refreshes and resends a live invitation instead of making a second one', async () => {
    const { host, eventId } = await hosted()
    const email = newEmail()
    await invite(host, eventId, { firstName: 'Ines', email })
    await env.DB.prepare('UPDATE pending_invites SET expires_at = ? WHERE event_id = ?')
      .bind(Date.now() + 1000, eventId)
      .run()
    await invite(host, eventId, { firstName: 'Inés', email })
    const all = await invitesOf(eventId)
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({ first_name: 'Inés' })
    expect(must(all[0]).expires_at).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000)
    const mails = await mailbox(email)
    expect(mails).toHaveLength(2)
    expect(mails[0]?.links).toEqual(mails[1]?.links)
  })

  it("adds the host's friend at once and notifies them; inviting them again is 409", async () => {
    const { host, eventId } = await hosted()
    const friend = await signedInUser('friend')
    await befriend(friend, host)
    const result = await invite(host, eventId, { firstName: 'Fran', email: friend.user.email.toUpperCase() })
    expect(result).toEqual({
      outcome: 'added',
      email: friend.user.email,
      message: `${friend.user.username} already has an account and was added to the event`,
    })
    expect(await invitesOf(eventId)).toEqual([])
    const snap = await snapOf(await friend.c.fetch(`/api/events/${eventId}`))
    expect(snap.participants.find((p) => p.userId === friend.id)).toMatchObject({ joinedVia: 'added', isHost: false })
    expect(snap.participants.find((p) => p.userId === host.id)).toMatchObject({ joinedVia: 'host' })
    const notes = await rows<{ type: string; title: string; message: string }>(
      'SELECT type, title, message FROM notifications WHERE user_id = ? AND event_id = ?',
      friend.id,
      eventId,
    )
    expect(notes).toEqual([
      { type: 'added_to_event', title: 'Added to Event', message: `${host.user.username} added you to Taco Tuesday` },
    ])
    await expectError(
      await send(host.c, 'POST', invitePath(eventId), { firstName: 'Fran', email: friend.user.email }),
      409,
      `${friend.user.username} is already in this event`,
    )
  })

  it('adds at once an account open to invites ("Allow others to find and invite me")', async () => {
    const { host, eventId } = await hosted()
    const open = await signedInUser('openinv')
    expect((await send(open.c, 'PATCH', '/api/me/profile', { openToInvite: true })).status).toBe(200)
    expect((await invite(host, eventId, { firstName: 'Olu', email: open.user.email })).outcome).toBe('added')
    expect((await snapOf(await open.c.fetch(`/api/events/${eventId}`))).participants.map((p) => p.userId)).toContain(
      open.id,
    )
  })
})

describe('consent before billing: inviting an account that is neither a friend nor open to invites', () => {
  it('answers exactly as for an address without an account, and adds nobody', async () => {
    const { host, eventId } = await hosted()
    const victim = await signedInUser('victim')
    await send(victim.c, 'PATCH', '/api/me/profile', { firstName: 'Valentina' })
    const nobody = newEmail()
    const withAccount = await send(host.c, 'POST', invitePath(eventId), { firstName: 'X', email: victim.user.email })
    const without = await send(host.c, 'POST', invitePath(eventId), { firstName: 'X', email: nobody })
    expect(withAccount.status).toBe(without.status)
    const [a, b] = [await withAccount.json(), await without.json()]
    expect(a).toEqual({
      outcome: 'invited',
      email: victim.user.email,
      message: `Invitation sent to ${victim.user.email}`,
    })
    expect(b).toEqual({ outcome: 'invited', email: nobody, message: `Invitation sent to ${nobody}` })
    expect(JSON.stringify(a)).not.toContain('Valentina')
    expect(JSON.stringify(a)).not.toContain(victim.user.username)
    // Not a participant, so nothing can be assigned to them and they owe nothing.
    await expectError(await victim.c.fetch(`/api/events/${eventId}`), 404, 'Event not found')
    const snap = await snapOf(await host.c.fetch(`/api/events/${eventId}`))
    expect(snap.participants.map((p) => p.userId)).toEqual([host.id])
    const { item } = await addItem(host, eventId, 'Caviar', 10_000_000)
    await expectError(
      await send(host.c, 'POST', `/api/events/${eventId}/items/${item.id}/assign`, { assignee: { userId: victim.id } }),
      404,
    )
    // Asked instead: a pending invitation, its mail, and a notification.
    expect((await invitesOf(eventId)).map((r) => [r.email, r.status])).toEqual([
      [victim.user.email, 'pending'],
      [nobody, 'pending'],
    ])
    const [mail] = await mailbox(victim.user.email)
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost\/accept-invite\?id=/)
    const notes = await rows<{ type: string; title: string; message: string }>(
      'SELECT type, title, message FROM notifications WHERE user_id = ?',
      victim.id,
    )
    expect(notes).toEqual([
      {
        type: 'event_invitation',
        title: 'Event Invitation',
        message: `${host.user.username} invited you to Taco Tuesday. Open the invitation to join.`,
      },
    ])
    // Inviting them again is still the same answer (never 'already in this event').
    expect(await invite(host, eventId, { firstName: 'X', email: victim.user.email })).toEqual(a)
  })

  it('joins only when the person accepts, signed in as the invited account; the host is told', async () => {
    const { host, eventId } = await hosted()
    const invitee = await signedInUser('consent')
    await invite(host, eventId, { firstName: 'Cleo', email: invitee.user.email })
    const id = await inviteIdFromMail(invitee.user.email)
    const mine = (await (await invitee.c.fetch('/api/invites')).json()) as Array<{ id: string; eventId: string }>
    expect(mine).toEqual([
      { id, eventId, eventTitle: 'Taco Tuesday', firstName: 'Cleo', invitedBy: host.user.username },
    ])
    // Someone else holding the link cannot use it.
    const other = await signedInUser('linkthief')
    await expectError(
      await send(other.c, 'POST', `/api/invites/${id}/join`),
      404,
      'Invitation not found or has expired',
    )
    await expectError(await other.c.fetch(`/api/events/${eventId}`), 404)
    expect(await (await other.c.fetch('/api/invites')).json()).toEqual([])
    await expectError(await send(client(), 'POST', `/api/invites/${id}/join`), 401)
    const res = await send(invitee.c, 'POST', `/api/invites/${id}/join`)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toEqual({ eventId })
    const snap = await snapOf(await invitee.c.fetch(`/api/events/${eventId}`))
    expect(snap.participants.find((p) => p.userId === invitee.id)).toMatchObject({ joinedVia: 'invite' })
    expect((await invitesOf(eventId))[0]?.status).toBe('accepted')
    const told = await rows<{ type: string }>('SELECT type FROM notifications WHERE user_id = ?', host.id)
    expect(told.map((n) => n.type)).toContain('invite_accepted')
    // Spent.
    await expectError(await send(invitee.c, 'POST', `/api/invites/${id}/join`), 404)
    expect(await (await invitee.c.fetch('/api/invites')).json()).toEqual([])
  })

  it('a closed event cannot be joined from an invitation', async () => {
    const { host, eventId } = await hosted()
    const invitee = await signedInUser('late')
    await invite(host, eventId, { firstName: 'Lee', email: invitee.user.email })
    const id = await inviteIdFromMail(invitee.user.email)
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' }))
    await expectError(await send(invitee.c, 'POST', `/api/invites/${id}/join`), 409, undefined, 'event_closed')
    expect((await invitesOf(eventId))[0]?.status).toBe('pending')
  })
})

describe('POST /api/events/:id/invites: validation and rights', () => {
  it.each([
    [{ firstName: '', email: 'a@example.com' }, 'firstName', 'First name is required'],
    [{ firstName: 'A', email: '' }, 'email', 'Email is required'],
    [{ firstName: 'A', email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
    [{ firstName: 'A' }, 'email', undefined],
  ])('refuses %j with 400 and nothing written', async (body, field, message) => {
    const { host, eventId } = await hosted()
    const res = await send(host.c, 'POST', invitePath(eventId), body)
    const err = await expectError(res, 400)
    expect(err.error.fields?.[field]).toBeDefined()
    if (message) expect(err.error.fields?.[field]).toBe(message)
    expect(await invitesOf(eventId)).toEqual([])
  })

  it('is for the host only: 403 for a participant, 404 for a stranger, 401 signed out, 409 when closed', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const body = { firstName: 'X', email: newEmail() }
    await expectError(await send(must(members[0]).c, 'POST', invitePath(eventId), body), 403)
    await expectError(await send((await signedInUser('stranger')).c, 'POST', invitePath(eventId), body), 404)
    await expectError(await send(client(), 'POST', invitePath(eventId), body), 401, 'Not authenticated')
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' }))
    await expectError(await send(host.c, 'POST', invitePath(eventId), body), 409, undefined, 'event_closed')
    expect(await invitesOf(eventId)).toEqual([])
    expect(await mailbox(body.email)).toEqual([])
  })
})

describe('accept-invite: GET /api/invites/:id and POST /api/invites/:id/accept', () => {
  async function invited() {
    const { host, eventId } = await hosted()
    const email = newEmail()
    await invite(host, eventId, { firstName: 'Ines', email })
    return { host, eventId, email, id: await inviteIdFromMail(email) }
  }
  const accept = (c = client(), id: string, body: unknown) => send(c, 'POST', `/api/invites/${id}/accept`, body)
  const good = () => ({ username: uniqueUser('ines').username, password: 'correct horse battery staple', terms: true })

  it('shows the invitation signed out', async () => {
    const { host, email, id } = await invited()
    const res = await client().fetch(`/api/invites/${id}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      email,
      firstName: 'Ines',
      eventTitle: 'Taco Tuesday',
      invitedBy: host.user.username,
    })
  })

  it('creates a confirmed, signed-in account that joins the event, and tells the host', async () => {
    const { host, eventId, email, id } = await invited()
    const c = client()
    const body = good()
    const res = await accept(c, id, body)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toEqual({ eventId })
    const me = (await (await c.fetch('/api/me')).json()) as {
      user: { emailVerified: boolean }
      profile: { id: string; email: string; username: string; firstName: string | null }
    }
    expect(me.user.emailVerified).toBe(true)
    // The first name the host typed is kept: they show as Ines, and are not asked for it again.
    expect(me.profile).toMatchObject({ email, username: body.username, firstName: 'Ines' })
    const snap = await snapOf(await c.fetch(`/api/events/${eventId}`))
    expect(snap.participants.find((p) => p.userId === me.profile.id)).toMatchObject({ joinedVia: 'invite' })
    expect((await invitesOf(eventId))[0]?.status).toBe('accepted')
    // The invitation confirmed the e-mail: no confirmation mail, only the invitation.
    expect((await mailbox(email)).map((m) => m.subject)).toEqual(["You're invited to an event on OpenTab"])
    const notes = await rows<{ type: string }>('SELECT type FROM notifications WHERE user_id = ?', host.id)
    expect(notes.map((n) => n.type)).toContain('invite_accepted')
    // Used: the link is spent.
    await expectError(await accept(client(), id, good()), 404, 'Invitation not found or has expired')
    await expectError(await client().fetch(`/api/invites/${id}`), 404, 'Invitation not found or has expired')
  })

  it('is 404 for an expired or unknown invitation, with nothing created', async () => {
    const { id, email } = await invited()
    await env.DB.prepare('UPDATE pending_invites SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1, id)
      .run()
    await expectError(await client().fetch(`/api/invites/${id}`), 404, 'Invitation not found or has expired')
    await expectError(await accept(client(), id, good()), 404, 'Invitation not found or has expired')
    await expectError(await accept(client(), crypto.randomUUID(), good()), 404, 'Invitation not found or has expired')
    expect(await rows('SELECT id FROM user WHERE email = ?', email)).toEqual([])
  })

  it.each([
    [{ terms: false }, 'terms'],
    [{ password: 'short' }, 'password'],
    [{ username: '' }, 'username'],
    [{ username: 'no spaces allowed' }, 'username'],
  ])('refuses %j with 400 and creates nothing', async (change, field) => {
    const { id, email } = await invited()
    const err = await expectError(await accept(client(), id, { ...good(), ...change }), 400)
    expect(err.error.fields?.[field]).toBeDefined()
    expect(await rows('SELECT id FROM user WHERE email = ?', email)).toEqual([])
  })

  it('refuses a taken username (422) and leaves the invitation usable', async () => {
    const { id, host } = await invited()
    const err = await expectError(await accept(client(), id, { ...good(), username: host.user.username }), 422)
    expect(err.error.fields?.username).toBe('That username is already taken')
    expect((await accept(client(), id, good())).status).toBe(200)
  })

  it('joins the invited events when the person signs up normally and confirms', async () => {
    const { eventId, email } = await invited()
    const c = client()
    const { user } = await signUp(c, { ...uniqueUser('ines'), email })
    await confirm(c, email)
    const [profile] = await rows<{ id: string; first_name: string | null }>(
      'SELECT id, first_name FROM profiles WHERE email = ?',
      user.email,
    )
    expect(profile?.first_name).toBe('Ines')
    const [member] = await rows<{ joined_via: string }>(
      'SELECT joined_via FROM event_participants WHERE event_id = ? AND user_id = ?',
      eventId,
      must(profile).id,
    )
    expect(member).toEqual({ joined_via: 'invite' })
    expect((await invitesOf(eventId))[0]?.status).toBe('accepted')
  })
})

async function befriend(a: User, b: User) {
  await env.DB.prepare('INSERT INTO friendships (user_id, friend_id, created_at) VALUES (?, ?, ?)')
    .bind(a.id, b.id, Date.now())
    .run()
}

describe('friends: GET /api/events/:id/invitable-friends and POST /api/events/:id/members', () => {
  it("lists the host's friends not in the event and adds one in one step", async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const [inEvent] = members
    const friend = await signedInUser('friend')
    const reverseFriend = await signedInUser('rfriend')
    const stranger = await signedInUser('stranger')
    await befriend(host, must(inEvent))
    await befriend(host, friend)
    await befriend(reverseFriend, host)
    const res = await host.c.fetch(`/api/events/${eventId}/invitable-friends`)
    expect(res.status).toBe(200)
    const { friends } = (await res.json()) as { friends: { userId: string }[] }
    expect(friends.map((f) => f.userId).sort()).toEqual([friend.id, reverseFriend.id].sort())
    const snap = await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/members`, { userId: friend.id }))
    expect(snap.participants.find((p) => p.userId === friend.id)).toMatchObject({ joinedVia: 'added' })
    const [note] = await rows<{ type: string }>('SELECT type FROM notifications WHERE user_id = ?', friend.id)
    expect(note?.type).toBe('added_to_event')
    await expectError(
      await send(host.c, 'POST', `/api/events/${eventId}/members`, { userId: stranger.id }),
      404,
      'That person is not one of your friends',
    )
    await expectError(await send(host.c, 'POST', `/api/events/${eventId}/members`, { userId: friend.id }), 409)
    await expectError(await send(host.c, 'POST', `/api/events/${eventId}/members`, {}), 400)
  })

  it('is for the host only', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const member = must(members[0])
    const friend = await signedInUser('friend')
    await befriend(member, friend)
    await expectError(await member.c.fetch(`/api/events/${eventId}/invitable-friends`), 403)
    await expectError(await send(member.c, 'POST', `/api/events/${eventId}/members`, { userId: friend.id }), 403)
    await expectError(await client().fetch(`/api/events/${eventId}/invitable-friends`), 401)
    await expectError(await (await signedInUser('s')).c.fetch(`/api/events/${eventId}/invitable-friends`), 404)
    expect((await snapOf(await host.c.fetch(`/api/events/${eventId}`))).participants).toHaveLength(2)
  })
})

describe('DELETE /api/events/:id/participants/:userId', () => {
  const removePath = (eventId: string, userId: string) => `/api/events/${eventId}/participants/${userId}`

  it('removes a participant who holds nothing', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const member = must(members[0])
    const snap = await snapOf(await send(host.c, 'DELETE', removePath(eventId, member.id)))
    expect(snap.participants.map((p) => p.userId)).toEqual([host.id])
    await expectError(await member.c.fetch(`/api/events/${eventId}`), 404)
  })

  it('refuses with 409 naming what they hold', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const member = must(members[0])
    const { item } = await addItem(host, eventId, 'Nachos', 900)
    await snapOf(
      await send(host.c, 'POST', `/api/events/${eventId}/items/${item.id}/assign`, { assignee: { userId: member.id } }),
    )
    await addItem(member, eventId, 'Churros', 500)
    const { item: other } = await addItem(host, eventId, 'Salsa', 300)
    await snapOf(await send(member.c, 'POST', `/api/events/${eventId}/items/${other.id}/pickup`))
    const err = await expectError(
      await send(host.c, 'DELETE', removePath(eventId, member.id)),
      409,
      undefined,
      'participant_holds',
    )
    expect(err.error.message).toBe(
      `${member.user.username} still holds 1 item and 1 pickup request. Reassign them first, then remove ${member.user.username}.`,
    )
    expect(err.error.fields).toEqual({
      items: '1',
      shares: '0',
      pickups: '1',
      settlements: '0',
      payments: '0',
      payers: '0',
    })
    expect((await snapOf(await host.c.fetch(`/api/events/${eventId}`))).participants).toHaveLength(2)
  })

  it('never removes the host; only the host removes; closed events refuse', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const [a, b] = [must(members[0]), must(members[1])]
    await expectError(
      await send(host.c, 'DELETE', removePath(eventId, host.id)),
      409,
      'The host cannot be removed from the event',
    )
    await expectError(await send(a.c, 'DELETE', removePath(eventId, b.id)), 403)
    await expectError(await send(client(), 'DELETE', removePath(eventId, b.id)), 401)
    await expectError(await send(host.c, 'DELETE', removePath(eventId, 'nobody')), 404)
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' }))
    await expectError(await send(host.c, 'DELETE', removePath(eventId, b.id)), 409, undefined, 'event_closed')
    expect((await snapOf(await host.c.fetch(`/api/events/${eventId}`))).participants).toHaveLength(3)
  })
})

describe('/api/openapi.json', () => {
  it('describes the invitation, QR and participant routes', async () => {
    const spec = (await (await client().fetch('/api/openapi.json')).json()) as { paths: Record<string, object> }
    const ops = Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`))
    expect(ops).toEqual(
      expect.arrayContaining([
        'get /api/events/{id}/qr.png',
        'post /api/events/{id}/invites',
        'get /api/events/{id}/invitable-friends',
        'post /api/events/{id}/members',
        'delete /api/events/{id}/participants/{userId}',
        'get /api/invites/{id}',
        'post /api/invites/{id}/accept',
        'post /api/invites/{id}/join',
        'get /api/invites',
      ]),
    )
  })
})
