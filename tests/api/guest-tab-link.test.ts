import { describe, expect, it } from 'vitest'
import type { SharedGuestBill } from '../../src/domain/schemas/guest-share'
import { addItem, expectError, itemPath, join, must, rows, send, sharedBillOf, snapOf, userKey } from './event-fixtures'
import { hostedEvent, joinedGuest } from './guest-fixtures'
import { client, signedInUser, signedInWithRole, signIn, uniqueUser } from './helpers'

// A guest account's own tab link (decision 055): the guest lives on one device; this link, made by the
// guest only, opens its tab read-only on another device without any session.

type Link = { url: string; createdAt: string; viewedAt: string | null }

const linkPath = (eventId: string) => `/api/events/${eventId}/tab-link`
const tokenOf = (url: string) => must(new URL(url).pathname.split('/').at(-1))
const open = (token: string, c = client()) => c.fetch(`/api/guest-shares/${encodeURIComponent(token)}`)

async function makeLink(c: Parameters<typeof send>[0], eventId: string, status = 201) {
  const res = await send(c, 'POST', linkPath(eventId), {})
  const text = await res.text()
  expect(res.status, text).toBe(status)
  return JSON.parse(text) as Link
}

async function opened(token: string) {
  const res = await open(token)
  const text = await res.text()
  expect(res.status, text).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return JSON.parse(text) as SharedGuestBill
}

/**
 * An event (8.875% tax, 18% tip) where guest Tess took the $14.99 Ramen and holds a third of the host's
 * $10.01 Gyoza; the host's own Secret Steak is not hers.
 */
async function guestWithTab() {
  const { host, eventId, code } = await hostedEvent({
    title: 'Noodle night',
    claimsNeedApproval: false,
    taxMilliPct: 8875,
    tipMilliPct: 18000,
  })
  const guest = await joinedGuest(code, 'Tess')
  const ramen = (await addItem(host, eventId, 'Ramen', 1499)).item.id
  const gyoza = (await addItem(host, eventId, 'Gyoza', 1001)).item.id
  await addItem(host, eventId, 'Secret Steak', 9900)
  await snapOf(await send(guest.c, 'POST', itemPath(eventId, ramen, '/pickup')))
  await snapOf(await send(host.c, 'POST', itemPath(eventId, gyoza, '/assign'), { assignee: { userId: host.id } }))
  const snap = await snapOf(
    await send(host.c, 'PUT', itemPath(eventId, gyoza, '/shares'), {
      ownerPercent: 66.667,
      shares: [{ person: { userId: guest.id }, percent: 33.333 }],
    }),
  )
  return { host, eventId, code, guest, snap }
}

describe("a guest's own tab link", () => {
  it('the guest makes it; opened with no session it shows her lines and bill to the cent, from the same computeBill', async () => {
    const { host, eventId, code, guest, snap } = await guestWithTab()
    expect(await (await guest.c.fetch(linkPath(eventId))).json()).toEqual({ link: null })

    const made = await makeLink(guest.c, eventId)
    expect(made.url).toMatch(/^http:\/\/localhost\/guest-share\/[A-Za-z0-9_-]{43}$/)
    // Copying again gives the same live link (200), not a new one that would break the first.
    expect(await makeLink(guest.c, eventId, 200)).toEqual(made)
    const token = tokenOf(made.url)
    // Only a hash is stored.
    const stored = await rows<{ token_hash: string }>(
      'SELECT token_hash FROM guest_tab_links WHERE user_id = ?',
      guest.id,
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored[0]?.token_hash).not.toContain(token)

    const page = await opened(token)
    const expected = sharedBillOf(snap, userKey(guest.id))
    expect(page).toEqual({
      event: { title: 'Noodle night', createdAt: snap.event.createdAt, status: 'open' },
      hostName: host.user.username,
      guestName: 'Tess',
      taxMilliPct: 8875,
      tipMilliPct: 18000,
      ...expected,
      owes: 'tabs',
      tabs: [], // the host has not sent tabs yet
      paidCents: 0,
      reportedCents: 0,
      currency: 'USD',
    })
    // $14.99 and a third of $10.01 (333.33 -> 334 by the largest remainder), then tax and tip on that.
    expect(page.lines.map((l) => `${l.name} ${l.amountCents}`).sort()).toEqual(['Gyoza 334', 'Ramen 1499'])
    expect(page.subtotalCents).toBe(1833)
    expect(page.taxCents + page.tipCents + page.subtotalCents).toBe(page.totalCents)
    // Nothing else of the event leaves: no other item, no ids, no join code, no e-mail.
    const body = JSON.stringify(page)
    for (const secret of ['Secret Steak', code, eventId, guest.id, host.id, host.user.email])
      expect(body).not.toContain(secret)
    // The guest sees that it was opened.
    const after = (await (await guest.c.fetch(linkPath(eventId))).json()) as { link: Link }
    expect(after.link).toMatchObject({ url: made.url, viewedAt: expect.any(String) })
  })

  it('once tabs are sent, shows whom she owes, how to pay and what she already paid', async () => {
    const { host, eventId, guest, snap } = await guestWithTab()
    expect((await send(host.c, 'PATCH', '/api/me/profile', { venmo: '@hal-host' })).status).toBe(200)
    const token = tokenOf((await makeLink(guest.c, eventId)).url)
    expect((await send(host.c, 'POST', `/api/events/${eventId}/settlements/calculate`, {})).status).toBe(200)
    const total = sharedBillOf(snap, userKey(guest.id)).totalCents

    const before = await opened(token)
    expect(before.event.status).toBe('closed')
    expect(before.tabs).toEqual([
      {
        name: host.user.username,
        pays: true,
        leftCents: total,
        payableCents: total,
        payTo: { venmo: 'hal-host', cashApp: null, paypal: null, paymentNote: null },
      },
    ])

    const paid = await send(guest.c, 'POST', `/api/events/${eventId}/payments`, { toId: host.id, amountCents: 500 })
    expect(paid.status, await paid.clone().text()).toBe(201)
    // Reported and awaiting the host: still owed, but the pay links ask only for the rest.
    const reported = await opened(token)
    expect(reported).toMatchObject({ paidCents: 0, reportedCents: 500 })
    expect(reported.tabs[0]).toMatchObject({ leftCents: total, payableCents: total - 500 })

    // The host confirms it: paid, and the tab is that much smaller.
    const [payment] = await rows<{ id: string }>('SELECT id FROM payments WHERE from_id = ?', guest.id)
    const confirmed = await send(host.c, 'PATCH', `/api/events/${eventId}/payments/${payment?.id}`, {
      action: 'confirm',
    })
    expect(confirmed.status, await confirmed.clone().text()).toBe(200)
    const after = await opened(token)
    expect(after).toMatchObject({ paidCents: 500, reportedCents: 0 })
    expect(after.tabs[0]).toMatchObject({ name: host.user.username, pays: true, leftCents: total - 500 })
    expect(after.tabs[0]?.payableCents).toBe(total - 500)
  })

  it('is read-only: no write reaches anything through the token', async () => {
    const { eventId, guest } = await guestWithTab()
    const token = tokenOf((await makeLink(guest.c, eventId)).url)
    const anon = client()
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect((await send(anon, method, `/api/guest-shares/${token}`, {})).status).toBe(404)
    // The token is no session either.
    expect((await anon.fetch(`/api/events/${eventId}`)).status).toBe(401)
    expect((await anon.fetch(linkPath(eventId))).status).toBe(401)
    expect((await opened(token)).guestName).toBe('Tess')
  })

  it('turned off, it answers 410 with a clear message; the next copy is a new link', async () => {
    const { eventId, guest } = await guestWithTab()
    const first = await makeLink(guest.c, eventId)
    const revoked = await send(guest.c, 'DELETE', linkPath(eventId))
    expect(await revoked.json()).toEqual({ revoked: true })
    await expectError(
      await open(tokenOf(first.url)),
      410,
      'This tab link was turned off. Ask the person whose tab it is for a new one.',
      'link_revoked',
    )
    expect(await (await guest.c.fetch(linkPath(eventId))).json()).toEqual({ link: null })
    // Turning off what is already off is a clear 404.
    await expectError(await send(guest.c, 'DELETE', linkPath(eventId)), 404, 'You have no tab link to turn off.')

    const second = await makeLink(guest.c, eventId)
    expect(second.url).not.toBe(first.url)
    await expectError(await open(tokenOf(first.url)), 410)
    expect((await opened(tokenOf(second.url))).guestName).toBe('Tess')
  })

  it('only the guest itself makes, reads or turns off its link', async () => {
    const { host, eventId, code, guest } = await guestWithTab()
    const token = tokenOf((await makeLink(guest.c, eventId)).url)
    const member = await signedInUser('tabfull')
    await join(member, code)
    const otherGuest = await joinedGuest(code, 'Otto')
    const stranger = await signedInUser('tabstranger')
    const elsewhere = await joinedGuest((await hostedEvent()).code, 'Elsa')
    const guestOnly = 'Only a guest account has a tab link: an account with an e-mail signs in on any device.'
    for (const method of ['GET', 'POST', 'DELETE']) {
      const body = method === 'POST' ? {} : undefined
      // Full accounts in the event, the host included: they sign in anywhere and get no link.
      await expectError(await send(host.c, method, linkPath(eventId), body), 403, guestOnly)
      await expectError(await send(member.c, method, linkPath(eventId), body), 403, guestOnly)
      // Outside the event: the event's usual 404, guest or not.
      await expectError(await send(stranger.c, method, linkPath(eventId), body), 404)
      await expectError(await send(elsewhere.c, method, linkPath(eventId), body), 404)
      await expectError(await send(client(), method, linkPath(eventId), body), 401)
    }
    // Another guest of the event reaches only its own link (it has none to turn off).
    await expectError(await send(otherGuest.c, 'DELETE', linkPath(eventId)), 404)
    expect(await (await otherGuest.c.fetch(linkPath(eventId))).json()).toEqual({ link: null })
    expect(await rows('SELECT id FROM guest_tab_links WHERE event_id = ? AND user_id <> ?', eventId, guest.id)).toEqual(
      [],
    )
    expect((await opened(token)).guestName).toBe('Tess')
  })

  it('stops working when the guest is merged into an account, deleted, upgraded or removed from the event', async () => {
    // Merged: signing in to an existing account deletes the guest (decision 053).
    const merged = await guestWithTab()
    const mergedToken = tokenOf((await makeLink(merged.guest.c, merged.eventId)).url)
    const account = await signedInUser('tabmerge')
    expect((await signIn(merged.guest.c, account.user.email, account.user.password)).status).toBe(200)
    expect(await rows('SELECT id FROM user WHERE id = ?', merged.guest.id)).toEqual([])
    await expectError(await open(mergedToken), 404)
    expect(await rows('SELECT id FROM guest_tab_links WHERE user_id = ?', merged.guest.id)).toEqual([])

    // Deleted by an admin.
    const deleted = await guestWithTab()
    const deletedToken = tokenOf((await makeLink(deleted.guest.c, deleted.eventId)).url)
    const admin = await signedInWithRole('super_admin', 'tabadmin')
    expect((await send(admin.c, 'DELETE', `/api/admin/users/${deleted.guest.id}`)).status).toBe(200)
    await expectError(await open(deletedToken), 404)

    // Upgraded to a full account (same id): it signs in anywhere now, so its link is off.
    const upgraded = await guestWithTab()
    const upgradedToken = tokenOf((await makeLink(upgraded.guest.c, upgraded.eventId)).url)
    const keep = { email: uniqueUser('tabkept').email, password: 'correct horse battery staple', terms: true }
    expect((await send(upgraded.guest.c, 'POST', '/api/me/keep-tabs', keep)).status).toBe(200)
    await expectError(await open(upgradedToken), 410)

    // Removed from the event by the host (a guest with nothing on the bill).
    const { host, eventId, code } = await hostedEvent()
    const removed = await joinedGuest(code, 'Rémi')
    const removedToken = tokenOf((await makeLink(removed.c, eventId)).url)
    expect((await opened(removedToken)).totalCents).toBe(0)
    expect((await send(host.c, 'DELETE', `/api/events/${eventId}/participants/${removed.id}`)).status).toBe(200)
    await expectError(await open(removedToken), 404)
  })

  it('refuses bad input with 400 and changes nothing; unknown tokens are 404 and limited per address', async () => {
    const { eventId, guest } = await guestWithTab()
    await expectError(await send(guest.c, 'POST', linkPath(eventId), { expires: 'never' }), 400)
    await expectError(await send(guest.c, 'POST', linkPath('x'.repeat(101)), {}), 400)
    expect(await rows('SELECT id FROM guest_tab_links WHERE user_id = ?', guest.id)).toEqual([])

    const guesser = client()
    await expectError(
      await open('not-a-token', guesser),
      404,
      'This link is not valid. Ask the host to share the bill again.',
    )
    await expectError(await open('A'.repeat(43), guesser), 404)
    for (let i = 0; i < 28; i++) await open(`${'B'.repeat(40)}${String(i).padStart(3, '0')}`, guesser)
    const limited = await open('C'.repeat(43), guesser)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not held back.
    const token = tokenOf((await makeLink(guest.c, eventId)).url)
    expect((await opened(token)).guestName).toBe('Tess')
  })

  it('a new link counts against the hourly allowance (429, nothing made); copying the live one again is free', async () => {
    const { eventId, guest } = await guestWithTab()
    const live = await makeLink(guest.c, eventId)
    // The allowance used up (50 new links an hour, shared with the host's copied guest links).
    await rows(
      'UPDATE rate_limit SET count = 50, last_request = ? WHERE key = ?',
      Date.now(),
      `rate:guest-share:user:${guest.id}`,
    )
    expect(await makeLink(guest.c, eventId, 200)).toEqual(live)
    expect((await send(guest.c, 'DELETE', linkPath(eventId))).status).toBe(200)
    const refused = await send(guest.c, 'POST', linkPath(eventId), {})
    expect(refused.status, await refused.clone().text()).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await rows('SELECT id FROM guest_tab_links WHERE user_id = ? AND revoked_at IS NULL', guest.id)).toEqual([])
  })
})
