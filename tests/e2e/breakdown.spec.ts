import { expect, type Locator, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// The breakdown page: every party (You, a guest, Unassigned) with totals that add up to the event's;
// and the bill views in the light theme on a small phone.

/** Signs in and builds 'Tapas': the viewer's items (one shared with a guest), the guest's, one unowned. */
async function tapas(page: Page, origin: string) {
  const user = await createConfirmedUser(page.request, 'e2ebd')
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await page.request.patch('/api/me/profile', { data: { firstName: 'Bea' }, headers: { origin } })
  const post = (path: string, data: unknown, method: 'post' | 'put' = 'post') =>
    page.request[method](path, { data, headers: { origin } }).then(async (r) => {
      expect(r.ok(), await r.text()).toBe(true)
      return r.json()
    })

  const { event, viewerId } = await post('/api/events', { title: 'Tapas', taxMilliPct: 8630, tipMilliPct: 20_000 })
  const base = `/api/events/${event.id}`
  let snap = await post(`${base}/placeholders`, { name: 'Guest Gil' })
  const gil = snap.placeholders[0].id
  for (const [name, priceCents] of [
    ['Patatas bravas', 899],
    ['Croquetas', 1001],
    ['Sangria pitcher', 3300],
  ] as const)
    snap = await post(`${base}/items`, { name, priceCents })
  const id = (name: string) => snap.items.find((i: { name: string }) => i.name === name).id
  await post(`${base}/items/${id('Patatas bravas')}/assign`, { assignee: { userId: viewerId } })
  await post(`${base}/items/${id('Croquetas')}/assign`, { assignee: { placeholderId: gil } })
  await post(`${base}/items/${id('Sangria pitcher')}/assign`, { assignee: { userId: viewerId } })
  await post(
    `${base}/items/${id('Sangria pitcher')}/shares`,
    { ownerPercent: '66.67', shares: [{ person: { placeholderId: gil }, percent: '33.33' }] },
    'put',
  )
  // One more item nobody holds: it is billed to 'Unassigned'.
  await post(`${base}/items`, { name: 'Olives', priceCents: 450 })
  return { event, post }
}

test(
  'breakdown page lists You, guests and Unassigned, and reconciles to the event total',
  { tag: '@phone' },
  async ({ page, baseURL }, testInfo) => {
    const { event } = await tapas(page, baseURL ?? '')
    await page.goto(`/events/${event.id}/breakdown`)
    await expect(page.getByRole('heading', { name: 'Breakdown', level: 1 })).toBeVisible()
    const rows = page.getByRole('region', { name: 'Breakdown by User' })
    for (const name of ['You', 'Guest Gil', 'Unassigned'])
      await expect(rows.getByRole('button', { name })).toBeVisible()
    await expect(rows.getByText(/exactly the event total/)).toBeVisible()
    await rows.getByRole('button', { name: /^You/ }).click()
    await expect(rows.getByText('66.67% of $33.00')).toBeVisible()
    await rows.getByRole('button', { name: /^Guest Gil/ }).click()
    await shot(page, testInfo, 'breakdown-page')

    await page.goto('/events/nope/breakdown')
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible()
  },
)

test('bill views in the light theme at 360px', { tag: '@phone' }, async ({ page, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.addInitScript(() => localStorage.setItem('theme', 'light'))
  const { event, post } = await tapas(page, baseURL ?? '')
  const empty = await post('/api/events', { title: 'Nothing claimed yet' })

  await page.goto(`/events/${event.id}`)
  await expect(page.getByText('Your total')).toBeVisible()
  await shot(page, testInfo, 'light-360-my-items')
  // Holding nothing, the event opens on All Items (issue 46); My Items is one tap away and says why it is empty.
  await page.goto(`/events/${empty.event.id}`)
  await expect(page.getByRole('tab', { name: /All Items/ }).locator('visible=true')).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.getByRole('tab', { name: 'My Items' }).locator('visible=true').click()
  await expect(page.getByText("You haven't claimed any items yet")).toBeVisible()
  await shot(page, testInfo, 'light-360-my-items-empty')
  await page.getByRole('link', { name: 'Go to All Items' }).click()
  await expect(page).toHaveURL(/[?&]tab=items/)
  await page.goto(`/events/${event.id}/breakdown`)
  await page.getByRole('button', { name: /^You/ }).click()
  await shot(page, testInfo, 'light-360-breakdown')
  await page.goto('/dashboard')
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveCount(2)
  await shot(page, testInfo, 'light-360-dashboard')
  await page.goto(`/events/${event.id}/edit`)
  await shot(page, testInfo, 'light-360-edit')
  await page.goto('/events/new')
  await shot(page, testInfo, 'light-360-new')
})

test('the View Breakdown dialog on a wide screen', { tag: '@desktop' }, async ({ page, baseURL }, testInfo) => {
  const { event } = await tapas(page, baseURL ?? '')
  await page.goto(`/events/${event.id}`)
  await page.getByRole('button', { name: 'View Breakdown' }).click()
  const dialog = page.getByRole('dialog', { name: 'View Breakdown' })
  await expect(dialog.getByText(/exactly the event total/)).toBeVisible()
  await dialog.getByRole('button', { name: /^Unassigned/ }).click()
  await expect(dialog.getByText('Olives')).toBeVisible()
  await shot(page, testInfo, 'breakdown-dialog')
})

// ---- Every figure on screen agrees (docs/decisions/009) ----

type Figures = { subtotal: number; tax: number; tip: number; total: number }

/** "$1,234.56" -> 123456; "-$0.01" -> -1. */
function toCents(text: string): number {
  const m = /(-?)\$([\d,]+)\.(\d{2})/.exec(text)
  if (!m) throw new Error(`no amount in ${JSON.stringify(text)}`)
  const cents = Number((m[2] ?? '').replaceAll(',', '')) * 100 + Number(m[3])
  return m[1] ? -cents : cents
}

/** The rows of one bill <dl> (label -> amount), failing on a row that is not one of the four columns:
 * a separate 'Rounding adjustment' line is exactly what breaks the column sums. */
async function figuresOf(dl: Locator): Promise<Figures> {
  const rows = await dl.evaluate((el) =>
    Array.from(el.querySelectorAll(':scope > div')).map((row) => [
      row.querySelector('dt > span')?.textContent ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]),
  )
  const out: Partial<Figures> = {}
  for (const [label = '', amount = ''] of rows) {
    const key = label.split(' ')[0]?.toLowerCase() as keyof Figures
    expect(['subtotal', 'tax', 'tip', 'total'], `unexpected bill line ${label}`).toContain(key)
    out[key] = toCents(amount)
  }
  return out as Figures
}

/** Opens every row of 'Breakdown by User' in `scope` and returns each party's figures by name. */
async function everyParty(scope: Locator) {
  const region = scope.getByRole('region', { name: 'Breakdown by User' })
  const triggers = region.getByRole('heading', { level: 4 }).getByRole('button')
  const parties = new Map<string, Figures>()
  for (let i = 0; i < (await triggers.count()); i++) {
    const trigger = triggers.nth(i)
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click()
    const name = (await trigger.locator('span.truncate').first().textContent()) ?? ''
    const panel = region.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
    const figures = await figuresOf(panel.locator('dl[aria-label="Totals"]'))
    // The row's headline total is the same figure as the Total line inside it.
    expect(toCents((await trigger.textContent()) ?? '')).toBe(figures.total)
    parties.set(name, figures)
  }
  return parties
}

function expectColumnsAddUp(parties: Map<string, Figures>, event: Figures) {
  for (const column of ['subtotal', 'tax', 'tip', 'total'] as const) {
    const sum = [...parties.values()].reduce((s, p) => s + p[column], 0)
    expect(sum, `${column} column`).toBe(event[column])
  }
}

/** You 10.01, Guest Ann 7.77, Guest Ben 12.00, 2.36 nobody's; 8.875% tax, 18% tip. Event: subtotal
 * $32.14, tax $2.85, tip $5.79. Rounding each person alone gives tax $2.86 and tip $5.78, so a cent
 * moves off Ben's tax and onto Unassigned's tip. */
async function awkwardEvent(page: Page, origin: string) {
  const user = await createConfirmedUser(page.request, 'e2esum')
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await page.request.patch('/api/me/profile', { data: { firstName: 'Cy' }, headers: { origin } })
  const post = (path: string, data: unknown) =>
    page.request.post(path, { data, headers: { origin } }).then(async (r) => {
      expect(r.ok(), await r.text()).toBe(true)
      return r.json()
    })
  const { event, viewerId } = await post('/api/events', { title: 'Awkward', taxMilliPct: 8875, tipMilliPct: 18_000 })
  const base = `/api/events/${event.id}`
  await post(`${base}/placeholders`, { name: 'Ann' })
  let snap = await post(`${base}/placeholders`, { name: 'Ben' })
  const guest = (name: string) => snap.placeholders.find((g: { name: string }) => g.name === name).id
  const owners = [
    ['Fries', 1001, { userId: viewerId }],
    ['Soup', 777, { placeholderId: guest('Ann') }],
    ['Steak', 1200, { placeholderId: guest('Ben') }],
    ['Bread', 236, null],
  ] as const
  for (const [name, priceCents] of owners) snap = await post(`${base}/items`, { name, priceCents })
  for (const [name, , assignee] of owners) {
    if (!assignee) continue
    const id = snap.items.find((i: { name: string }) => i.name === name).id
    await post(`${base}/items/${id}/assign`, { assignee })
  }
  return event as { id: string }
}

test('every column on screen adds up to the event: breakdown page, dialog, My Items, participants', async ({
  page,
  baseURL,
}, testInfo) => {
  const event = await awkwardEvent(page, baseURL ?? '')
  const expected = { subtotal: 3214, tax: 285, tip: 579, total: 4078 }

  await page.goto(`/events/${event.id}/breakdown`)
  const summary = await figuresOf(
    page.getByRole('region', { name: 'Summary' }).locator('dl[aria-label="Bill summary"]'),
  )
  expect(summary).toEqual(expected)
  await expect(page.getByText('Tax (8.875%)').first()).toBeVisible()
  const parties = await everyParty(page.locator('main'))
  expect([...parties.keys()].sort()).toEqual(['Ann', 'Ben', 'Unassigned', 'You'])
  expectColumnsAddUp(parties, summary)
  // The moved cents are explained quietly, under the figure they changed.
  await expect(page.getByText('1¢ less from rounding so everyone adds up to the bill')).toBeVisible()
  await expect(page.getByText('Includes 1¢ from rounding so everyone adds up to the bill')).toBeVisible()
  await expect(page.getByText('Rounding adjustment')).toHaveCount(0)
  await shot(page, testInfo, 'breakdown-columns-add-up')

  // The View Breakdown dialog shows the same figures (desktop: Event Total card; phone: the header).
  await page.goto(`/events/${event.id}`)
  await page
    .getByRole('button', { name: testInfo.project.name === 'phone' ? 'Breakdown' : 'View Breakdown', exact: true })
    .click()
  const dialog = page.getByRole('dialog', { name: 'View Breakdown' })
  expect(await figuresOf(dialog.locator('dl[aria-label="Bill summary"]'))).toEqual(expected)
  const inDialog = await everyParty(dialog)
  expect(inDialog).toEqual(parties)
  await shot(page, testInfo, 'breakdown-dialog-columns')
  await page.keyboard.press('Escape')

  // My Items: the viewer's own figures, the same as their row.
  const mine = page.getByRole('region', { name: 'My Items' })
  expect(await figuresOf(mine.locator('dl[aria-label="Totals"]'))).toEqual(parties.get('You'))

  // Participants: each person's total is their breakdown total.
  await page.goto(`/events/${event.id}?tab=participants`)
  for (const name of ['Ann', 'Ben']) {
    const line = page.getByRole('listitem').filter({ hasText: name })
    expect(toCents((await line.textContent()) ?? '')).toBe(parties.get(name)?.total)
  }
  const you = page.getByRole('listitem').filter({ hasText: '(You)' })
  expect(toCents((await you.textContent()) ?? '')).toBe(parties.get('You')?.total)
})

test(
  'the odd cent of an even split goes to the owner, the same every time',
  { tag: '@phone' },
  async ({ page, baseURL }, testInfo) => {
    const { event, post } = await tapas(page, baseURL ?? '')
    const base = `/api/events/${event.id}`
    let snap = await post(`${base}/items`, { name: 'Mint', priceCents: 1 })
    const mint = snap.items.find((i: { name: string }) => i.name === 'Mint').id
    const gil = snap.placeholders[0].id
    snap = await post(`${base}/items/${mint}/assign`, { assignee: { userId: snap.viewerId } })
    await post(
      `${base}/items/${mint}/shares`,
      { ownerPercent: '50', shares: [{ person: { placeholderId: gil }, percent: '50' }] },
      'put',
    )
    for (const pass of ['first look', 'after a reload']) {
      await page.goto(`/events/${event.id}?tab=items`)
      await page.getByRole('list', { name: 'Items' }).getByRole('button', { name: /^Mint/ }).click()
      const sharing = page.getByRole('dialog', { name: /Mint/ }).getByRole('region', { name: 'Sharing' })
      // Half a cent each: the tie goes to the owner (You), never to the sharer.
      await expect(sharing.getByRole('listitem').filter({ hasText: 'You' }), pass).toContainText('$0.01')
      await expect(sharing.getByRole('listitem').filter({ hasText: 'Guest Gil' }), pass).toContainText('$0.00')
      await expect(sharing.getByText('a tie goes to the owner'), pass).toBeVisible()
    }
    await shot(page, testInfo, 'odd-cent-to-owner')

    // One word per state: an owner and one sharer is 'Shared by 2' in the list; an item nobody owns, split
    // in full, is 'Shared by 2' too and keeps no 'Unassigned 0%' row.
    const items = page.getByRole('list', { name: 'Items' })
    await page.keyboard.press('Escape')
    await expect(items.getByRole('listitem').filter({ hasText: 'Mint' })).toContainText('Shared by 2')
    const olives = snap.items.find((i: { name: string }) => i.name === 'Olives').id
    await post(
      `${base}/items/${olives}/shares`,
      {
        ownerPercent: '0',
        shares: [
          { person: { userId: snap.viewerId }, percent: '50' },
          { person: { placeholderId: gil }, percent: '50' },
        ],
      },
      'put',
    )
    await expect(items.getByRole('listitem').filter({ hasText: 'Olives' })).toContainText('Shared by 2')
    await items.getByRole('button', { name: /^Olives/ }).click()
    const sheet = page.getByRole('dialog', { name: /Olives/ })
    await expect(sheet.getByText('Shared by 2')).toBeVisible()
    await expect(sheet.getByRole('region', { name: 'Sharing' })).not.toContainText('Unassigned')
    // $4.50 halves exactly: nothing to explain.
    await expect(sheet.getByText('a tie goes to the owner')).toHaveCount(0)
    await shot(page, testInfo, 'shared-in-full')
  },
)
