import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// Disputes at the table (docs/decisions/014): a participant disputes who has an item (the modal on
// a desktop, its own page on a phone), the owner sees 'Dispute Pending', someone else who is not the
// host is refused the management page, and the host approves: the item moves to the requester.

const isPhone = (info: TestInfo) => info.project.name === 'phone'
const ACCESS = 'Access Restricted: Only the event host can manage disputes.'

async function person(browser: Browser, baseURL: string, page: Page, prefix: string, firstName: string) {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() })
  const p = await context.newPage()
  const user = await createConfirmedUser(p.request, prefix)
  await signInViaForm(p, user.email, user.password)
  await p.waitForURL((url) => !url.pathname.startsWith('/auth'))
  const res = await p.request.patch('/api/me/profile', { data: { firstName }, headers: { origin: baseURL } })
  expect(res.ok(), await res.text()).toBe(true)
  const me = (await (await p.request.get('/api/me')).json()) as { profile: { id: string } }
  return { page: p, context, id: me.profile.id }
}

async function openItems(page: Page, info: TestInfo, eventId: string) {
  if (isPhone(info)) await page.goto(`/events/${eventId}?tab=items`)
  else {
    await page.goto(`/events/${eventId}`)
    await page.getByRole('tab', { name: 'All Items' }).click()
  }
}

const row = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Items' }).getByRole('button', { name: new RegExp(`^${name}`) })

test('a participant disputes an item, the owner sees it pending, the host approves it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000)
  const origin = baseURL ?? ''
  const host = await person(browser, origin, page, 'e2edh', 'Hana')
  const owner = await person(browser, origin, page, 'e2edo', 'Olga')
  const requester = await person(browser, origin, page, 'e2edr', 'Raj')
  const headers = { origin }

  const created = await host.page.request.post('/api/events', { data: { title: 'Sushi Night' }, headers })
  expect(created.status(), await created.text()).toBe(201)
  const { event } = (await created.json()) as { event: { id: string; joinCode: string } }
  for (const p of [owner, requester]) {
    const join = await p.page.request.post('/api/join', { data: { code: event.joinCode }, headers })
    expect(join.ok(), await join.text()).toBe(true)
  }
  const added = await host.page.request.post(`/api/events/${event.id}/items`, {
    data: { name: 'Dragon Roll', priceCents: 1650 },
    headers,
  })
  const item = ((await added.json()) as { items: { id: string; name: string }[] }).items[0]
  if (!item) throw new Error('item missing')
  const assigned = await host.page.request.post(`/api/events/${event.id}/items/${item.id}/assign`, {
    data: { assignee: { userId: owner.id } },
    headers,
  })
  expect(assigned.ok(), await assigned.text()).toBe(true)

  // The requester disputes: a modal from 768px up, the dispute page below.
  const r = requester.page
  await openItems(r, testInfo, event.id)
  await row(r, 'Dragon Roll').click()
  await r.getByRole('dialog', { name: 'Dragon Roll' }).getByRole('button', { name: 'Dispute' }).click()
  let form = r.getByRole('dialog', { name: 'Dispute Item' })
  if (isPhone(testInfo)) {
    await r.waitForURL(`**/events/${event.id}/dispute/${item.id}`)
    await expect(r.getByRole('heading', { name: 'Dispute Item' })).toBeVisible()
    form = r.locator('main')
    await expect(form.getByLabel('Reason')).toHaveAttribute('maxlength', '500')
  } else {
    await expect(form).toBeVisible()
    await expect(form.getByLabel('Reason')).toHaveAttribute('maxlength', '200')
  }
  // Both name the item and who has it (issue 46: the phone's page did not).
  await expect(form).toContainText('Dragon Roll is with Olga. The host decides.')
  if (isPhone(testInfo)) await expect(form.getByRole('heading', { name: 'Dragon Roll' })).toBeVisible()
  await expect(form.getByLabel('Action')).toHaveValue('remove_ownership')
  await form.getByLabel('Reason').fill('  I ordered the dragon roll, Olga had the salmon  ')
  await shot(r, testInfo, 'dispute-form')
  await form.getByRole('button', { name: 'Submit Dispute' }).click()
  await expect(r.getByText('Dispute submitted')).toBeVisible()
  if (isPhone(testInfo)) {
    await r.waitForURL(`**/events/${event.id}`)
    await openItems(r, testInfo, event.id)
  } else {
    // Back on the item, which now says who disputes it; then close it.
    await expect(form).toBeHidden()
    await expect(r.getByRole('dialog', { name: 'Dragon Roll' })).toContainText('You dispute who owns this item')
    await shot(r, testInfo, 'item-after-dispute')
    await r.keyboard.press('Escape')
  }
  await expect(row(r, 'Dragon Roll')).toContainText('Disputed')
  await shot(r, testInfo, 'item-disputed')

  // The owner sees 'Dispute Pending' instead of a Dispute button, and cannot manage disputes.
  const o = owner.page
  await openItems(o, testInfo, event.id)
  await row(o, 'Dragon Roll').click()
  const ownerItem = o.getByRole('dialog', { name: 'Dragon Roll' })
  await expect(ownerItem.getByRole('button', { name: 'Dispute Pending' })).toBeDisabled()
  await expect(ownerItem.getByRole('button', { name: 'Dispute', exact: true })).toHaveCount(0)
  await expect(ownerItem.getByText('I ordered the dragon roll, Olga had the salmon')).toBeVisible()
  await shot(o, testInfo, 'owner-dispute-pending')
  await o.keyboard.press('Escape')
  await o.goto(`/events/${event.id}/disputes`)
  await expect(o.getByText(ACCESS)).toBeVisible()
  await shot(o, testInfo, 'disputes-access-restricted')

  // The host follows the details card's link, sees the counts and approves.
  const h = host.page
  await h.goto(`/events/${event.id}`)
  // The details card's link on a desktop; on a phone the header's open-dispute banner.
  await h
    .getByRole('link', { name: /Manage Disputes/ })
    .locator('visible=true')
    .first()
    .click()
  await h.waitForURL(`**/events/${event.id}/disputes`)
  await expect(h.getByRole('heading', { name: 'Manage Disputes' })).toBeVisible()
  const pending = h.getByRole('region', { name: 'Pending Disputes' })
  const card = pending.getByRole('listitem', { name: 'Dispute: Dragon Roll' })
  await expect(card).toContainText('Raj')
  await expect(card).toContainText('Olga')
  await expect(card).toContainText('I ordered the dragon roll, Olga had the salmon')
  await shot(h, testInfo, 'disputes-pending')
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(h.getByText('Dispute approved')).toBeVisible()
  await expect(pending.getByText('No pending disputes.')).toBeVisible()
  const resolved = h.getByRole('region', { name: 'Resolved Disputes' }).getByRole('listitem')
  await expect(resolved).toContainText('approved')
  await expect(resolved).toContainText('Resolved')
  await shot(h, testInfo, 'disputes-resolved')

  // The item is now the requester's (live on the requester's open page too).
  await expect(row(r, 'Dragon Roll')).not.toContainText('Disputed')
  await row(r, 'Dragon Roll').click()
  await expect(r.getByRole('dialog', { name: 'Dragon Roll' }).getByText('Assigned To')).toBeVisible()
  await expect(r.getByRole('dialog', { name: 'Dragon Roll' })).toContainText('You')
  await shot(r, testInfo, 'item-moved-to-requester')
  await r.keyboard.press('Escape')

  for (const p of [host, owner, requester]) await p.context.close()
})
