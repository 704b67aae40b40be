import { expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// The host's Edit Event page: dirty tracking, percent/amount switching with a live preview, reopening in
// the mode the host used, the unsaved-changes prompt, saving; and what non-hosts and bad links see.

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
  // Both rates were typed as percents, so both open as percents, though the tip comes to $5.85.
  await expect(page.getByLabel('Tip Percentage')).toHaveValue('18')
  await expect(page.getByRole('group', { name: 'Tip Adjustment' })).toContainText('charges $5.85')
  await expect(page.getByLabel('Tax Percentage')).toHaveValue('0')
  await expect(preview).toContainText('$38.35')
  // The mode switch keeps its words whole (one line each), however narrow the blocks sit.
  for (const name of ['Percentage', 'Amount']) {
    const box = await page.getByRole('group', { name: 'Tax Adjustment' }).getByText(name, { exact: true }).boundingBox()
    expect(box?.height, name).toBeLessThan(40)
  }
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
  expect(saved.event).toMatchObject({
    title: 'Pho & friends',
    taxMilliPct: 8000,
    tipMilliPct: 18_000,
    taxCents: 260,
    taxMode: 'amount',
    tipMode: 'percent',
  })

  // It reopens the way the host typed it: tax as an amount, tip as a percent.
  await page.goto(`/events/${event.id}/edit`)
  await expect(page.getByLabel('Tax Amount')).toHaveValue('2.60')
  await expect(page.getByRole('group', { name: 'Tax Adjustment' }).getByRole('radio', { name: 'Amount' })).toBeChecked()
  await expect(page.getByLabel('Tip Percentage')).toHaveValue('18')
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
  await shot(page, testInfo, 'edit-event-reopened')

  // Leaving a dirty form and confirming does leave.
  await page.getByLabel('Location').fill('Pho 24, Main St')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click()
  await page.waitForURL((url) => url.pathname === `/events/${event.id}`)
})

test(
  'non-hosts and unknown events get a clear panel',
  { tag: '@phone' },
  async ({ page, browser, baseURL }, testInfo) => {
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
  },
)

// ---- One event editor, the same wherever it opens, with three-decimal rates (docs/decisions/009) ----

type Place = 'page' | 'card'

/** An 8.88% event with $10.00 of items, its tax given as an amount: $0.89, which alone would read back as
 * 8.9%. */
async function eightEightyEight(page: Page, origin: string) {
  const res = await page.request.post('/api/events', {
    data: { title: 'Diner', taxMilliPct: 8880, tipMilliPct: 0, taxMode: 'amount' },
    headers: { origin },
  })
  expect(res.status(), await res.text()).toBe(201)
  const { event } = (await res.json()) as { event: { id: string } }
  const item = await page.request.post(`/api/events/${event.id}/items`, {
    data: { name: 'Pancakes', priceCents: 1000 },
    headers: { origin },
  })
  expect(item.status(), await item.text()).toBe(201)
  return event
}

async function openEditor(page: Page, eventId: string, place: Place) {
  if (place === 'page') await page.goto(`/events/${eventId}/edit`)
  else {
    await page.goto(`/events/${eventId}`)
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
  }
  await expect(page.getByRole('form', { name: 'Edit event' })).toBeVisible()
}

/** Waits until a save has landed: the page goes back to the event, the card closes its editor. */
async function saved(page: Page, eventId: string) {
  await page.waitForURL((url) => url.pathname === `/events/${eventId}`)
  await expect(page.getByRole('form', { name: 'Edit event' })).toBeHidden()
}

async function eventOf(page: Page, eventId: string) {
  const res = await page.request.get(`/api/events/${eventId}`)
  type Saved = { title: string; taxMilliPct: number; taxMode: string; locationName: string | null }
  return ((await res.json()) as { event: Saved }).event
}

for (const place of ['page', 'card'] as const) {
  // The details card is a wide-screen panel; the editor page is at every size.
  const sizes = { tag: place === 'card' ? ['@desktop'] : [] }
  test(
    `the ${place} editor: the host's mode first, nothing sent unchanged, 8.88% kept, stale errors clear, 8.875% saved`,
    sizes,
    async ({ page, baseURL }, testInfo) => {
      const origin = baseURL ?? ''
      await signIn(page, origin, 'Hal')
      const event = await eightEightyEight(page, origin)
      const patches: string[] = []
      page.on('request', (r) => {
        if (r.method() === 'PATCH' && new URL(r.url()).pathname === `/api/events/${event.id}`) patches.push(r.url())
      })

      // Tax was given as an amount, so it opens in amount mode; tip as a percent.
      await openEditor(page, event.id, place)
      await expect(page.getByLabel('Tax Amount')).toHaveValue('0.89')
      await expect(page.getByLabel('Tip Percentage')).toHaveValue('0')
      const save = page.getByRole('button', { name: 'Save Changes' })
      await expect(save).toBeDisabled()
      // Retyping the same amount is not a change either.
      await page.getByLabel('Tax Amount').fill('0.89')
      await expect(save).toBeDisabled()
      await shot(page, testInfo, `editor-${place}-amount-mode`)

      // Saving another field leaves the 8.88% alone (it used to be re-derived from $0.89 as 8.9%).
      await page.getByLabel('Event Title').fill('Diner night')
      await save.click()
      await saved(page, event.id)
      expect(patches).toHaveLength(1)
      expect(await eventOf(page, event.id)).toMatchObject({ title: 'Diner night', taxMilliPct: 8880 })

      // A field's error goes away as soon as the field is fixed.
      await openEditor(page, event.id, place)
      await page.getByLabel('Event Title').fill('')
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expect(page.getByText('Event Title is required')).toBeVisible()
      await page.getByLabel('Event Title').fill('Diner')
      await expect(page.getByText('Event Title is required')).toBeHidden()
      const tax = page.getByRole('group', { name: 'Tax Adjustment' })
      await tax.getByText('Percentage', { exact: true }).click()
      await expect(page.getByLabel('Tax Percentage')).toHaveValue('8.88')
      await expect(tax.getByText('Up to 3 decimals, 0-100%')).toBeVisible()
      await page.getByLabel('Tax Percentage').fill('101')
      await expect(tax.getByText('Enter a percentage from 0 to 100 (at most 3 decimals)')).toBeVisible()
      await page.getByLabel('Tax Percentage').fill('8.875')
      await expect(tax.getByText('Enter a percentage from 0 to 100 (at most 3 decimals)')).toBeHidden()
      await expect(page.getByRole('complementary', { name: 'Preview' }).getByText('Tax (8.875%)')).toBeVisible()
      await shot(page, testInfo, `editor-${place}-errors-cleared`)
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await saved(page, event.id)
      expect(await eventOf(page, event.id)).toMatchObject({ title: 'Diner', taxMilliPct: 8875, taxMode: 'percent' })
      if (place === 'card') await expect(page.getByText('8.875% tax · 0% tip')).toBeVisible()
      // Typed as a percent this time, so it reopens as one.
      await openEditor(page, event.id, place)
      await expect(page.getByLabel('Tax Percentage')).toHaveValue('8.875')
    },
  )

  test(`the ${place} editor asks before unsaved changes are left`, sizes, async ({ page, baseURL }, testInfo) => {
    const origin = baseURL ?? ''
    await signIn(page, origin, 'Hal')
    const event = await eightEightyEight(page, origin)
    await openEditor(page, event.id, place)
    await page.getByLabel('Location Name').fill('Main St Diner')

    const prompt = page.getByRole('dialog', { name: 'Unsaved changes' })
    const cancel = () =>
      place === 'page'
        ? page.getByRole('link', { name: 'Cancel' }).click()
        : page.getByRole('button', { name: 'Cancel' }).click()
    await cancel()
    await expect(prompt).toContainText('You have unsaved changes. Are you sure you want to leave?')
    await shot(page, testInfo, `editor-${place}-leave-prompt`)
    await prompt.getByRole('button', { name: 'Stay' }).click()
    await expect(prompt).toBeHidden()
    await expect(page.getByLabel('Location Name')).toHaveValue('Main St Diner')

    // Leaving by a link elsewhere asks too; confirming leaves and saves nothing.
    await page.getByRole('link', { name: 'Dashboard' }).first().click()
    await prompt.getByRole('button', { name: 'Leave' }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    expect(await eventOf(page, event.id)).toMatchObject({ locationName: null })

    // With nothing changed, Cancel just closes.
    await openEditor(page, event.id, place)
    await cancel()
    await expect(prompt).toBeHidden()
    await expect(page.getByRole('form', { name: 'Edit event' })).toBeHidden()
  })
}

test('Create Event takes a three-decimal tax rate (Quebec 9.975%)', { tag: '@phone' }, async ({ page, baseURL }) => {
  await signIn(page, baseURL ?? '', 'Hal')
  await page.goto('/events/new')
  await page.getByLabel('Event Title').fill('Montreal brunch')
  // Each box its own example: a tax rate for tax, a usual tip for the tip.
  await expect(page.getByText('Up to 3 decimals, 0-100%, e.g. 8.875')).toHaveCount(1)
  await expect(page.getByText('Up to 3 decimals, 0-100%, e.g. 18 or 20')).toBeVisible()
  await page.getByLabel('Tax Percentage').fill('9.975')
  await page.getByLabel('Tip Percentage').fill('7.25')
  await page.getByRole('button', { name: 'Create Event' }).click()
  await page.waitForURL((url) => /^\/events\/[^/]+$/.test(url.pathname) && url.pathname !== '/events/new')
  const id = new URL(page.url()).pathname.split('/')[2] ?? ''
  const res = await page.request.get(`/api/events/${id}`)
  const { event } = (await res.json()) as { event: { taxMilliPct: number; tipMilliPct: number } }
  expect(event).toMatchObject({ taxMilliPct: 9975, tipMilliPct: 7250, taxMode: 'percent', tipMode: 'percent' })
})
