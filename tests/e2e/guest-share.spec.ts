import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { billForParty, computeBill } from '../../src/domain/bill'
import { formatUSD } from '../../src/domain/money'
import { billInputOf, placeholderKey, userKey } from '../../src/domain/person-key'
import type { EventSnapshot, EventSnapshotWire } from '../../src/domain/schemas/event-snapshot'
import { snapshotFromWire } from '../../src/domain/snapshot-wire'
import { createConfirmedUser, shot } from './support/helpers'

type Mail = { subject: string; text: string; links: string[] }

/** The newest share link mailed to `to`. */
async function shareLink(request: APIRequestContext, to: string) {
  let mail: Mail | undefined
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as Mail[]
      mail = mails.find((m) => m.links.some((l) => new URL(l).pathname.startsWith('/guest-share/')))
      return !!mail
    })
    .toBe(true)
  return mail as Mail
}

/** A signed-in host with an event: guest Gus owns Wine and half the Cheese; the host has a steak. */
async function hostWithGuest(page: Page, origin: string, money = { cheese: 1001, tax: 8875, tip: 18_000 }) {
  const headers = { origin }
  const host = await createConfirmedUser(page.request, 'gshost')
  expect((await page.request.post('/api/auth/sign-in/email', { data: host, headers })).ok()).toBe(true)
  await page.request.patch('/api/me/profile', { data: { firstName: 'Hana' }, headers })
  const created = await page.request.post('/api/events', {
    data: { title: 'Taco Tuesday', taxMilliPct: money.tax, tipMilliPct: money.tip },
    headers,
  })
  const { event } = (await created.json()) as EventSnapshot
  const api = async (path: string, method: string, data?: unknown) => {
    const res = await page.request.fetch(`/api/events/${event.id}${path}`, { method, data, headers })
    expect(res.ok(), await res.text()).toBe(true)
    return (await res.json()) as EventSnapshot
  }
  let snap = await api('/placeholders', 'POST', { name: 'Gus' })
  const gus = snap.placeholders[0]?.id ?? ''
  for (const [name, priceCents] of [
    ['Wine', 3000],
    ['Cheese', money.cheese],
    ['Host steak', 4200],
  ] as const)
    snap = await api('/items', 'POST', { name, priceCents })
  const item = (name: string) => snap.items.find((i) => i.name === name)?.id ?? ''
  snap = await api(`/items/${item('Wine')}/assign`, 'POST', { assignee: { placeholderId: gus } })
  snap = await api(`/items/${item('Host steak')}/assign`, 'POST', { assignee: { userId: snap.viewerId } })
  snap = await api(`/items/${item('Cheese')}/assign`, 'POST', { assignee: { userId: snap.viewerId } })
  snap = await api(`/items/${item('Cheese')}/shares`, 'PUT', {
    ownerPercent: 50,
    shares: [{ person: { placeholderId: gus }, percent: 50 }],
  })
  return { host, event, gus, snap, api }
}

test("a guest's items shared by e-mail: the link from the dev mailbox shows their items and bill, read-only; revoke ends it", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const { event, gus, snap } = await hostWithGuest(page, origin)
  const guestBill = billForParty(computeBill(billInputOf(snap.event, snap.items)), placeholderKey(gus))
  const to = `gus.${Date.now().toString(36)}@example.com`

  await page.goto(`/events/${event.id}?tab=participants`)
  await page.getByRole('button', { name: "Share Gus's items" }).click()
  const dialog = page.getByRole('dialog', { name: "Share Gus's items" })
  await expect(dialog).toContainText(formatUSD(guestBill.totalCents))
  await dialog.getByLabel('Email').fill(`  ${to.toUpperCase()}  `)
  await dialog.getByRole('button', { name: 'Share' }).click()
  const sharedWith = dialog.getByRole('region', { name: 'Shared with' })
  await expect(sharedWith).toContainText(to)
  await expect(sharedWith).toContainText('Pending')
  await shot(page, testInfo, 'guest-share-dialog')

  const mail = await shareLink(page.request, to)
  expect(mail.subject).toBe('Your bill on OpenTab')
  const link = mail.links.find((l) => new URL(l).pathname.startsWith('/guest-share/')) ?? ''
  expect(mail.text).toContain(link)

  // Someone with no account opens it in another browser.
  const stranger = await browser.newContext({ baseURL: origin, viewport: page.viewportSize() ?? undefined })
  const guestPage = await stranger.newPage()
  await guestPage.goto(new URL(link).pathname)
  await expect(guestPage.getByRole('heading', { name: "Gus's bill" })).toBeVisible()
  await expect(guestPage.getByText('Hana shared this bill with you')).toBeVisible()
  await expect(guestPage.getByText(/Taco Tuesday/)).toBeVisible()
  const list = guestPage.getByLabel('Items', { exact: true })
  await expect(list).toContainText('Wine')
  await expect(list).toContainText('Cheese')
  await expect(guestPage.getByText('Host steak')).toHaveCount(0)
  const billList = guestPage.getByLabel('Bill', { exact: true })
  for (const cents of [guestBill.subtotalCents, guestBill.taxCents, guestBill.tipCents, guestBill.totalCents])
    await expect(billList).toContainText(formatUSD(cents))
  // Read-only: nothing to press but the way out.
  await expect(guestPage.getByRole('main').getByRole('button')).toHaveCount(0)
  await shot(guestPage, testInfo, 'guest-share-page')

  // The host sees it was viewed, then revokes it.
  await page.reload()
  await page.getByRole('button', { name: "Share Gus's items" }).click()
  await expect(dialog.getByRole('region', { name: 'Shared with' })).toContainText('Viewed')
  await dialog.getByRole('button', { name: `Revoke link for ${to}` }).click()
  await expect(dialog.getByRole('region', { name: 'Shared with' })).toHaveCount(0)
  await guestPage.reload()
  await expect(guestPage.getByRole('heading', { name: 'Link revoked' })).toBeVisible()
  await shot(guestPage, testInfo, 'guest-share-revoked')
  await stranger.close()
})

test(
  "the host copies a guest's link instead of e-mailing it; the guest's page has the host's pay links for what is left",
  { tag: '@phone' },
  async ({ page, browser, baseURL }, testInfo) => {
    const origin = baseURL ?? ''
    const { event, gus, snap } = await hostWithGuest(page, origin)
    await page.request.patch('/api/me/profile', { data: { venmo: 'hana-pays', cashApp: '$hana' }, headers: { origin } })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
    const guestBill = billForParty(computeBill(billInputOf(snap.event, snap.items)), placeholderKey(gus))
    const total = formatUSD(guestBill.totalCents)

    await page.goto(`/events/${event.id}?tab=participants`)
    await page.getByRole('button', { name: "Share Gus's items" }).click()
    const dialog = page.getByRole('dialog', { name: "Share Gus's items" })
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Link copied')).toBeVisible()
    const field = dialog.getByLabel('Link to share')
    const link = await field.inputValue()
    expect(link).toMatch(/\/guest-share\/[A-Za-z0-9_-]{43}$/)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await expect(dialog.getByRole('region', { name: 'Shared with' })).toContainText('Copied link')
    await shot(page, testInfo, 'guest-share-copied-link')

    const stranger = await browser.newContext({ baseURL: origin, viewport: page.viewportSize() ?? undefined })
    const guestPage = await stranger.newPage()
    await guestPage.goto(new URL(link).pathname)
    await expect(guestPage.getByRole('heading', { name: `Pay Hana ${total}` })).toBeVisible()
    await expect(guestPage.getByText('The bill is still open, so this amount may change.')).toBeVisible()
    const amount = (guestBill.totalCents / 100).toFixed(2)
    await expect(guestPage.getByRole('link', { name: 'Pay with Venmo' })).toHaveAttribute(
      'href',
      new RegExp(`^https://venmo\\.com/hana-pays\\?txn=pay&amount=${amount.replace('.', '\\.')}&`),
    )
    await expect(guestPage.getByRole('link', { name: 'Pay with Cash App' })).toHaveAttribute(
      'href',
      `https://cash.app/$hana/${amount}`,
    )
    await expect(guestPage.getByRole('link', { name: 'Pay with PayPal' })).toHaveCount(0)
    await shot(guestPage, testInfo, 'guest-share-pay-links')

    // Revoking the copied link ends it.
    await dialog.getByRole('button', { name: 'Revoke link for the copied link' }).click()
    await expect(dialog.getByRole('region', { name: 'Shared with' })).toHaveCount(0)
    await guestPage.reload()
    await expect(guestPage.getByRole('heading', { name: 'Link revoked' })).toBeVisible()
    await stranger.close()
  },
)

test(
  'the host merges a guest into the person who joined: their items move, every total unchanged',
  { tag: '@phone' },
  async ({ page, baseURL }, testInfo) => {
    const origin = baseURL ?? ''
    // Figures with no rounding (10% tax, 20% tip, an even split), so 'unchanged' is exact to the cent
    // (docs/decisions/018 says where largest remainder may place a cent differently).
    const ana = await createConfirmedUser(page.request, 'gsana')
    const { event, gus, snap: before } = await hostWithGuest(page, origin, { cheese: 1000, tax: 10_000, tip: 20_000 })
    const other = await page.context().browser()?.newContext({ baseURL: origin })
    const anaApi = other?.request as APIRequestContext
    expect((await anaApi.post('/api/auth/sign-in/email', { data: ana, headers: { origin } })).ok()).toBe(true)
    expect((await anaApi.post('/api/join', { data: { code: before.event.joinCode }, headers: { origin } })).ok()).toBe(
      true,
    )
    // The GET's items are lean (decision 030): filled in as the app does.
    const joined = snapshotFromWire(
      (await (await page.request.get(`/api/events/${event.id}`)).json()) as EventSnapshotWire,
    )
    const anaId = joined.participants.find((p) => p.username === ana.username)?.userId ?? ''
    const billBefore = computeBill(billInputOf(joined.event, joined.items))
    const expected =
      billForParty(billBefore, placeholderKey(gus)).totalCents + billForParty(billBefore, userKey(anaId)).totalCents

    await page.goto(`/events/${event.id}?tab=participants`)
    await expect(page.getByRole('region', { name: 'Guests' })).toContainText('Gus')
    await shot(page, testInfo, 'guest-row-actions')
    await page.getByRole('button', { name: 'Merge Gus into…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Merge Gus into…' })
    await dialog.getByRole('radio', { name: new RegExp(ana.username) }).check()
    await shot(page, testInfo, 'guest-merge-dialog')
    await dialog.getByRole('button', { name: 'Merge' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('region', { name: 'Guests' })).toContainText('Add people who are not on OpenTab')
    const after = snapshotFromWire(
      (await (await page.request.get(`/api/events/${event.id}`)).json()) as EventSnapshotWire,
    )
    const billAfter = computeBill(billInputOf(after.event, after.items))
    expect(billAfter.totalCents).toBe(billBefore.totalCents)
    expect(billForParty(billAfter, userKey(anaId)).totalCents).toBe(expected)
    await expect(page.getByRole('region', { name: 'Participants' })).toContainText(formatUSD(expected))
    await shot(page, testInfo, 'guest-merged')
    await other?.close()
  },
)
