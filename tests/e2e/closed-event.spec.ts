import { expect, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// A closed event refuses receipt and tax/tip changes (the worker answers 409), so the host does not
// see controls for them until the event is reopened; title and the rest stay editable.

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1])

test('a closed event hides receipt actions and locks tax and tip until it is reopened', async ({
  page,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const user = await createConfirmedUser(page.request, 'e2ec')
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await page.request.patch('/api/me/profile', { data: { firstName: 'Cleo' }, headers: { origin } })
  const created = await page.request.post('/api/events', {
    data: { title: 'Closed night', taxMilliPct: 8000, tipMilliPct: 15000 },
    headers: { origin },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { event } = (await created.json()) as { event: { id: string } }
  const upload = await page.request.post(`/api/events/${event.id}/receipt`, {
    multipart: { file: { name: 'r.jpg', mimeType: 'image/jpeg', buffer: JPEG } },
    headers: { origin },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const close = await page.request.patch(`/api/events/${event.id}`, { data: { status: 'closed' }, headers: { origin } })
  expect(close.ok(), await close.text()).toBe(true)

  // Edit Event page: tax and tip are locked while the form keeps the event closed.
  await page.goto(`/events/${event.id}/edit`)
  await expect(page.getByLabel('Tax Percentage')).toBeDisabled()
  await expect(page.getByText('This event is closed. Reopen it to change tax and tip.')).toBeVisible()
  await shot(page, testInfo, 'closed-edit-event')
  await page.getByLabel('Status').selectOption('open')
  await expect(page.getByLabel('Tax Percentage')).toBeEnabled()
  await page.getByLabel('Status').selectOption('closed')
  await page.getByLabel('Event Title').fill('Closed night!')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await page.waitForURL(`**/events/${event.id}`)

  // Receipt page: the photo can be viewed, but not replaced or read.
  await page.goto(`/events/${event.id}/receipt`)
  await expect(page.getByText('This event is closed. Reopen it to add, replace or read a receipt.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Read Receipt' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Replace' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'View receipt' })).toBeVisible()
  await shot(page, testInfo, 'closed-receipt-page')

  const after = await page.request.get(`/api/events/${event.id}`)
  expect(await after.json()).toMatchObject({ event: { title: 'Closed night!', status: 'closed', taxMilliPct: 8000 } })
})
