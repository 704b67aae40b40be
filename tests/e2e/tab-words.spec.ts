import { expect, test } from '@playwright/test'
import { shot, untilAppTakesOver } from './support/helpers'
import { person } from './support/people'

// Issue 46 majors 4 and 5 (decision 048): after a payment and a recalculation that turns a tab round, the
// row, the other person's row, the bell and the printout word the figures one way ("$16.34 for this bill +
// $3.00 Leo paid you earlier = $19.34"), never a negative amount; and after Settle up, the net row says
// what awaits confirmation and offers nothing more to pay.

test('a tab turned round by a recalculation reads the same everywhere; settled up, nothing is offered twice', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two accounts and two browsers on a shared machine: more than the default minute.
  test.setTimeout(150_000)
  const origin = baseURL ?? ''
  const mia = await person(browser, origin, page, 'Mia', 'e2etw')
  const leo = await person(browser, origin, null, 'Leo', 'e2etw')
  leo.page.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 })

  // Mia hosts and paid; Leo had the $18.17 steak, Mia the $16.34 salad. Tabs go out, Leo pays Mia $3.00.
  const { event } = await mia.call('post', '/api/events', { title: 'Dinner at Rosa', taxMilliPct: 0, tipMilliPct: 0 })
  await leo.call('post', '/api/join', { code: event.joinCode })
  const base = `/api/events/${event.id}`
  for (const [name, priceCents, userId] of [
    ['Steak', 1817, leo.id],
    ['Salad', 1634, mia.id],
  ] as const) {
    const snap = await mia.call('post', `${base}/items`, { name, priceCents })
    const item = snap.items.find((i: { name: string }) => i.name === name)
    await mia.call('post', `${base}/items/${item.id}/assign`, { assignee: { userId } })
  }
  await mia.call('post', `${base}/settlements/calculate`, {})
  await mia.call('post', `${base}/payments`, { fromId: leo.id, amountCents: 300 })
  // Then it turns out Leo put the whole bill on his card: Mia reopens, records it and sends tabs again.
  await mia.call('patch', base, { status: 'open' })
  await mia.call('put', `${base}/payers`, { payers: [{ userId: leo.id, amountCents: 3451 }] })
  await mia.call('post', `${base}/settlements/calculate`, {})

  // Mia's row: what she owes Leo now, in one sum.
  await page.goto(`/events/${event.id}/settlements`)
  await untilAppTakesOver(page)
  const miaRow = page.getByTestId('settlement-row')
  await expect(miaRow).toContainText('You owe Leo')
  await expect(miaRow.getByTestId('tab-figures')).toContainText(
    '$16.34 for this bill + $3.00 Leo paid you earlier = $19.34',
  )
  await expect(miaRow.getByTestId('tab-outstanding')).toHaveText('$19.34')
  await expect(miaRow).not.toContainText('-$')
  await shot(page, testInfo, 'tab-words-mia-row')

  // Leo's row and his bell say the same from his side.
  await leo.page.goto(`/events/${event.id}/settlements`)
  await untilAppTakesOver(leo.page)
  const leoRow = leo.page.getByTestId('settlement-row')
  await expect(leoRow).toContainText('Mia owes you')
  await expect(leoRow.getByTestId('tab-figures')).toContainText(
    '$16.34 for this bill + $3.00 you paid Mia earlier = $19.34',
  )
  await shot(leo.page, testInfo, 'tab-words-leo-row')
  await leo.page.getByRole('button', { name: /Notifications, \d+ unread/ }).click()
  await expect(
    leo.page.getByText(
      'Your tab with Mia for Dinner at Rosa changed from you owing Mia $18.17 to Mia owing you $16.34. Mia owes you: $16.34 for this bill + $3.00 you paid Mia earlier = $19.34.',
    ),
  ).toBeVisible()
  await shot(leo.page, testInfo, 'tab-words-leo-bell')
  await leo.page.keyboard.press('Escape')

  // On paper, everyone named, the same figures.
  await page.emulateMedia({ media: 'print' })
  const summary = page.getByRole('region', { name: 'Printable summary' })
  await expect(summary).toContainText(
    'Mia owes Leo: $16.34 for this bill + $3.00 Leo paid Mia earlier = $19.34 (Pending)',
  )
  await shot(page, testInfo, 'tab-words-print')
  await page.emulateMedia({ media: 'screen' })

  // Mia settles up the whole $19.34 from Open Tabs: the net stays until Leo confirms, says so, and offers no
  // second payment.
  await page.goto('/tabs')
  await untilAppTakesOver(page)
  await page.getByRole('tab', { name: 'Net per person' }).click()
  const net = page.getByTestId('net-row')
  await expect(net).toContainText('You owe Leo $19.34 over 1 event')
  await net.getByRole('button', { name: 'Settle up' }).click()
  await expect(net.getByLabel('Amount you paid Leo')).toHaveValue('19.34')
  await net.getByRole('button', { name: 'Record payment' }).click()
  await expect(page.getByText('Recorded: Dinner at Rosa $19.34')).toBeVisible()
  await expect(net).toContainText('You owe Leo $19.34 over 1 event')
  await expect(net.getByTestId('net-awaiting')).toContainText("$19.34 you paid awaits Leo's confirmation.")
  await expect(net.getByTestId('net-awaiting')).toContainText('Nothing more to settle until it is confirmed.')
  await expect(net.getByRole('button', { name: 'Settle up' })).toHaveCount(0)
  await shot(page, testInfo, 'tab-words-net-awaiting')
  // Her You Owe row: the same figures, what awaits Leo, and no pay link for money already sent.
  await page.getByRole('tab', { name: 'You Owe (1)' }).click()
  const owe = page.getByTestId('tab-row')
  await expect(owe).toContainText('$16.34 for this bill + $3.00 Leo paid you earlier = $19.34')
  await expect(owe).toContainText("$19.34 awaiting Leo's confirmation")
  await shot(page, testInfo, 'tab-words-you-owe')
})
