import { expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// Creating an event from the form, finding it on the dashboard, and paging through 'My Events'.

async function signIn(page: Page, origin: string, firstName = 'Dana') {
  const user = await createConfirmedUser(page.request, 'e2ed')
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  // A first name keeps the profile-completion prompt out of the way.
  const res = await page.request.patch('/api/me/profile', { data: { firstName }, headers: { origin } })
  expect(res.ok(), await res.text()).toBe(true)
  return user
}

test('create an event with tax and tip, land on it, and find its card on the dashboard', async ({
  page,
  baseURL,
}, testInfo) => {
  await signIn(page, baseURL ?? '')
  await page.goto('/dashboard')
  await expect(page.getByText("You don't have any events yet")).toBeVisible()
  await shot(page, testInfo, 'dashboard-empty')

  await page.goto('/events/new')
  await expect(page.getByRole('heading', { name: 'Create New Event' })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(crumbs.getByText('Create Event')).toBeVisible()
  await expect(page.getByLabel('Tax Percentage')).toHaveValue('0')

  // Required title and a bad percent are caught before anything is sent.
  await page.getByLabel('Tax Percentage').fill('120')
  await page.getByRole('button', { name: 'Create Event' }).click()
  await expect(page.getByText('Event Title is required')).toBeVisible()
  await expect(page.getByText(/Enter a percentage from 0 to 100/)).toBeVisible()
  await shot(page, testInfo, 'new-event-errors')

  await page.getByLabel('Event Title').fill('Birthday at Nopa')
  await page.getByLabel('Description').fill('Table for 6, 8pm')
  await page.getByLabel('Tax Percentage').fill('8.63')
  await page.getByLabel('Tip Percentage').fill('18')
  await shot(page, testInfo, 'new-event-filled')
  await page.getByRole('button', { name: 'Create Event' }).click()
  await page.waitForURL((url) => /^\/events\/[^/]+$/.test(url.pathname) && url.pathname !== '/events/new')
  const id = new URL(page.url()).pathname.split('/').pop() ?? ''
  await expect(page.getByRole('heading', { name: 'Birthday at Nopa', level: 1 })).toBeVisible()
  await shot(page, testInfo, 'event-created')

  const snap = await page.request.get(`/api/events/${id}`)
  const { event } = (await snap.json()) as { event: { taxMilliPct: number; tipMilliPct: number; joinCode: string } }
  expect(event.taxMilliPct).toBe(8630)
  expect(event.tipMilliPct).toBe(18_000)

  await page.goto('/dashboard')
  const card = page.getByRole('link', { name: /Birthday at Nopa/ })
  await expect(card).toBeVisible()
  await expect(card.getByRole('img', { name: 'Host' })).toBeVisible()
  await expect(card.getByRole('img', { name: 'Open' })).toBeVisible()
  await expect(card.getByText(event.joinCode)).toBeVisible()
  await expect(card.getByText('Table for 6, 8pm')).toBeVisible()
  await shot(page, testInfo, 'dashboard-one-event')
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`))
})

test('My Events pages 8 at a time, with the page in the URL', async ({ page, baseURL }, testInfo) => {
  await signIn(page, baseURL ?? '')
  for (let i = 1; i <= 9; i++) {
    const res = await page.request.post('/api/events', {
      data: { title: `Dinner ${i}`, description: i % 3 === 0 ? '' : `Night out number ${i}` },
      headers: { origin: baseURL ?? '' },
    })
    expect(res.status(), await res.text()).toBe(201)
  }
  await page.goto('/dashboard')
  const cards = page.getByRole('list', { name: 'Events' }).getByRole('listitem')
  await expect(cards).toHaveCount(8)
  // Newest first: the ninth event leads page 1, the first one is alone on page 2.
  await expect(cards.first()).toContainText('Dinner 9')
  await expect(page.getByText('No description').first()).toBeVisible()
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await shot(page, testInfo, 'dashboard-page-1')

  await pager.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Dinner 1')
  await shot(page, testInfo, 'dashboard-page-2')

  await page.goBack()
  await expect(page).not.toHaveURL(/page=2/)
  await expect(cards).toHaveCount(8)
  await page.goForward()
  await expect(cards).toHaveCount(1)
})
