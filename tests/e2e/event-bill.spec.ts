import { expect, type Page, test } from '@playwright/test'
import { computeBill, UNASSIGNED } from '../../src/domain/bill'
import { formatUSD } from '../../src/domain/money'
import { billInputOf, placeholderKey, userKey } from '../../src/domain/person-key'
import type { EventSnapshot, EventSnapshotWire } from '../../src/domain/schemas/event-snapshot'
import { snapshotFromWire } from '../../src/domain/snapshot-wire'
import { createConfirmedUser, shot, signInViaApi } from './support/helpers'

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768

// The money journey: tax 8.88% and tip 20% typed into the Create Event form, four items,
// one split three ways, one on a guest; every total on screen must equal the domain's numbers.
test('the totals on screen are the domain’s numbers, to the cent', async ({ page, baseURL }, testInfo) => {
  const headers = { origin: baseURL ?? '' }
  const host = await createConfirmedUser(page.request, 'bill')
  await signInViaApi(page.request, host, headers.origin)
  await page.request.patch('/api/me/profile', { data: { firstName: 'Hana' }, headers })

  await page.goto('/events/new')
  await page.getByLabel('Event Title').fill('Dim sum Sunday')
  await page.getByLabel('Tax Percentage').fill('8.88')
  await page.getByLabel('Tip Percentage').fill('20')
  await page.getByRole('button', { name: 'Create Event' }).click()
  await page.waitForURL((url) => /^\/events\/(?!new$)[^/]+$/.test(url.pathname))
  const id = new URL(page.url()).pathname.split('/').pop() ?? ''

  const api = async (path: string, method: string, data?: unknown) => {
    const res = await page.request.fetch(`/api/events/${id}${path}`, { method, data, headers })
    expect(res.ok(), await res.text()).toBe(true)
    // A GET's items are lean (decision 030): filled in as the app does; a mutation's pass unchanged.
    return snapshotFromWire((await res.json()) as EventSnapshotWire)
  }
  let snap = await api('', 'GET')
  expect(snap.event.taxMilliPct).toBe(8880)
  expect(snap.event.tipMilliPct).toBe(20_000)
  for (const [name, priceCents] of [
    ['Har gow', 1075],
    ['Siu mai', 998],
    ['Char siu bao', 1333],
    ['Jasmine tea', 650],
  ] as const)
    snap = await api('/items', 'POST', { name, priceCents })
  snap = await api('/placeholders', 'POST', { name: 'Grandma' })
  snap = await api('/placeholders', 'POST', { name: 'Leo' })
  const [grandma, leo] = snap.placeholders
  const item = (name: string) => snap.items.find((i) => i.name === name)?.id ?? ''
  // Char siu bao: the host's, split three ways; tea on Grandma; the rest unclaimed.
  snap = await api(`/items/${item('Char siu bao')}/assign`, 'POST', { assignee: { userId: snap.viewerId } })
  snap = await api(`/items/${item('Char siu bao')}/shares`, 'PUT', {
    ownerPercent: '33.34',
    shares: [
      { person: { placeholderId: grandma?.id }, percent: '33.33' },
      { person: { placeholderId: leo?.id }, percent: '33.33' },
    ],
  })
  snap = await api(`/items/${item('Jasmine tea')}/assign`, 'POST', { assignee: { placeholderId: grandma?.id } })

  const bill = computeBill(billInputOf(snap.event, snap.items))
  expect(snap.event.totalCents).toBe(bill.totalCents)
  const total = (key: string) => formatUSD(bill.parties.find((p) => p.key === key)?.totalCents ?? -1)

  await page.reload()
  if (isPhone(page)) {
    await expect(page.getByText(formatUSD(bill.totalCents)).first()).toBeVisible()
    await page.getByRole('button', { name: 'Breakdown' }).click()
  } else {
    const card = page.getByText('Event Total').locator('xpath=..')
    for (const cents of [bill.subtotalCents, bill.taxCents, bill.tipCents, bill.totalCents])
      await expect(card).toContainText(formatUSD(cents))
    await page.getByRole('button', { name: 'View Breakdown' }).click()
  }
  const modal = page.getByRole('dialog')
  const expected: Array<[RegExp, string]> = [
    [/^You/, total(userKey(snap.viewerId))],
    [/^Grandma/, total(placeholderKey(grandma?.id ?? ''))],
    [/^Leo/, total(placeholderKey(leo?.id ?? ''))],
    [/^Unassigned/, total(UNASSIGNED)],
  ]
  for (const [name, amount] of expected) await expect(modal.getByRole('button', { name })).toContainText(amount)
  await expect(modal).toContainText('exactly the event total')
  await shot(page, testInfo, 'bill-breakdown-matches-domain')
})

// Split Equally on an item nobody owns splits among the chosen people only, and a fully
// shared item is Shared, not Unclaimed.
test(
  'Split Equally on an unclaimed item gives it all to the chosen people; it shows as Shared',
  { tag: '@phone' },
  async ({ page, baseURL }, testInfo) => {
    const headers = { origin: baseURL ?? '' }
    const host = await createConfirmedUser(page.request, 'bill')
    await signInViaApi(page.request, host, headers.origin)
    await page.request.patch('/api/me/profile', { data: { firstName: 'Gus' }, headers })
    const create = await page.request.post('/api/events', { data: { title: 'Game night' }, headers })
    const { event } = (await create.json()) as EventSnapshot
    const api = async (path: string, method: string, data?: unknown) => {
      const res = await page.request.fetch(`/api/events/${event.id}${path}`, { method, data, headers })
      expect(res.ok(), await res.text()).toBe(true)
      // A GET's items are lean (decision 030): filled in as the app does; a mutation's pass unchanged.
      return snapshotFromWire((await res.json()) as EventSnapshotWire)
    }
    await api('/placeholders', 'POST', { name: 'Ann' })
    await api('/placeholders', 'POST', { name: 'Ben' })
    await api('/items', 'POST', { name: 'Nachos', priceCents: 1001 })
    await api('/items', 'POST', { name: 'Wings', priceCents: 500 })

    await page.goto(`/events/${event.id}?tab=items`)
    await expect(page.getByText('2 unclaimed')).toBeVisible()
    const row = (name: string) =>
      page.getByRole('list', { name: 'Items' }).getByRole('button', { name: new RegExp(`^${name}`) })
    await row('Nachos').click()
    const detail = page.getByRole('dialog', { name: 'Nachos' })
    await detail.getByRole('button', { name: 'Split' }).click()
    const split = page.getByRole('dialog', { name: 'Split Item' })
    for (const who of ['You', 'Ann', 'Ben']) await split.getByRole('button', { name: `Add ${who}` }).click()
    // Equal cents among the chosen people (decision 046): $10.01 is $3.34, $3.34 and $3.33; no Unassigned row.
    await split.getByRole('button', { name: 'Split Equally' }).click()
    await expect(split.getByRole('radio', { name: 'Equally' })).toBeChecked()
    await expect(split.getByText('$3.34')).toHaveCount(2)
    await expect(split.getByText('$3.33')).toHaveCount(1)
    await expect(split.getByText('Unassigned')).toHaveCount(0)
    await shot(page, testInfo, 'split-unowned-equally')
    await split.getByRole('button', { name: 'Save Shares' }).click()
    await expect(split).toBeHidden()
    await page.keyboard.press('Escape')

    await expect(row('Nachos')).toContainText('Shared by 3')
    await expect(row('Nachos')).not.toContainText('Unclaimed')
    // Its sheet says who has it: no "Nobody yet", and no Unassigned row at 0%.
    await row('Nachos').click()
    await expect(detail.getByText('Shared by 3')).toBeVisible()
    await expect(detail).not.toContainText('Nobody yet')
    await expect(detail.getByRole('region', { name: 'Sharing' })).not.toContainText('Unassigned')
    await shot(page, testInfo, 'split-unowned-sheet')
    await page.keyboard.press('Escape')
    await expect(row('Wings')).toContainText('Unclaimed')
    await expect(page.getByText('1 unclaimed')).toBeVisible()
    await shot(page, testInfo, 'split-unowned-shared')
    // Only Wings is left with Unassigned.
    const snap = await api('', 'GET')
    const bill = computeBill(billInputOf(snap.event, snap.items))
    expect(bill.parties.find((p) => p.key === UNASSIGNED)?.subtotalCents).toBe(500)
  },
)
