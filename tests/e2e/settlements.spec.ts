import { expect, test } from '@playwright/test'
import { shot } from './support/helpers'
import { person } from './support/people'

// Settling up end to end: host + 2; a dispute moves an item to the person who disputed it; Send Tabs;
// each debtor sees their amount on their event page, Open Tabs and in the bell; one pays part of it,
// the host confirms, the rest stays outstanding; the CSV export downloads and reads back. (The dispute screens themselves: disputes.spec.ts.)

test('host sends tabs; debtors see them on the event, Open Tabs and in the bell; a partial payment is confirmed', async ({
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
  // It asks once before it closes the event.
  await page.getByRole('button', { name: 'Calculate Settlements' }).click()
  await expect(page.getByText('Close the event and send tabs?')).toBeVisible()
  await shot(page, testInfo, 'settlements-ask')
  await page.getByRole('button', { name: 'Close event and send tabs' }).click()
  await expect(page.getByText('Settlements Calculated!')).toBeVisible()
  await expect(page.getByText('Created 2 settlement(s) totaling $40.52')).toBeVisible()
  await expect(page.getByText('2 pending')).toBeVisible()
  await expect(page.getByText('Ann owes you', { exact: true })).toBeVisible()
  // Everyone is told where they stand, the host too: what to collect and from whom.
  await expect(
    page.getByText('You are owed $40.52 for Taco "Night", Friday: Ann owes you $22.00 and Bob owes you $18.52.'),
  ).toBeVisible()
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

  // Ann's event page says what she owes and to whom; the closed event offers nobody an Invite.
  await ann.page.goto(`/events/${event.id}`)
  const annTab = ann.page.getByTestId('my-tab').filter({ visible: true })
  await expect(annTab).toContainText('You owe Hal $22.00')
  await expect(ann.page.getByRole('button', { name: 'Invite', exact: true })).toHaveCount(0)
  await shot(ann.page, testInfo, 'ann-event-owes')

  // Ann pays $10.00 of $22.00; the host sees it live and confirms; $12.00 stays outstanding.
  await annTab.getByRole('link', { name: 'I paid' }).click()
  await expect(ann.page.getByRole('heading', { name: 'Your tab for Taco "Night", Friday' })).toBeVisible()
  await ann.page.getByRole('button', { name: 'I paid' }).click()
  await expect(ann.page.getByLabel('Amount you paid')).toHaveValue('22.00')
  await ann.page.getByLabel('Amount you paid').fill('22.01')
  await expect(ann.page.getByText('At most $22.00 is left to pay')).toBeVisible()
  await ann.page.getByLabel('Amount you paid').fill('10')
  await ann.page.getByLabel('Note (optional)').fill('Venmo')
  await shot(ann.page, testInfo, 'ann-partial-form')
  await ann.page.getByRole('button', { name: 'Record payment' }).click()
  await expect(ann.page.getByTestId('payment-line')).toContainText('You paid Hal $10.00')
  await expect(ann.page.getByTestId('payment-line')).toContainText('Awaiting confirmation')
  const annRow = page.getByTestId('settlement-row').filter({ hasText: 'Ann owes you' })
  await expect(annRow.getByTestId('payment-line')).toContainText('Ann paid you $10.00', { timeout: 15_000 })
  await annRow.getByRole('button', { name: 'Confirm' }).click()
  await expect(annRow.getByTestId('payment-line')).toContainText('Confirmed')
  await expect(annRow.getByTestId('tab-outstanding')).toHaveText('$12.00')
  await expect(annRow.getByTestId('tab-figures')).toContainText('$22.00 for this bill − $10.00 Ann paid you = $12.00')
  await expect(page.getByText('2 pending')).toBeVisible()
  await shot(page, testInfo, 'settlements-partial-confirmed')
  await ann.page.goto('/tabs')
  await ann.page.getByRole('tab', { name: 'You Owe (1)' }).click()
  await expect(ann.page.getByTestId('tab-row')).toContainText('$12.00')
  await expect(ann.page.getByTestId('tab-row')).toContainText('$22.00 for this bill − $10.00 you paid Hal = $12.00')
  await ann.page.getByRole('tab', { name: 'History' }).click()
  await expect(ann.page.getByTestId('history-row')).toContainText('Ann paid Hal')
  await expect(ann.page.getByTestId('history-row')).toContainText('confirmed')
  await shot(ann.page, testInfo, 'ann-history')
  await ann.page.getByRole('tab', { name: 'Net per person' }).click()
  await expect(ann.page.getByTestId('net-row')).toContainText('You owe Hal $12.00 over 1 event')
  await shot(ann.page, testInfo, 'ann-net')
  await ann.page.goto('/dashboard')
  await expect(ann.page.getByTestId('balance-strip')).toContainText('You owe$12.00')
  await shot(ann.page, testInfo, 'ann-dashboard')

  // The host's CSV: a header row, quoted and formula-safe cells, both tabs.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('opentab-Taco-Night-Friday.csv')
  const csv = (await import('node:fs')).readFileSync(await download.path(), 'utf8')
  expect(csv.startsWith('\uFEFFSection,Person,Item,Share %,Amount,Currency,Status,Notes\r\n')).toBe(true)
  expect(csv).toContain("Item,Ann,'=Margarita,100.000,20.00,USD,,")
  expect(csv).toContain(
    'Settlement,Ann,owes Hal,,22.00,USD,pending,Ann owes Hal: $22.00 for this bill − $10.00 Ann paid Hal = $12.00',
  )
  expect(csv).toContain('Settlement,Bob,owes Hal,,18.52,USD,pending,')
  expect(csv).toContain('Event total,,,,60.32,USD,,')

  // Print summary: no app chrome, every person and who owes whom.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('region', { name: 'Printable summary' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Calculate Settlements' })).toBeHidden()
  // Headed with the event's title, not the screen's 'Settlement Management'.
  const summary = page.getByRole('region', { name: 'Printable summary' })
  await expect(summary.getByRole('heading', { level: 1 })).toHaveText('Taco "Night", Friday')
  await expect(page.getByRole('heading', { name: 'Settlement Management' })).toBeHidden()
  // No amount breaks across lines ("$21" / ".33"), at this page width or the paper's.
  const broken = await summary
    .locator('[data-amount]')
    .evaluateAll((els) =>
      els
        .filter((e) => e.getBoundingClientRect().height > Number.parseFloat(getComputedStyle(e).lineHeight) * 1.5)
        .map((e) => e.textContent),
    )
  expect(broken).toEqual([])
  expect(await summary.locator('[data-amount]').count()).toBeGreaterThan(5)
  await shot(page, testInfo, 'settlements-print')
  await page.emulateMedia({ media: 'screen' })
})
