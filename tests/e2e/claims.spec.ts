import { expect, type Page, test } from '@playwright/test'
import { hostWithEvent, otherPerson, shot, signInNewUser } from './support/helpers'

// "Claims need my approval": off for a new event (decision 051); a guest then takes an
// unclaimed item in one tap, with Undo in the toast. With approvals on, the host answers every
// waiting request with one "Approve all".

// Light theme as the app's own toggle leaves it (the class; transitions settle before the shot).
const light = async (page: Page) => {
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  await page.waitForTimeout(400)
}

test('claims without approval: one tap makes the item yours, Undo gives it back', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  await signInNewUser(page, 'e2ecl', 'Cleo')
  await page.goto('/events/new')
  const approval = page.getByRole('checkbox', { name: 'Claims need my approval' })
  await expect(approval).not.toBeChecked() // off by default (decision 051)
  await page.getByLabel('Event Title').fill('Tapas night')
  await shot(page, testInfo, 'claims-create-form')
  await page.getByRole('button', { name: 'Create Event' }).click()
  await page.waitForURL((u) => /^\/events\/[^/]+$/.test(u.pathname) && u.pathname !== '/events/new')
  const eventId = page.url().split('/').pop() ?? ''
  const snap = (await (await page.request.get(`/api/events/${eventId}`)).json()) as {
    event: { joinCode: string; claimsNeedApproval: boolean }
  }
  expect(snap.event.claimsNeedApproval).toBe(false)
  const added = await page.request.post(`/api/events/${eventId}/items`, {
    data: { name: 'Patatas bravas', priceCents: 900 },
    headers,
  })
  expect(added.status()).toBe(201)

  const { context } = await otherPerson(browser, origin, 'e2ecg')
  expect((await context.request.post('/api/join', { data: { code: snap.event.joinCode }, headers })).ok()).toBe(true)
  // A first name keeps the profile prompt from covering the page.
  expect((await context.request.patch('/api/me/profile', { data: { firstName: 'Gil' }, headers })).ok()).toBe(true)
  const guest = await context.newPage()
  await guest.goto(`/events/${eventId}`)
  await guest.getByRole('tab', { name: /All Items/ }).click()
  const row = guest.getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ hasText: 'Patatas bravas' })
  await row.getByRole('button', { name: 'Pick It Up: Patatas bravas' }).click()
  // Yours at once: no request, no waiting; the toast offers Undo.
  await expect(guest.getByText('Patatas bravas is yours')).toBeVisible()
  await expect(row).toContainText('You')
  await expect(row).not.toContainText('Request Pending')
  await shot(guest, testInfo, 'claims-one-tap-dark')
  await guest.getByRole('button', { name: 'Undo' }).click()
  await expect(row).toContainText('Unclaimed')
  await expect(row.getByRole('button', { name: 'Pick It Up: Patatas bravas' })).toBeVisible()

  // Again, from the item's sheet, in the light theme.
  await light(guest)
  await row.getByRole('button').first().click()
  const sheet = guest.getByRole('dialog', { name: 'Patatas bravas' })
  await sheet.getByRole('button', { name: 'Pick It Up' }).click()
  await expect(guest.getByText('Patatas bravas is yours')).toBeVisible()
  await expect(sheet.getByRole('button', { name: 'Pick It Up' })).toBeHidden()
  await shot(guest, testInfo, 'claims-one-tap-light')
  await context.close()

  // The host can always reassign: the item is the guest's, and Assign is offered.
  await page.goto(`/events/${eventId}`)
  await page.getByRole('tab', { name: /All Items/ }).click()
  await page.getByRole('list', { name: 'Items' }).getByRole('listitem').first().getByRole('button').first().click()
  await expect(
    page.getByRole('dialog', { name: 'Patatas bravas' }).getByRole('button', { name: 'Assign' }),
  ).toBeVisible()
})

test('Approve all answers every waiting request at once (host only)', async ({ page, browser, baseURL }, testInfo) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  const { event } = await hostWithEvent(page, 'e2eaa', 'Ava', 'Brunch', { claimsNeedApproval: true })
  const ids: string[] = []
  for (const name of ['Waffles', 'Omelette', 'Juice']) {
    const res = await page.request.post(`/api/events/${event.id}/items`, { data: { name, priceCents: 700 }, headers })
    const snap = (await res.json()) as { items: { id: string; name: string }[] }
    ids.push(snap.items.find((i) => i.name === name)?.id ?? '')
  }
  for (const [i, prefix] of ['e2eab', 'e2eac'].entries()) {
    const { context } = await otherPerson(browser, origin, prefix)
    expect((await context.request.post('/api/join', { data: { code: event.joinCode }, headers })).ok()).toBe(true)
    const res = await context.request.post(`/api/events/${event.id}/items/${ids[i]}/pickup`, { headers })
    expect(res.ok(), await res.text()).toBe(true)
    await context.close()
  }
  await page.goto(`/events/${event.id}`)
  await page.getByRole('tab', { name: /All Items/ }).click()
  await expect(page.getByText('2 requests wait for your approval')).toBeVisible()
  await shot(page, testInfo, 'approve-all-dark')
  await light(page)
  await shot(page, testInfo, 'approve-all-light')
  await page.getByRole('button', { name: 'Approve all' }).click()
  await expect(page.getByText('Approved 2 requests')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Approve all' })).toBeHidden()
  const rows = page.getByRole('list', { name: 'Items' }).getByRole('listitem')
  await expect(rows.filter({ hasText: 'Request Pending' })).toHaveCount(0)
  await expect(rows.filter({ hasText: 'Juice' })).toContainText('Unclaimed')
})
