import { expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, hostWithEvent, otherPerson, shot } from './support/helpers'

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768

test('the top bar search finds my events as I type and Enter opens the first hit', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const user = await createConfirmedUser(request, 'search')
  const headers = { origin: baseURL ?? '' }
  const login = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers,
  })
  expect(login.ok()).toBe(true)
  await page.request.patch('/api/me/profile', { data: { firstName: 'Sam' }, headers })
  for (const title of ['Sushi Friday', 'Ski trip groceries', 'Sunday brunch']) {
    expect((await page.request.post('/api/events', { data: { title }, headers })).ok()).toBe(true)
  }
  await page.goto('/dashboard')
  if (isPhone(page)) await page.getByRole('button', { name: 'Open search' }).click()
  const box = page.getByRole('combobox', { name: 'Search' })
  await box.fill('s')
  await box.fill('sus')
  const results = page.getByRole('listbox', { name: 'Search results' })
  await expect(results.getByRole('option')).toHaveText([/Sushi Friday/])
  await shot(page, testInfo, 'search-results')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/events\/[^/]+$/)
  await expect(page.getByRole('heading', { name: 'Sushi Friday' }).first()).toBeVisible()

  // Escape clears the box; a query with no match says so.
  if (isPhone(page)) await page.getByRole('button', { name: 'Open search' }).click()
  const again = page.getByRole('combobox', { name: 'Search' })
  await again.fill('zzz')
  await expect(page.getByText('Nothing found')).toBeVisible()
  await again.press('Escape')
  await expect(again).toHaveValue('')
})

// Issue 46: the search found event titles only. Items, people and join codes are found too, each hit
// leading where it lives, and only from the events the person is in.
test('the search finds items, people and join codes, and opens where each lives', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  const { event } = await hostWithEvent(page, 'srchui', 'Sam', 'Harbor lunch')
  await page.request.post(`/api/events/${event.id}/items`, {
    data: { name: 'Smoked salmon', priceCents: 1450 },
    headers,
  })
  const guest = await otherPerson(browser, origin, 'srchuig')
  await guest.context.request.patch('/api/me/profile', { data: { firstName: 'Salma' }, headers })
  expect((await guest.context.request.post('/api/join', { data: { code: event.joinCode }, headers })).ok()).toBe(true)
  // Someone at another table, with a dish of the same name: never found from here.
  const stranger = await otherPerson(browser, origin, 'srchuis')
  const elsewhere = await stranger.context.request.post('/api/events', { data: { title: 'Other table' }, headers })
  const other = ((await elsewhere.json()) as { event: { id: string } }).event
  await stranger.context.request.post(`/api/events/${other.id}/items`, {
    data: { name: 'Salmon roe', priceCents: 900 },
    headers,
  })

  await page.goto('/dashboard')
  const open = async () => {
    if (isPhone(page)) await page.getByRole('button', { name: 'Open search' }).click()
    return page.getByRole('combobox', { name: 'Search' })
  }
  let box = await open()
  await box.fill('sal')
  const results = page.getByRole('listbox', { name: 'Search results' })
  await expect(results.getByRole('group', { name: 'Items' }).getByRole('option')).toHaveText([
    /Smoked salmon.*Harbor lunch/,
  ])
  await expect(results.getByRole('group', { name: 'People' }).getByRole('option')).toHaveText([/Salma.*Harbor lunch/])
  await expect(results.getByText('Salmon roe')).toHaveCount(0)
  await shot(page, testInfo, 'search-items-people')
  // The arrows walk every hit in order: the item, then the person; Enter opens the person's table.
  await box.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
  const active = await box.getAttribute('aria-activedescendant')
  await expect(page.locator(`[id="${active}"]`)).toContainText('Salma')
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}\\?tab=participants$`))

  // The join code, typed as people read it out: lower case, no dash.
  box = await open()
  await box.fill(event.joinCode.replace('-', '').toLowerCase())
  await expect(results.getByRole('group', { name: 'Events' }).getByRole('option')).toHaveText([
    new RegExp(`Harbor lunch.*${event.joinCode}`),
  ])
  await shot(page, testInfo, 'search-join-code')
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`))
  await guest.context.close()
  await stranger.context.close()
})
