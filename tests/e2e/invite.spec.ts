import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { createConfirmedUser, mailLink, newUser, shot, signInViaForm } from './support/helpers'
import { expectFitsPhones } from './support/viewport'

// Getting people in: the host invites a new person by e-mail, who accepts from the dev mailbox link and
// appears in the participant list; a phone user joins by scanning (decoding) the event's QR code.

/** A host signed in on `page` (through the form) with one event; returns the event. */
async function hostWithEvent(page: Page, origin: string, title: string) {
  const host = await createConfirmedUser(page.request, 'e2ehost')
  await signInViaForm(page, host.email, host.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  const res = await page.request.post('/api/events', { data: { title }, headers: { origin } })
  expect(res.status(), await res.text()).toBe(201)
  const { event } = (await res.json()) as { event: { id: string; title: string; joinCode: string } }
  return { host, event }
}

async function openInviteDialog(page: Page) {
  await page.getByRole('button', { name: 'Invite', exact: true }).filter({ visible: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Invite People' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the host invites a new person by e-mail; they accept from the mailbox link and join', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  const origin = baseURL ?? ''
  const { event } = await hostWithEvent(page, origin, 'Dumpling Night')
  await page.goto(`/events/${event.id}`)
  const dialog = await openInviteDialog(page)
  await expect(dialog.getByTestId('join-link')).toHaveText(`${origin}/join/${event.joinCode}`)
  await expect(dialog.getByText(event.joinCode, { exact: true })).toBeVisible()
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
  await shot(page, testInfo, 'invite-dialog')
  if (testInfo.project.name === 'phone') await expectFitsPhones(page, 'invite dialog')

  const invitee = newUser('e2einv')
  const send = dialog.getByRole('button', { name: 'Send Invite' })
  await expect(send).toBeDisabled()
  await dialog.getByLabel('First Name').fill('Mei')
  await dialog.getByLabel('Email').fill(invitee.email.toUpperCase())
  await send.click()
  await expect(dialog.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible()
  // The dialog stays open with an empty form, so the host invites the next person straight away.
  await expect(dialog.getByLabel('First Name')).toHaveValue('')
  const second = newUser('e2einv2')
  await dialog.getByLabel('First Name').fill('Ren')
  await dialog.getByLabel('Email').fill(second.email)
  await send.click()
  await expect(dialog.getByText(`Invitation sent to ${second.email}`)).toBeVisible()
  await expect(dialog.getByText(`Invitation sent to ${invitee.email}`)).toBeHidden()
  await mailLink(request, second.email, '/accept-invite')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  const link = await mailLink(request, invitee.email, '/accept-invite')
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const guest = await context.newPage()
  await guest.goto(link)
  await expect(guest.getByRole('heading', { name: "You're Invited!" })).toBeVisible()
  await expect(guest.getByLabel('Email')).toHaveValue(invitee.email)
  await expect(guest.getByLabel('Email')).not.toBeEditable()
  const create = guest.getByRole('button', { name: 'Create Account & Join Event' })
  await expect(create).toBeDisabled()
  await guest.getByLabel('Username').fill(invitee.username)
  await guest.getByLabel('Password', { exact: true }).fill(invitee.password)
  await expect(create).toBeDisabled()
  await guest.getByLabel(/I agree to the Terms of Service/).check()
  await shot(guest, testInfo, 'accept-invite')
  await create.click()
  await guest.waitForURL(`**/events/${event.id}`)
  await expect(guest.getByRole('heading', { name: 'Dumpling Night' }).filter({ visible: true })).toBeVisible()
  await context.close()

  await page.goto(`/events/${event.id}?tab=participants`)
  const people = page.locator('section[aria-labelledby="people-heading"]')
  // They show by the first name the host typed in the invitation, which their profile kept.
  await expect(people.getByText('Mei', { exact: true })).toBeVisible()
  await expect(people.getByRole('listitem').filter({ hasText: 'Mei' }).getByText('Invited by e-mail')).toBeVisible()
  await shot(page, testInfo, 'participants-invited')
})

test('inviting an existing account that is not a friend asks them first; they join from the link', {
  tag: '@phone',
}, async ({ page, browser, baseURL, request }) => {
  const origin = baseURL ?? ''
  const { event } = await hostWithEvent(page, origin, 'Ramen Run')
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const other = await context.newPage()
  const invitee = await createConfirmedUser(other.request, 'e2eexist')
  await page.goto(`/events/${event.id}`)
  const dialog = await openInviteDialog(page)
  await dialog.getByLabel('First Name').fill('Rin')
  await dialog.getByLabel('Email').fill(invitee.email)
  await dialog.getByRole('button', { name: 'Send Invite' }).click()
  // The same answer as for an address without an account: nobody learns whose address it is.
  await expect(dialog.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible()

  const link = await mailLink(request, invitee.email, '/accept-invite')
  await signInViaForm(other, invitee.email, invitee.password)
  await other.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await other.goto(link)
  await expect(other.getByRole('heading', { name: "You're Invited!" })).toBeVisible()
  await other.getByRole('button', { name: 'Join Event' }).click()
  await other.waitForURL(`**/events/${event.id}`)
  await expect(other.getByRole('heading', { name: 'Ramen Run' }).filter({ visible: true })).toBeVisible()
  await context.close()
})

test('an invalid or used invitation link says so', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/accept-invite')
  await expect(page.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible()
  await expect(page.getByText('Invalid invitation link')).toBeVisible()
  await page.goto(`/accept-invite?id=${crypto.randomUUID()}`)
  await expect(page.getByText('Invitation not found or has expired')).toBeVisible()
})

/** The QR image as the host's browser fetches it, decoded like a phone camera would. */
async function decodeQr(request: APIRequestContext, eventId: string) {
  const res = await request.get(`/api/events/${eventId}/qr.png`)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('image/png')
  const img = PNG.sync.read(await res.body())
  return jsQR(new Uint8ClampedArray(img.data), img.width, img.height)?.data ?? ''
}

test('a phone user joins by scanning the QR code', { tag: '@phone' }, async ({ page, browser, baseURL }, testInfo) => {
  const origin = baseURL ?? ''
  const { event } = await hostWithEvent(page, origin, 'Poke Bowl Lunch')
  await page.goto(`/events/${event.id}`)
  const dialog = await openInviteDialog(page)
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
  await shot(page, testInfo, 'qr-code')

  const scanned = await decodeQr(page.request, event.id)
  expect(scanned).toBe(`${origin}/join/${event.joinCode}`)

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const phone = await context.newPage()
  const joiner = await createConfirmedUser(phone.request, 'e2escan')
  await signInViaForm(phone, joiner.email, joiner.password)
  await phone.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await phone.goto(scanned)
  await expect(phone.getByRole('heading', { name: 'Successfully Joined!' })).toBeVisible()
  await phone.waitForURL(`**/events/${event.id}`)
  await expect(phone.getByRole('heading', { name: 'Poke Bowl Lunch' }).filter({ visible: true })).toBeVisible()
  await context.close()

  await page.goto(`/events/${event.id}?tab=participants`)
  await expect(page.getByText(joiner.username, { exact: true })).toBeVisible()
  await expect(
    page.getByRole('listitem').filter({ hasText: joiner.username }).getByText('Joined with code'),
  ).toBeVisible()
})

/** A confirmed user signed in on its own API context who joined the event by code. */
async function memberOf(origin: string, joinCode: string, prefix: string) {
  const ctx = await playwrightRequest.newContext({ baseURL: origin })
  const user = await createConfirmedUser(ctx, prefix)
  const signIn = await ctx.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin },
  })
  expect(signIn.ok(), await signIn.text()).toBe(true)
  const me = (await (await ctx.get('/api/me')).json()) as { profile: { id: string } }
  expect((await ctx.post('/api/join', { data: { code: joinCode }, headers: { origin } })).ok()).toBe(true)
  return { ctx, user, id: me.profile.id }
}

test(
  'the host removes a participant who holds nothing, and is told what another one holds',
  { tag: '@desktop' },
  async ({ page, baseURL }, testInfo) => {
    const origin = baseURL ?? ''
    const { event } = await hostWithEvent(page, origin, 'Hot Pot')
    const idle = await memberOf(origin, event.joinCode, 'e2eidle')
    const holder = await memberOf(origin, event.joinCode, 'e2ehold')
    const added = await holder.ctx.post(`/api/events/${event.id}/items`, {
      data: { name: 'Lamb', priceCents: 1800 },
      headers: { origin },
    })
    const item = ((await added.json()) as { items: { id: string; name: string }[] }).items.find(
      (i) => i.name === 'Lamb',
    )
    const assign = await page.request.post(`/api/events/${event.id}/items/${item?.id}/assign`, {
      data: { assignee: { userId: holder.id } },
      headers: { origin },
    })
    expect(assign.ok(), await assign.text()).toBe(true)

    await page.goto(`/events/${event.id}?tab=participants`)
    await page.getByRole('button', { name: `Remove ${holder.user.username}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove Participant' })
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await expect(dialog.getByText(`${holder.user.username} still holds 1 item. Reassign it first`)).toBeVisible()
    await shot(page, testInfo, 'remove-participant-holds')
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: `Remove ${idle.user.username}` }).click()
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(idle.user.username, { exact: true })).toBeHidden()
    await expect(page.getByText(holder.user.username, { exact: true })).toBeVisible()
    await idle.ctx.dispose()
    await holder.ctx.dispose()
  },
)
