import { expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// The breakdown page: every party (You, a guest, Unassigned) with totals that add up to the event's;
// and the bill views in the light theme on a small phone.

/** Signs in and builds 'Tapas': the viewer's items (one shared with a guest), the guest's, one unowned. */
async function tapas(page: Page, origin: string) {
  const user = await createConfirmedUser(page.request, 'e2ebd')
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await page.request.patch('/api/me/profile', { data: { firstName: 'Bea' }, headers: { origin } })
  const post = (path: string, data: unknown, method: 'post' | 'put' = 'post') =>
    page.request[method](path, { data, headers: { origin } }).then(async (r) => {
      expect(r.ok(), await r.text()).toBe(true)
      return r.json()
    })

  const { event, viewerId } = await post('/api/events', { title: 'Tapas', taxMilliPct: 8630, tipMilliPct: 20_000 })
  const base = `/api/events/${event.id}`
  let snap = await post(`${base}/placeholders`, { name: 'Guest Gil' })
  const gil = snap.placeholders[0].id
  for (const [name, priceCents] of [
    ['Patatas bravas', 899],
    ['Croquetas', 1001],
    ['Sangria pitcher', 3300],
  ] as const)
    snap = await post(`${base}/items`, { name, priceCents })
  const id = (name: string) => snap.items.find((i: { name: string }) => i.name === name).id
  await post(`${base}/items/${id('Patatas bravas')}/assign`, { assignee: { userId: viewerId } })
  await post(`${base}/items/${id('Croquetas')}/assign`, { assignee: { placeholderId: gil } })
  await post(`${base}/items/${id('Sangria pitcher')}/assign`, { assignee: { userId: viewerId } })
  await post(
    `${base}/items/${id('Sangria pitcher')}/shares`,
    { ownerPercent: '66.67', shares: [{ person: { placeholderId: gil }, percent: '33.33' }] },
    'put',
  )
  // One more item nobody holds: it is billed to 'Unassigned'.
  await post(`${base}/items`, { name: 'Olives', priceCents: 450 })
  return { event, post }
}

test('breakdown page lists You, guests and Unassigned, and reconciles to the event total', async ({
  page,
  baseURL,
}, testInfo) => {
  const { event } = await tapas(page, baseURL ?? '')
  await page.goto(`/events/${event.id}/breakdown`)
  await expect(page.getByRole('heading', { name: 'Breakdown', level: 1 })).toBeVisible()
  const rows = page.getByRole('region', { name: 'Breakdown by User' })
  for (const name of ['You', 'Guest Gil', 'Unassigned']) await expect(rows.getByRole('button', { name })).toBeVisible()
  await expect(rows.getByText(/exactly the event total/)).toBeVisible()
  await rows.getByRole('button', { name: /^You/ }).click()
  await expect(rows.getByText('66.67% of $33.00')).toBeVisible()
  await rows.getByRole('button', { name: /^Guest Gil/ }).click()
  await shot(page, testInfo, 'breakdown-page')

  await page.goto('/events/nope/breakdown')
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible()
})

test('bill views in the light theme at 360px', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one small-screen pass is enough')
  await page.setViewportSize({ width: 360, height: 740 })
  await page.addInitScript(() => localStorage.setItem('theme', 'light'))
  const { event, post } = await tapas(page, baseURL ?? '')
  const empty = await post('/api/events', { title: 'Nothing claimed yet' })

  await page.goto(`/events/${event.id}`)
  await expect(page.getByText('Your total')).toBeVisible()
  await shot(page, testInfo, 'light-360-my-items')
  await page.goto(`/events/${empty.event.id}`)
  await expect(page.getByText("You haven't claimed any items yet")).toBeVisible()
  await shot(page, testInfo, 'light-360-my-items-empty')
  await page.getByRole('link', { name: 'Go to All Items' }).click()
  await expect(page).toHaveURL(/[?&]tab=items/)
  await page.goto(`/events/${event.id}/breakdown`)
  await page.getByRole('button', { name: /^You/ }).click()
  await shot(page, testInfo, 'light-360-breakdown')
  await page.goto('/dashboard')
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveCount(2)
  await shot(page, testInfo, 'light-360-dashboard')
  await page.goto(`/events/${event.id}/edit`)
  await shot(page, testInfo, 'light-360-edit')
  await page.goto('/events/new')
  await shot(page, testInfo, 'light-360-new')
})

test('the View Breakdown dialog on a wide screen', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the dialog opens from the desktop Event Total card')
  const { event } = await tapas(page, baseURL ?? '')
  await page.goto(`/events/${event.id}`)
  await page.getByRole('button', { name: 'View Breakdown' }).click()
  const dialog = page.getByRole('dialog', { name: 'View Breakdown' })
  await expect(dialog.getByText(/exactly the event total/)).toBeVisible()
  await dialog.getByRole('button', { name: /^Unassigned/ }).click()
  await expect(dialog.getByText('Olives')).toBeVisible()
  await shot(page, testInfo, 'breakdown-dialog')
})
