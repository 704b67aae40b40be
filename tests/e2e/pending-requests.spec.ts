import { expect, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// The host sees pickup requests without hunting: a count on the All Items tab from any tab, and the
// pending items first in the All Items list, where they can be approved.

test('pending pickup requests are counted on the All Items tab and listed first', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  const host = await createConfirmedUser(page.request, 'e2eph')
  await signInViaForm(page, host.email, host.password)
  await page.waitForURL(/\/dashboard$/)
  await page.request.patch('/api/me/profile', { data: { firstName: 'Hal' }, headers })
  const created = await page.request.post('/api/events', { data: { title: 'Brunch' }, headers })
  const { event } = (await created.json()) as { event: { id: string; joinCode: string } }
  const ids: Record<string, string> = {}
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']) {
    const res = await page.request.post(`/api/events/${event.id}/items`, { data: { name, priceCents: 500 }, headers })
    const snap = (await res.json()) as { items: { id: string; name: string }[] }
    ids[name] = snap.items.find((i) => i.name === name)?.id ?? ''
  }

  // A guest asks for Alpha (the oldest, so last in a newest-first list) and Delta.
  const context = await browser.newContext({ baseURL: origin })
  const guest = await createConfirmedUser(context.request, 'e2epg')
  await context.request.post('/api/auth/sign-in/email', {
    data: { email: guest.email, password: guest.password },
    headers,
  })
  expect((await context.request.post('/api/join', { data: { code: event.joinCode }, headers })).ok()).toBe(true)
  for (const name of ['Alpha', 'Delta']) {
    const res = await context.request.post(`/api/events/${event.id}/items/${ids[name]}/pickup`, { headers })
    expect(res.ok(), await res.text()).toBe(true)
  }
  await context.close()

  // From the default tab, the host already sees that two requests wait.
  await page.goto(`/events/${event.id}`)
  const allItems = page.getByRole('tab', { name: /All Items/ })
  await expect(allItems).toHaveAccessibleName(/2 pending requests/)
  await expect(allItems).toContainText('2')
  await shot(page, testInfo, 'pending-badge')

  await allItems.click()
  const rows = page.getByRole('list', { name: 'Items' }).getByRole('listitem')
  await expect(rows).toHaveCount(5)
  await expect(rows.nth(0)).toContainText('Delta')
  await expect(rows.nth(0)).toContainText('Request Pending')
  await expect(rows.nth(1)).toContainText('Alpha')
  await expect(rows.nth(1)).toContainText('Request Pending')
  await expect(rows.nth(2)).toContainText('Echo')
  await shot(page, testInfo, 'pending-first')

  // Approving one updates the count.
  await rows.nth(0).getByRole('button').first().click()
  const detail = page.getByRole('dialog', { name: 'Delta' })
  await detail.getByRole('button', { name: 'Approve' }).click()
  await expect(detail.getByText('Picked up')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(allItems).toHaveAccessibleName(/1 pending request\b/)
  await expect(rows.nth(0)).toContainText('Alpha')
})
