import { describe, expect, it } from 'vitest'
import { addItem, expectError, itemIn, rows, send, snapOf } from './event-fixtures'
import { hostedEvent, joinedGuest } from './guest-fixtures'
import { client, confirm, signedInUser, signIn, uniqueUser } from './helpers'

// Keep my tabs (decision 053): the guest account becomes a full one in place, keeping everything.

const PASSWORD = 'correct horse battery staple'

async function guestWithClaim() {
  const { host, eventId, code } = await hostedEvent({ claimsNeedApproval: false })
  const guest = await joinedGuest(code, 'Kit')
  const item = (await addItem(host, eventId, 'Gyoza', 900)).item.id
  await snapOf(await send(guest.c, 'POST', `/api/events/${eventId}/items/${item}/pickup`))
  await send(guest.c, 'POST', `/api/events/${eventId}/comments`, { content: 'Mine!' })
  return { host, eventId, item, guest }
}

describe('POST /api/me/keep-tabs', () => {
  it('makes the same account a full one: same id, e-mail and password, claims and messages kept', async () => {
    const { eventId, item, guest } = await guestWithClaim()
    const { email } = uniqueUser('kept')
    const res = await send(guest.c, 'POST', '/api/me/keep-tabs', { email, password: PASSWORD, terms: true })
    expect(res.status, await res.clone().text()).toBe(200)
    // Still signed in on this device, no longer a guest.
    const me = (await (await guest.c.fetch('/api/me')).json()) as { user: { isGuest: boolean; email: string } }
    expect(me.user).toMatchObject({ isGuest: false, email })
    expect(await rows('SELECT is_anonymous, email FROM user WHERE id = ?', guest.id)).toEqual([
      { is_anonymous: 0, email },
    ])
    expect(await rows('SELECT email, first_name FROM profiles WHERE id = ?', guest.id)).toEqual([
      { email, first_name: 'Kit' },
    ])
    // Another device: confirm the e-mail, sign in, and it is all there.
    const other = client()
    expect((await confirm(other, email)).status).toBeLessThan(400)
    expect((await signIn(other, email, PASSWORD)).status).toBe(200)
    const snap = await snapOf(await other.fetch(`/api/events/${eventId}`))
    expect(itemIn(snap, item).ownerId).toBe(guest.id)
    expect(await rows('SELECT content FROM event_comments WHERE user_id = ?', guest.id)).toEqual([{ content: 'Mine!' }])
    // A full account now: it may create events.
    expect((await send(guest.c, 'POST', '/api/events', { title: 'My turn' })).status).toBe(201)
  })

  it('refuses an e-mail that already has an account (409 email_has_account), changing nothing', async () => {
    const { guest } = await guestWithClaim()
    const existing = await signedInUser('haveacct')
    await expectError(
      await send(guest.c, 'POST', '/api/me/keep-tabs', { email: existing.user.email, password: PASSWORD, terms: true }),
      409,
      undefined,
      'email_has_account',
    )
    expect(await rows('SELECT is_anonymous FROM user WHERE id = ?', guest.id)).toEqual([{ is_anonymous: 1 }])
    expect(await rows('SELECT id FROM account WHERE user_id = ?', guest.id)).toEqual([])
  })

  it('refuses a too common password, a missing Terms tick and an address better-auth would refuse', async () => {
    const { guest } = await guestWithClaim()
    const { email } = uniqueUser('weak')
    await expectError(
      await send(guest.c, 'POST', '/api/me/keep-tabs', { email, password: 'password', terms: true }),
      400,
    )
    await expectError(
      await send(guest.c, 'POST', '/api/me/keep-tabs', { email, password: PASSWORD, terms: false }),
      400,
    )
    // An address the form's pattern takes but better-auth's e-mail rule refuses: no upgrade left half done.
    await expectError(
      await send(guest.c, 'POST', '/api/me/keep-tabs', {
        email: 'o"neil@example.com',
        password: PASSWORD,
        terms: true,
      }),
      400,
    )
    expect(await rows('SELECT is_anonymous FROM user WHERE id = ?', guest.id)).toEqual([{ is_anonymous: 1 }])
  })

  it('is only for guests (409 for a full account)', async () => {
    const person = await signedInUser('full')
    const { email } = uniqueUser('again')
    await expectError(
      await send(person.c, 'POST', '/api/me/keep-tabs', { email, password: PASSWORD, terms: true }),
      409,
      undefined,
      'not_a_guest',
    )
  })

  it('two guests racing to one e-mail: one wins, the other is refused and stays a guest', async () => {
    const { code } = await hostedEvent()
    const [a, b] = [await joinedGuest(code, 'Ana'), await joinedGuest(code, 'Bea')]
    const { email } = uniqueUser('race')
    const answers = await Promise.all(
      [a, b].map((g) => send(g.c, 'POST', '/api/me/keep-tabs', { email, password: PASSWORD, terms: true })),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const flags = await rows<{ is_anonymous: number }>(
      'SELECT is_anonymous FROM user WHERE id IN (?, ?) ORDER BY is_anonymous',
      a.id,
      b.id,
    )
    expect(flags.map((f) => f.is_anonymous)).toEqual([0, 1])
    expect(await rows('SELECT id FROM user WHERE email = ?', email)).toHaveLength(1)
  })

  it('one guest upgrading twice at once (two tabs): one credential, one answer 409', async () => {
    const { code } = await hostedEvent()
    const guest = await joinedGuest(code, 'Twin')
    const emails = [uniqueUser('tab1').email, uniqueUser('tab2').email]
    const answers = await Promise.all(
      emails.map((email) => send(guest.c, 'POST', '/api/me/keep-tabs', { email, password: PASSWORD, terms: true })),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await rows('SELECT id FROM account WHERE user_id = ?', guest.id)).toHaveLength(1)
    const [row] = await rows<{ email: string }>('SELECT email FROM user WHERE id = ?', guest.id)
    expect(await rows('SELECT email FROM profiles WHERE id = ?', guest.id)).toEqual([{ email: row?.email }])
  })
})
