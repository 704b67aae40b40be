import { type Browser, expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// Settling up end to end: host + 2; a dispute moves an item to the person who disputed it; Send Tabs;
// each debtor sees their amount on Open Tabs and in the bell, one marks paid and the host confirms;
// the CSV export downloads and reads back. (The dispute screens themselves: disputes.spec.ts.)

async function person(browser: Browser, baseURL: string, page: Page | null, firstName: string) {
  const p = page ?? (await (await browser.newContext({ baseURL })).newPage())
  const user = await createConfirmedUser(p.request, 'e2est')
  await signInViaForm(p, user.email, user.password)
  await p.waitForURL((url) => !url.pathname.startsWith('/auth'))
  const res = await p.request.patch('/api/me/profile', { data: { firstName }, headers: { origin: baseURL } })
  expect(res.ok()).toBe(true)
  const me = await (await p.request.get('/api/me')).json()
  const call = async (method: 'post' | 'put' | 'patch', path: string, data: unknown) => {
    const r = await p.request[method](path, { data, headers: { origin: baseURL } })
    expect(r.ok(), await r.text()).toBe(true)
    return r.json()
  }
  return { page: p, id: me.profile.id as string, call }
}

test('host sends tabs; debtors see them on Open Tabs and in the bell; paid then confirmed', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Three accounts and two browsers on a shared machine: more than the default minute.
  test.setTimeout(150_000)
  const origin = baseURL ?? ''
  const host = await person(browser, origin, page, 'Hal')
  const ann = await person(browser, origin, null, 'Ann')
  const bob = await person(browser, origin, null, 'Bob')
  ann.page.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 })
  bob.page.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 })

  const { event } = await host.call('post', '/api/events', { title: 'Taco "Night", Friday', taxMilliPct: 10000 })
  await ann.call('post', '/api/join', { code: event.joinCode })
  await bob.call('post', '/api/join', { code: event.joinCode })
  const base = `/api/events/${event.id}`
  let snap = await host.call('post', `${base}/placeholders`, { name: 'Gus' })
  const gus = snap.placeholders[0].id
  const owners: [string, number, unknown][] = [
    ['=Margarita', 2000, { userId: ann.id }],
    ['Tacos', 1234, { userId: bob.id }],
    ['Nachos', 1000, { userId: host.id }],
    ['Soup', 500, { placeholderId: gus }],
  ]
  for (const [name, priceCents, assignee] of owners) {
    snap = await host.call('post', `${base}/items`, { name, priceCents })
    const item = snap.items.find((i: { name: string }) => i.name === name)
    await host.call('post', `${base}/items/${item.id}/assign`, { assignee })
  }
  await host.call('post', `${base}/items`, { name: 'Chips', priceCents: 300 })

  // Ann was given the churros, but Bob had them: Bob disputes, the host approves, they are Bob's.
  snap = await host.call('post', `${base}/items`, { name: 'Churros', priceCents: 450 })
  const churros = snap.items.find((i: { name: string }) => i.name === 'Churros')
  await host.call('post', `${base}/items/${churros.id}/assign`, { assignee: { userId: ann.id } })
  snap = await bob.call('post', `${base}/items/${churros.id}/disputes`, { reason: 'Those were mine' })
  const dispute = snap.pendingDisputes.find((d: { itemId: string }) => d.itemId === churros.id)
  snap = await host.call('post', `${base}/disputes/${dispute.id}/approve`, {})
  expect(snap.items.find((i: { id: string }) => i.id === churros.id)).toMatchObject({ ownerId: bob.id })

  // Host: Event Total card -> Send Tabs -> Calculate.
  await page.goto(`/events/${event.id}`)
  // Phones show the totals under the mobile header's details panel.
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Show Details' }).click()
  await page.getByRole('link', { name: 'Close Event - Send Tabs' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/settlements$`))
  await expect(page.getByRole('heading', { name: 'Settlement Management' })).toBeVisible()
  await expect(page.getByText('No settlements calculated yet')).toBeVisible()
  await expect(page.getByText('Collect from guests')).toBeVisible()
  await expect(page.getByText('$3.30 of items are unassigned')).toBeVisible()
  await shot(page, testInfo, 'settlements-before')
  await page.getByRole('button', { name: 'Calculate Settlements' }).click()
  await expect(page.getByText('Settlements Calculated!')).toBeVisible()
  await expect(page.getByText('Created 2 settlement(s) totaling $40.52')).toBeVisible()
  await expect(page.getByText('2 pending')).toBeVisible()
  await expect(page.getByText('Ann owes you')).toBeVisible()
  await shot(page, testInfo, 'settlements-calculated')

  // Each debtor: Open Tabs and the bell.
  for (const [who, amount] of [
    [ann, '$22.00'],
    [bob, '$18.52'],
  ] as const) {
    await who.page.goto('/tabs')
    await expect(who.page.getByRole('tab', { name: 'You Owe (1)' })).toBeVisible()
    await who.page.getByRole('tab', { name: 'You Owe (1)' }).click()
    await expect(who.page.getByTestId('tab-row')).toContainText('Hal')
    await expect(who.page.getByTestId('tab-row')).toContainText(amount)
    await who.page.getByRole('button', { name: /Notifications, \d+ unread/ }).click()
    await expect(who.page.getByText(`Your settlement amount: ${amount}`)).toBeVisible()
    await expect(who.page.getByText('Settlement Calculated')).toBeVisible()
  }
  await shot(ann.page, testInfo, 'ann-bell')
  await ann.page.keyboard.press('Escape')
  await shot(ann.page, testInfo, 'ann-tabs')

  // Ann marks paid; the host sees it live and confirms.
  await ann.page.goto(`/events/${event.id}/settlements`)
  await ann.page.getByRole('button', { name: 'I paid' }).click()
  await ann.page.getByLabel('Note (optional)').fill('Venmo')
  await ann.page.getByRole('button', { name: 'Mark as Paid' }).click()
  await expect(ann.page.getByText('You said you paid: waiting for confirmation.')).toBeVisible()
  await expect(page.getByText('Ann says they paid: waiting for confirmation.')).toBeVisible({ timeout: 15_000 })
  const annRow = page.getByTestId('settlement-row').filter({ hasText: 'Ann owes you' })
  await annRow.getByRole('button', { name: 'Confirm paid' }).click()
  await expect(annRow.getByText('Paid', { exact: true })).toBeVisible()
  await expect(page.getByText('1 pending')).toBeVisible()
  await shot(page, testInfo, 'settlements-confirmed')
  await ann.page.goto('/tabs')
  await expect(ann.page.getByRole('tab', { name: 'You Owe (0)' })).toBeVisible()

  // The host's CSV: a header row, quoted and formula-safe cells, both tabs.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('opentab-Taco-Night-Friday.csv')
  const csv = (await import('node:fs')).readFileSync(await download.path(), 'utf8')
  expect(csv.startsWith('\uFEFFSection,Person,Item,Share %,Amount,Status,Notes\r\n')).toBe(true)
  expect(csv).toContain("Item,Ann,'=Margarita,100.00,20.00,,")
  expect(csv).toContain('Settlement,Ann,owes Hal,,22.00,paid,Venmo')
  expect(csv).toContain('Settlement,Bob,owes Hal,,18.52,pending,')
  expect(csv).toContain('Event total,,,,60.32,,')

  // Print summary: no app chrome, every person and who owes whom.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('region', { name: 'Printable summary' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Calculate Settlements' })).toBeHidden()
  await shot(page, testInfo, 'settlements-print')
  await page.emulateMedia({ media: 'screen' })
})
