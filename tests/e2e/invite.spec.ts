import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
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
  // The success message closes the dialog after 2 s.
  await expect(dialog).toBeHidden({ timeout: 4000 })

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
  await expect(people.getByText(invitee.username, { exact: true })).toBeVisible()
  await expect(
    people.getByRole('listitem').filter({ hasText: invitee.username }).getByText('Invited by e-mail'),
  ).toBeVisible()
  await shot(page, testInfo, 'participants-invited')
})

test('an invalid or used invitation link says so', async ({ page }) => {
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

test('a phone user joins by scanning the QR code', async ({ page, browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'scanning is a phone journey')
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
