import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { dismissProfileReminder } from './support/account'
import { createConfirmedUser, otherPerson, shot, signInViaForm } from './support/helpers'
import { makeAdmin } from './support/local-d1'

const SUSPENDED = 'Your account has been suspended. Please contact support for assistance.'

test('an admin suspends a user (whose open tab shows Account Suspended), changes a setting and exports a CSV', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  // Three accounts, three browsers and six tabs of the portal: more than the default minute on a busy machine.
  test.setTimeout(180_000)
  const admin = await createConfirmedUser(request, 'admin')
  const victim = await createConfirmedUser(request, 'victim')
  makeAdmin(admin.email)

  // The victim has the app open in another browser.
  const victimContext = await browser.newContext()
  const victimPage = await victimContext.newPage()
  await signInViaForm(victimPage, victim.email, victim.password)
  await expect(victimPage).toHaveURL(/\/dashboard$/)
  await dismissProfileReminder(victimPage)

  await signInViaForm(page, admin.email, admin.password, '/admin')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByText('Pending Invites')).toBeVisible()
  await expect(page.getByRole('figure', { name: /Sign-ups \(\d+\) and events created/ })).toBeVisible()
  await shot(page, testInfo, 'admin-overview')

  // Users: find the victim and suspend them.
  await page.getByRole('link', { name: 'Users', exact: true }).click()
  await page.getByPlaceholder('Search users').fill(victim.username)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText('1 result', { exact: true })).toBeVisible()
  const row = page.getByRole('listitem', { name: victim.username })
  const patched = page.waitForResponse((r) => r.url().includes('/api/admin/users/') && r.request().method() === 'PATCH')
  await row.getByRole('button', { name: 'Suspend' }).click()
  // Suspend asks first, with room for a reason (kept in the audit log).
  const confirm = page.getByRole('dialog', { name: 'Suspend User' })
  await confirm.getByLabel('Reason').fill('Test account')
  await confirm.getByRole('button', { name: 'Suspend User' }).click()
  expect((await patched).status()).toBe(200)
  await expect(confirm).toBeHidden()
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: 'Reactivate' })).toBeVisible()
  await shot(page, testInfo, 'admin-users')
  // The admin's own row can be edited but offers neither Suspend nor Delete (the worker refuses both too).
  await page.getByPlaceholder('Search users').fill(admin.username)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const mine = page.getByRole('listitem', { name: admin.username })
  await expect(mine.getByRole('button', { name: 'Edit' })).toBeVisible()
  await expect(mine.getByRole('button', { name: /^(Suspend|Delete)$/ })).toHaveCount(0)
  await page.getByPlaceholder('Search users').fill(victim.username)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(row).toBeVisible()

  // The victim's open tab: its live socket closes with the suspension and the app asks again, or, if that
  // has not happened yet, its next request (moving to Open Tabs) meets it. Either way the notice shows and
  // stays (it is not replaced by the sign-in page once the browser is signed out).
  const notice = victimPage.getByRole('heading', { name: 'Account Suspended' })
  if (!(await notice.isVisible()))
    await victimPage
      .getByRole('link', { name: 'Open Tabs' })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => {}) // the notice may cover the link mid-click
  await expect(notice).toBeVisible()
  await victimPage.waitForTimeout(1_500) // the sign-out and any session re-read land here
  await expect(notice).toBeVisible()
  await expect(victimPage.getByText(SUSPENDED)).toBeVisible()
  await victimContext.close()

  // Someone else hosts an event and files a support ticket, for the Events and Tickets tabs.
  const origin = baseURL ?? ''
  const { context: hostContext, user: host } = await otherPerson(browser, origin, 'adminev')
  const title = `Zebra picnic ${host.username.slice(-6)}`
  const subject = `Cannot split ${title}`
  // In yen, with one item: the Events tab shows its total in yen, not dollars.
  const made = await hostContext.request.post('/api/events', { data: { title, currency: 'JPY' }, headers: { origin } })
  expect(made.status(), await made.text()).toBe(201)
  const eventId = ((await made.json()) as { event: { id: string } }).event.id
  const item = await hostContext.request.post(`/api/events/${eventId}/items`, {
    data: { name: 'Onigiri', priceCents: 1200 },
    headers: { origin },
  })
  expect(item.status(), await item.text()).toBe(201)
  const filed = await hostContext.request.post('/api/support-tickets', {
    data: { subject, description: 'The total looks off.' },
    headers: { origin },
  })
  expect(filed.status(), await filed.text()).toBe(201)
  await hostContext.close()

  // The edit dialog shows the server's refusal (an admin cannot grant admin rights).
  await row.getByRole('button', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit User' })
  await dialog.getByLabel('Role').selectOption('admin')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByText('Only a super admin can grant the admin or super admin role')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Settings: a bad value is refused in the form; a good one is saved and shown as saved.
  await page.getByRole('link', { name: 'Settings', exact: true }).click()
  const items = page.getByLabel('Max Items Per Event')
  await expect(items).toHaveValue(/\d+/)
  await items.fill('0')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Max Items Per Event must be at least 1')).toBeVisible()
  await items.fill('150')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Settings updated successfully!')).toBeVisible()
  await shot(page, testInfo, 'admin-settings')
  await expect(page.getByText('Settings updated successfully!')).toBeHidden({ timeout: 6000 })
  await page.reload()
  await expect(page.getByLabel('Max Items Per Event')).toHaveValue('150')

  // Data: export profiles; the file is CSV with a header row and the victim in it.
  await page.getByRole('link', { name: 'Data', exact: true }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export profiles' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('profiles.csv')
  const csv = await readFile(await file.path(), 'utf8')
  expect(csv.startsWith('\uFEFFid,username,handle,first_name,email,role,status')).toBe(true)
  expect(csv).toContain(`,${victim.username},`)
  expect(csv).toContain(`${victim.email.toLowerCase()},user,suspended,`)
  await shot(page, testInfo, 'admin-data')

  // Events: search finds the event; a search that matches nothing says so.
  await page.getByRole('link', { name: 'Events', exact: true }).click()
  const search = page.getByRole('searchbox', { name: 'Search events by title, host or join code' })
  await search.fill(title)
  await search.press('Enter')
  const events = page.getByRole('region', { name: 'Events' })
  await expect(events.getByRole('listitem', { name: title })).toContainText(`Host @${host.username}`)
  await expect(events.getByRole('listitem', { name: title })).toContainText('¥1,200')
  await expect(events.getByText('1 result', { exact: true })).toBeVisible()
  await shot(page, testInfo, 'admin-events')
  await search.fill('no-such-event-anywhere')
  await search.press('Enter')
  await expect(events.getByText('No events found')).toBeVisible()

  // Tickets: the ticket, its status changed, and the status filter.
  await page.getByRole('link', { name: 'Tickets', exact: true }).click()
  const ticket = page.getByRole('region', { name: 'Tickets' }).getByRole('listitem', { name: subject })
  await expect(ticket).toContainText(`@${host.username}`)
  await ticket.getByLabel('Status').selectOption('resolved')
  await expect(ticket.getByLabel('Status')).toHaveValue('resolved')
  await page.getByLabel('Filter by status').selectOption('open')
  await expect(ticket).toHaveCount(0)
  await page.getByLabel('Filter by status').selectOption('resolved')
  await expect(ticket).toBeVisible()
  await shot(page, testInfo, 'admin-tickets')

  // The audit log on the Overview lists what the admin did.
  await page.getByRole('link', { name: 'Overview', exact: true }).click()
  await expect(page.getByText('suspended').first()).toBeVisible()
  await expect(page.getByText(/maxItemsPerEvent: \d+ → 150/).first()).toBeVisible()
})

test('a signed-in non-admin sees Access Denied at /admin', async ({ page, request }, testInfo) => {
  const user = await createConfirmedUser(request, 'nonadmin')
  await signInViaForm(page, user.email, user.password, '/admin')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByText("You don't have permission to access this area.")).toBeVisible()
  await shot(page, testInfo, 'admin-denied')
})

// Issue 46: the Overview's chart had bars and nothing to read them by. It has labelled axes with values,
// and the numbers themselves in a table that anyone (and any screen reader) can open.
test('the Overview chart has labelled axes with values and a table of its numbers', async ({
  page,
  request,
}, testInfo) => {
  const admin = await createConfirmedUser(request, 'chart')
  makeAdmin(admin.email)
  await signInViaForm(page, admin.email, admin.password, '/admin')
  await expect(page).toHaveURL(/\/admin$/)
  const figure = page.getByRole('figure', { name: /Sign-ups \(\d+\) and events created/ })
  await expect(figure).toBeVisible()
  const today = new Date().toISOString().slice(0, 10)
  const first = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)

  // The axes: what each measures, a value scale from 0, and the days at both ends.
  await expect(figure.getByText('Per day', { exact: true })).toBeVisible()
  await expect(figure.getByText('Day (UTC)', { exact: true }).first()).toBeVisible()
  const yTicks = figure.getByTestId('y-tick')
  await expect(yTicks.first()).toHaveText('0')
  expect(await yTicks.count()).toBeGreaterThanOrEqual(2)
  await expect(figure.getByTestId('x-tick').first()).toHaveText(first)
  await expect(figure.getByTestId('x-tick').last()).toHaveText(today)

  // The numbers, day by day: today's row counts this admin's own sign-up at least.
  await figure.getByText('Show the numbers').click()
  const table = figure.getByRole('table', { name: 'Sign-ups and events created per day' })
  await expect(table).toBeVisible()
  await expect(table.getByRole('columnheader')).toHaveText(['Day (UTC)', 'Sign-ups', 'Events created'])
  await expect(table.locator('tbody tr')).toHaveCount(30)
  const todayRow = table.getByRole('row', { name: new RegExp(`^${today}`) })
  // The day is the row's header; its cells are the sign-ups, then the events created.
  await expect(todayRow.getByRole('rowheader')).toHaveText(today)
  const signups = Number(await todayRow.getByRole('cell').first().textContent())
  expect(signups).toBeGreaterThanOrEqual(1)
  await shot(page, testInfo, 'admin-overview-chart')
})
