import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { hostWithEvent, otherPerson, shot } from './support/helpers'

// Smaller things a table of five found (issue 46), each at both sizes: toasts that piled on each other,
// amounts broken across two lines, a host who could not pick up their own dish, a newcomer on an empty
// My Items, and rows that moved under the finger when someone claimed.

type Item = { id: string; name: string }

async function addItems(page: Page, origin: string, eventId: string, names: string[], priceCents = 500) {
  const ids: Record<string, string> = {}
  for (const name of names) {
    const res = await page.request.post(`/api/events/${eventId}/items`, {
      data: { name, priceCents },
      headers: { origin },
    })
    expect(res.status(), await res.text()).toBe(201)
    ids[name] = ((await res.json()) as { items: Item[] }).items.find((i) => i.name === name)?.id ?? ''
  }
  return ids
}

/** Someone else at the table, joined and named, with a page of their own. */
async function guest(browser: Parameters<typeof otherPerson>[0], origin: string, joinCode: string, page: Page) {
  const { context } = await otherPerson(browser, origin, 'e2etg')
  const headers = { origin }
  expect((await context.request.post('/api/join', { data: { code: joinCode }, headers })).ok()).toBe(true)
  expect((await context.request.patch('/api/me/profile', { data: { firstName: 'Gil' }, headers })).ok()).toBe(true)
  const size = page.viewportSize()
  const g = await context.newPage()
  if (size) await g.setViewportSize(size)
  return { context: context as BrowserContext, page: g }
}

const itemRows = (page: Page) => page.getByRole('list', { name: 'Items' }).getByRole('listitem')
const rowNames = async (page: Page) => (await itemRows(page).allInnerTexts()).map((t) => t.split('\n')[0]?.trim() ?? '')

test('toasts stack one under another without covering each other, a few at a time', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const { event } = await hostWithEvent(page, 'e2etoast', 'Tia', 'Toast table')
  await addItems(page, origin, event.id, ['Olives', 'Bread', 'Squid', 'Tortilla', 'Flan'])
  const g = await guest(browser, origin, event.joinCode, page)
  await g.page.goto(`/events/${event.id}?tab=items`)
  // Four dishes in a row, as fast as a thumb goes: four "… is yours" toasts, each with its Undo.
  for (const name of ['Olives', 'Bread', 'Squid', 'Tortilla']) {
    await g.page.getByRole('button', { name: `Pick It Up: ${name}` }).click()
    await expect(g.page.getByText(`${name} is yours`)).toBeVisible()
  }
  const toasts = g.page.locator('[data-sonner-toast][data-visible="true"]')
  await expect(toasts).toHaveCount(3)
  // Let them settle into place, then no two overlap and each can be read whole.
  await g.page.waitForTimeout(600)
  const boxes = await toasts.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(a.bottom <= b.top || b.bottom <= a.top, JSON.stringify([a, b])).toBe(true)
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  }
  await shot(g.page, testInfo, 'toasts-stacked')
  await g.context.close()
})

test('amounts never break across two lines, however long the names around them', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  const long = 'Bartholomewmaximilianalexander'
  // A long title beside a figure in a row (Open Tabs) squeezed the figure until it broke in two.
  const title = 'Amounts stay whole at the long birthday dinner for the whole table'
  const { event } = await hostWithEvent(page, 'e2eamt', long, title)
  const ids = await addItems(page, origin, event.id, [`${long} special platter`, 'Wine'], 1934)
  const g = await guest(browser, origin, event.joinCode, page)
  expect((await g.context.request.patch('/api/me/profile', { data: { firstName: long }, headers })).ok()).toBe(true)
  const wine = await g.context.request.post(`/api/events/${event.id}/items/${ids.Wine}/pickup`, { headers })
  expect(wine.ok(), await wine.text()).toBe(true)
  const calc = await page.request.post(`/api/events/${event.id}/settlements/calculate`, { data: {}, headers })
  expect(calc.ok(), await calc.text()).toBe(true)
  await g.context.close()

  const pages = [
    { path: `/events/${event.id}?tab=items`, name: 'items', drawn: itemRows(page).first() },
    { path: `/events/${event.id}/settlements`, name: 'settlements', drawn: page.getByTestId('tab-outstanding') },
    { path: '/tabs', name: 'open-tabs', drawn: page.getByRole('listitem').filter({ hasText: title }) },
  ]
  for (const { path, name, drawn } of pages) {
    await page.goto(path)
    await expect(drawn).toContainText('$19.34')
    // Every figure on the page (the app marks them tabular-nums) sits on one line.
    const broken = await page.locator('.tabular-nums').evaluateAll((els) =>
      els
        .filter((el) => /\d/.test(el.textContent ?? '') && el.getClientRects().length > 0)
        .filter((el) => {
          const range = document.createRange()
          range.selectNodeContents(el)
          // Two lines are a line's height apart; rects of one line differ by a pixel of rounding at most.
          const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0)
          const tops = rects.map((r) => r.top)
          const lineHeight = Math.min(...rects.map((r) => r.height))
          return rects.length > 1 && Math.max(...tops) - Math.min(...tops) > lineHeight / 2
        })
        .map((el) => el.textContent),
    )
    expect(broken, path).toEqual([])
    await shot(page, testInfo, `amounts-whole-${name}`)
  }
})

test('the host picks up their own dish from the list, like anyone at the table', async ({
  page,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const { event } = await hostWithEvent(page, 'e2ehp', 'Hana', 'Host eats too', { claimsNeedApproval: true })
  await addItems(page, origin, event.id, ['Paella', 'Gazpacho'])
  await page.goto(`/events/${event.id}?tab=items`)
  const paella = itemRows(page).filter({ hasText: 'Paella' })
  await paella.getByRole('button', { name: 'Pick It Up: Paella' }).click()
  // Approvals are on, but the host would only approve their own request: it is theirs at once.
  await expect(page.getByText('Paella is yours')).toBeVisible()
  await expect(paella).toContainText('You')
  await expect(paella).not.toContainText('Request Pending')
  await shot(page, testInfo, 'host-picked-up')
  // From the item's sheet too.
  await itemRows(page).filter({ hasText: 'Gazpacho' }).getByRole('button').first().click()
  const sheet = page.getByRole('dialog', { name: 'Gazpacho' })
  await sheet.getByRole('button', { name: 'Pick It Up' }).click()
  await expect(page.getByText('Gazpacho is yours')).toBeVisible()
  await expect(sheet.getByRole('button', { name: 'Pick It Up' })).toBeHidden()
})

test('a newcomer lands on All Items while they hold nothing, and on My Items once they do', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const { event } = await hostWithEvent(page, 'e2enew', 'Nia', 'First visit')
  await addItems(page, origin, event.id, ['Nachos', 'Elote'])
  const g = await guest(browser, origin, event.joinCode, page)
  await g.page.goto(`/events/${event.id}`)
  const allItems = g.page.getByRole('tab', { name: /All Items/ })
  await expect(allItems).toHaveAttribute('aria-selected', 'true')
  await expect(g.page.getByRole('button', { name: 'Pick It Up: Nachos' })).toBeVisible()
  await shot(g.page, testInfo, 'newcomer-lands-on-all-items')
  // Claiming the first dish does not move them off the list they are working through.
  await g.page.getByRole('button', { name: 'Pick It Up: Nachos' }).click()
  await expect(g.page.getByText('Nachos is yours')).toBeVisible()
  await expect(allItems).toHaveAttribute('aria-selected', 'true')
  await expect(g.page.getByRole('button', { name: 'Pick It Up: Elote' })).toBeVisible()
  // My Items is theirs to choose, and stays chosen.
  await g.page.getByRole('tab', { name: 'My Items' }).click()
  await expect(g.page.getByRole('tab', { name: 'My Items' })).toHaveAttribute('aria-selected', 'true')
  // The next visit, holding something, opens on My Items.
  await g.page.goto(`/events/${event.id}`)
  await expect(g.page.getByRole('tab', { name: 'My Items' })).toHaveAttribute('aria-selected', 'true')
  await expect(g.page.getByText('Nachos')).toBeVisible()
  await g.context.close()
})

test('rows keep their places while someone claims: the list and Quick Assign', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  const { event } = await hostWithEvent(page, 'e2eord', 'Omar', 'Steady list', { claimsNeedApproval: true })
  const ids = await addItems(page, origin, event.id, ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'])
  await page.goto(`/events/${event.id}?tab=items`)
  await expect(itemRows(page)).toHaveCount(5)
  const before = await rowNames(page)
  expect(before).toEqual(['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha'])

  // A guest asks for Bravo while the host's list is open: it shows the request where it is.
  const { context } = await otherPerson(browser, origin, 'e2eorg')
  expect((await context.request.post('/api/join', { data: { code: event.joinCode }, headers })).ok()).toBe(true)
  const asked = await context.request.post(`/api/events/${event.id}/items/${ids.Bravo}/pickup`, { headers })
  expect(asked.ok(), await asked.text()).toBe(true)
  await expect(itemRows(page).filter({ hasText: 'Bravo' })).toContainText('Request Pending')
  expect(await rowNames(page)).toEqual(before)
  // The host approves it from its sheet: it stays put, now claimed.
  await itemRows(page).filter({ hasText: 'Bravo' }).getByRole('button').first().click()
  await page.getByRole('dialog', { name: 'Bravo' }).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog', { name: 'Bravo' }).getByText('Claimed')).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await rowNames(page)).toEqual(before)
  await shot(page, testInfo, 'list-order-kept')

  // Quick Assign lists unclaimed dishes first; one claimed while it is open stays under the finger.
  expect(
    (await page.request.patch(`/api/events/${event.id}`, { data: { claimsNeedApproval: false }, headers })).ok(),
  ).toBe(true)
  await page.getByRole('button', { name: 'Quick Assign' }).click()
  const quick = page.getByRole('dialog', { name: 'Quick Assign' })
  const choices = quick.getByRole('group', { name: /^Items \(/ }).getByRole('checkbox')
  await expect(choices).toHaveCount(5)
  const quickNames = async () =>
    (await choices.evaluateAll((els) => els.map((el) => el.closest('label')?.textContent ?? ''))).map(
      (t) => ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].find((n) => t.includes(n)) ?? t,
    )
  const opened = await quickNames()
  expect(opened.at(-1)).toBe('Bravo')
  const took = await context.request.post(`/api/events/${event.id}/items/${ids.Delta}/pickup`, { headers })
  expect(took.ok(), await took.text()).toBe(true)
  await expect(quick.locator('label').filter({ hasText: 'Delta' })).toContainText('Claimed')
  expect(await quickNames()).toEqual(opened)
  await shot(page, testInfo, 'quick-assign-order-kept')
  await context.close()
})
