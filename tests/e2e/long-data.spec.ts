import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { createConfirmedUser, newUser, shot, signInViaForm } from './support/helpers'
import { expectFitsPhones } from './support/viewport'

// Real tables have long names. With the longest legal username (30), 80-character unbroken titles and
// item names, 60-character guest and first names and six-figure prices, no screen scrolls sideways at
// 360 and 430 px, prices and buttons stay on screen and dialogs stay inside the viewport.

const word = (seed: string, n: number) => (seed + 'X'.repeat(n)).slice(0, n)
const isPhone = (info: TestInfo) => info.project.name === 'phone'

/** A confirmed account with the longest legal username (30 characters). */
async function longUser(page: Page, prefix: string) {
  const base = newUser(prefix)
  return createConfirmedUser(page.request, prefix, word(`${base.username}_`, 30))
}

/** Signs `page`'s context in through the API (the screens under test are not the sign-in form). */
async function apiSignIn(page: Page, user: { email: string; password: string }, origin: string) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

async function tab(page: Page, info: TestInfo, name: 'My Items' | 'All Items' | 'Participants' | 'Chat') {
  const label = isPhone(info) && name === 'Participants' ? 'People' : name
  await page.getByRole('tab', { name: new RegExp(`^${label}`) }).click()
}

test('long names and big prices never push any screen sideways', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(300_000)
  const origin = baseURL ?? ''
  const headers = { origin }
  const host = await longUser(page, 'wide')
  await signInViaForm(page, host.email, host.password)
  await page.waitForURL(/\/dashboard$/)

  // The host keeps no first name, so their 30-character username shows everywhere.
  const title = word('Birthday', 80)
  const created = await page.request.post('/api/events', {
    data: { title, description: word('Description', 300), taxBp: 887, tipBp: 2250, claimsNeedApproval: true },
    headers,
  })
  expect(created.status(), await created.text()).toBe(201)
  const { event } = (await created.json()) as { event: { id: string; joinCode: string } }
  const eventUrl = `/events/${event.id}`
  await page.request.patch(`/api/events/${event.id}`, { data: { locationName: word('Restaurant', 120) }, headers })
  const guestRes = await page.request.post(`${`/api/events/${event.id}`}/placeholders`, {
    data: { name: word('Guest', 60) },
    headers,
  })
  expect(guestRes.ok(), await guestRes.text()).toBe(true)
  const names = ['Lobster', 'Wagyu', 'Champagne', 'Truffle'].map((n) => word(n, 80))
  let snap: { items: { id: string; name: string }[]; placeholders: { id: string }[] } = { items: [], placeholders: [] }
  for (const [i, name] of names.entries()) {
    const res = await page.request.post(`/api/events/${event.id}/items`, {
      data: { name, priceCents: i === 0 ? 9_999_999 : 1_234_567 },
      headers,
    })
    expect(res.status(), await res.text()).toBe(201)
    snap = await res.json()
  }
  const itemId = (prefix: string) => snap.items.find((i) => i.name.startsWith(prefix))?.id ?? ''
  const guestId = snap.placeholders[0]?.id ?? ''

  // A second person with a long username and a 60-character first name joins and asks for an item.
  const context = await browser.newContext({ baseURL: origin })
  const otherPage = await context.newPage()
  await apiSignIn(otherPage, await longUser(otherPage, 'wider'), origin)
  await otherPage.request.patch('/api/me/profile', { data: { firstName: word('Maximilian', 60) }, headers })
  expect((await otherPage.request.post('/api/join', { data: { code: event.joinCode }, headers })).ok()).toBe(true)
  expect(
    (await otherPage.request.post(`/api/events/${event.id}/items/${itemId('Truffle')}/pickup`, { headers })).ok(),
  ).toBe(true)
  const me = (await (await otherPage.request.get('/api/me')).json()) as { profile: { id: string } }
  await context.close()
  // The host gives Lobster to the guest and shares Wagyu between themselves, the guest and the second person.
  await page.request.post(`/api/events/${event.id}/items/${itemId('Lobster')}/assign`, {
    data: { assignee: { placeholderId: guestId } },
    headers,
  })
  const hostMe = (await (await page.request.get('/api/me')).json()) as { profile: { id: string } }
  await page.request.post(`/api/events/${event.id}/items/${itemId('Wagyu')}/assign`, {
    data: { assignee: { userId: hostMe.profile.id } },
    headers,
  })
  const shares = await page.request.put(`/api/events/${event.id}/items/${itemId('Wagyu')}/shares`, {
    data: {
      ownerPercent: '40',
      shares: [
        { person: { placeholderId: guestId }, percent: '30' },
        { person: { userId: me.profile.id }, percent: '30' },
      ],
    },
    headers,
  })
  expect(shares.ok(), await shares.text()).toBe(true)

  // Dashboard (with the profile reminder, a banner) and the event card.
  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Complete your profile' })).toBeVisible()
  await expectFitsPhones(page, 'dashboard with the profile reminder')
  await page.getByRole('button', { name: 'Maybe Later' }).click()
  await expect(page.getByRole('link', { name: new RegExp(title.slice(0, 20)) })).toBeVisible()
  await expectFitsPhones(page, 'dashboard')
  await shot(page, testInfo, 'long-dashboard')

  // The event page, every tab.
  await page.goto(eventUrl)
  await expect(page.getByText(title).first()).toBeVisible()
  await expectFitsPhones(page, 'event: My Items')
  await shot(page, testInfo, 'long-event-my-items')
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Show Details' }).click()
    await expectFitsPhones(page, 'event: details open')
    await shot(page, testInfo, 'long-event-details')
  }
  await tab(page, testInfo, 'All Items')
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(4)
  await expectFitsPhones(page, 'event: All Items')
  await shot(page, testInfo, 'long-event-all-items')
  await tab(page, testInfo, 'Participants')
  await expectFitsPhones(page, 'event: Participants')
  await shot(page, testInfo, 'long-event-participants')
  await tab(page, testInfo, 'Chat')
  await expectFitsPhones(page, 'event: Chat')

  // Item dialogs.
  await tab(page, testInfo, 'All Items')
  const row = (prefix: string) =>
    page.getByRole('list', { name: 'Items' }).getByRole('button', { name: new RegExp(`^${prefix}`) })
  await row('Wagyu').click()
  const detail = page.getByRole('dialog', { name: names[1] })
  await expect(detail).toBeVisible()
  await expectFitsPhones(page, 'item detail (shared)')
  await shot(page, testInfo, 'long-item-detail')
  for (const [button, dialogName] of [
    ['Edit', 'Edit Item'],
    ['Assign', 'Assign Item'],
    ['Split', 'Split Item'],
  ] as const) {
    await detail.getByRole('button', { name: button, exact: true }).click()
    await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible()
    await expectFitsPhones(page, dialogName)
    await shot(page, testInfo, `long-${dialogName.toLowerCase().replace(' ', '-')}`)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: dialogName })).toBeHidden()
  }
  await page.keyboard.press('Escape')
  await row('Truffle').click()
  await expect(page.getByRole('dialog', { name: names[3] })).toBeVisible()
  await expectFitsPhones(page, 'item detail (pickup request)')
  await shot(page, testInfo, 'long-item-pickup')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Add Item' }).first().click()
  await page.getByRole('dialog', { name: 'Add Item' }).getByLabel('Item Name').fill(word('Oysters', 80))
  await expectFitsPhones(page, 'Add Item')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Quick Assign' }).click()
  await expect(page.getByRole('dialog', { name: 'Quick Assign' })).toBeVisible()
  await expectFitsPhones(page, 'Quick Assign')
  await shot(page, testInfo, 'long-quick-assign')
  await page.keyboard.press('Escape')

  // The whole table's breakdown, as a dialog and as a page.
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Breakdown', exact: true }).click()
  else await page.getByRole('button', { name: 'View Breakdown' }).click()
  await expect(page.getByRole('dialog', { name: /Breakdown/ })).toBeVisible()
  await expectFitsPhones(page, 'breakdown dialog')
  await shot(page, testInfo, 'long-breakdown-dialog')
  await page.keyboard.press('Escape')

  await page.goto(`${eventUrl}/breakdown`)
  await expect(page.getByRole('heading', { name: 'Breakdown', level: 1 })).toBeVisible()
  // Open every person's breakdown.
  const collapsed = page.getByRole('main').getByRole('button', { expanded: false })
  while ((await collapsed.count()) > 0) await collapsed.first().click()
  await expectFitsPhones(page, 'breakdown page')
  await shot(page, testInfo, 'long-breakdown-page')

  await page.goto(`${eventUrl}/edit`)
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible()
  await expectFitsPhones(page, 'edit page')
  await shot(page, testInfo, 'long-edit')

  await page.goto('/profile')
  await expect(page.getByRole('main').getByText(host.username).first()).toBeVisible()
  await expectFitsPhones(page, 'profile')
  await page.getByRole('main').getByRole('button', { name: 'Manage Profile' }).click()
  await expect(page.getByRole('dialog', { name: 'Manage Profile' })).toBeVisible()
  await expectFitsPhones(page, 'Manage Profile')
  await shot(page, testInfo, 'long-profile')
})
