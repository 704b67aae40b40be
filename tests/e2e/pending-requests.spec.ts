import { expect, test } from '@playwright/test'
import { hostWithEvent, otherPerson, shot } from './support/helpers'

// The host sees pickup requests without hunting: a count on the All Items tab from any tab, and the
// pending items first in the All Items list, where they can be approved.

test('pending pickup requests are counted on the All Items tab and listed first', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  const { event } = await hostWithEvent(page, 'e2eph', 'Hal', 'Brunch', { claimsNeedApproval: true })
  const ids: Record<string, string> = {}
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']) {
    const res = await page.request.post(`/api/events/${event.id}/items`, { data: { name, priceCents: 500 }, headers })
    const snap = (await res.json()) as { items: { id: string; name: string }[] }
    ids[name] = snap.items.find((i) => i.name === name)?.id ?? ''
  }

  // A guest asks for Alpha (the oldest, so last in a newest-first list) and Delta.
  const { context } = await otherPerson(browser, origin, 'e2epg')
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
  await expect(detail.getByText('Claimed')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(allItems).toHaveAccessibleName(/1 pending request\b/)
  // Rows keep their places while the tab is open (issue 46): Delta stays on top, now claimed.
  await expect(rows.nth(0)).toContainText('Delta')
  await expect(rows.nth(0)).not.toContainText('Request Pending')
  await expect(rows.nth(1)).toContainText('Alpha')
})
