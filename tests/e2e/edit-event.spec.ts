import { expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// The host's Edit Event page: dirty tracking, percent/amount switching with a live preview, the
// unsaved-changes prompt, saving; and what non-hosts and bad links see.

async function signIn(page: Page, origin: string, firstName: string) {
  const user = await createConfirmedUser(page.request, 'e2ee')
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await page.request.patch('/api/me/profile', { data: { firstName }, headers: { origin } })
  return user
}

async function eventWithItems(page: Page, origin: string) {
  const res = await page.request.post('/api/events', {
    data: { title: 'Pho night', taxMilliPct: 0, tipMilliPct: 18_000 },
    headers: { origin },
  })
  expect(res.status(), await res.text()).toBe(201)
  const { event } = (await res.json()) as { event: { id: string; joinCode: string } }
  for (const [name, priceCents] of [
    ['Pho tai', 2000],
    ['Spring rolls', 1250],
  ] as const) {
    const item = await page.request.post(`/api/events/${event.id}/items`, {
      data: { name, priceCents },
      headers: { origin },
    })
    expect(item.status(), await item.text()).toBe(201)
  }
  return event
}

test('host edits the title and switches tax to an amount; preview, Save Changes and the leave prompt', async ({
  page,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  await signIn(page, origin, 'Hal')
  const event = await eventWithItems(page, origin)
  await page.goto(`/events/${event.id}/edit`)

  const save = page.getByRole('button', { name: 'Save Changes' })
  const preview = page.getByRole('complementary', { name: 'Preview' })
  await expect(page.getByLabel('Event Title')).toHaveValue('Pho night')
  await expect(save).toBeDisabled()
  // Tip has an amount ($32.50 x 18% = $5.85), so it starts in amount mode; tax is 0, so percent mode.
  await expect(page.getByLabel('Tip Amount')).toHaveValue('5.85')
  await expect(page.getByLabel('Tax Percentage')).toHaveValue('0')
  await expect(preview).toContainText('$38.35')
  await shot(page, testInfo, 'edit-event-start')

  // Typing and undoing an edit leaves nothing to save.
  await page.getByLabel('Event Title').fill('Pho night!')
  await expect(save).toBeEnabled()
  await page.getByLabel('Event Title').fill('Pho night')
  await expect(save).toBeDisabled()

  await page.getByLabel('Event Title').fill('Pho & friends')
  const taxGroup = page.getByRole('group', { name: 'Tax Adjustment' })
  await taxGroup.getByText('Amount', { exact: true }).click()
  await expect(taxGroup.getByRole('radio', { name: 'Amount' })).toBeChecked()
  await expect(page.getByLabel('Tax Amount')).toHaveValue('0.00')
  await page.getByLabel('Tax Amount').fill('2.60')
  await expect(page.getByText('= 8% of the subtotal')).toBeVisible()
  await expect(preview.getByText('Tax (8%)')).toBeVisible()
  await expect(preview).toContainText('$2.60')
  await expect(preview).toContainText('$40.95')
  await expect(save).toBeEnabled()
  await shot(page, testInfo, 'edit-event-changed')

  // Leaving asks first; staying keeps everything typed.
  await page.getByRole('link', { name: 'Cancel' }).click()
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' })
  await expect(prompt).toContainText('You have unsaved changes. Are you sure you want to leave?')
  await shot(page, testInfo, 'edit-event-leave-prompt')
  await prompt.getByRole('button', { name: 'Stay' }).click()
  await expect(prompt).toBeHidden()
  await expect(page.getByLabel('Tax Amount')).toHaveValue('2.60')

  await save.click()
  await page.waitForURL((url) => url.pathname === `/events/${event.id}`)
  const snap = await page.request.get(`/api/events/${event.id}`)
  const saved = (await snap.json()) as {
    event: { title: string; taxMilliPct: number; tipMilliPct: number; taxCents: number }
  }
  expect(saved.event).toMatchObject({ title: 'Pho & friends', taxMilliPct: 8000, tipMilliPct: 18_000, taxCents: 260 })

  // Leaving a dirty form and confirming does leave.
  await page.goto(`/events/${event.id}/edit`)
  await page.getByLabel('Location').fill('Pho 24, Main St')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click()
  await page.waitForURL((url) => url.pathname === `/events/${event.id}`)
})

test('non-hosts and unknown events get a clear panel', async ({ page, browser, baseURL }, testInfo) => {
  const origin = baseURL ?? ''
  await signIn(page, origin, 'Hal')
  const event = await eventWithItems(page, origin)

  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() })
  const other = await context.newPage()
  await signIn(other, origin, 'Ola')
  const join = await other.request.post('/api/join', { data: { code: event.joinCode }, headers: { origin } })
  expect(join.ok()).toBe(true)
  await other.goto(`/events/${event.id}/edit`)
  await expect(other.getByRole('heading', { name: 'Only the host can edit this event' })).toBeVisible()
  await expect(other.getByRole('link', { name: 'Back to Event' })).toHaveAttribute('href', `/events/${event.id}`)
  await shot(other, testInfo, 'edit-event-not-host')
  await context.close()

  await page.goto('/events/no-such-event/edit')
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
  await shot(page, testInfo, 'edit-event-not-found')
})
