import { expect, type Page, test } from '@playwright/test'
import { hostWithEvent, otherPerson, shot, untilAppTakesOver } from './support/helpers'

// Issue 46: after about eight loads of one event by the same person, every new socket to the event's room
// was refused (the room counted the dead sockets of earlier loads against the person), so the page said
// "Reconnecting..." for good and heard nothing. Decision 049: the newest socket always gets in. This
// reloads the event 20 times, then another person's claim must reach the page within a second, and the
// bell (the person's own hub, which every load connects to as well) must still ring.

const RELOADS = 20
const LIVE_WITHIN_MS = 1000

// Twenty loads of the event page are the subject: about 4 s each on a shared 2-core machine (decision 044
// measured 3 s for a page), so this journey gets twice the usual budget. Each step's own wait is unchanged.
test.setTimeout(240_000)

const hereNow = (page: Page) => page.getByRole('list', { name: 'Here now' })

test("an event reloaded 20 times still hears another person's claim within a second", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  const { event } = await hostWithEvent(page, 'e2elr', 'Hal', 'Reload night', { claimsNeedApproval: true })
  const added = await page.request.post(`/api/events/${event.id}/items`, {
    data: { name: 'Churros', priceCents: 800 },
    headers,
  })
  expect(added.status(), await added.text()).toBe(201)
  const snap = (await added.json()) as { items: { id: string; name: string }[] }
  const churros = snap.items.find((i) => i.name === 'Churros')?.id ?? ''

  // Gia has the event open the whole time: the room tells Hal she is here each time his socket gets in.
  const gia = await otherPerson(browser, origin, 'e2elg')
  await gia.context.request.patch('/api/me/profile', { data: { firstName: 'Gia' }, headers })
  expect((await gia.context.request.post('/api/join', { data: { code: event.joinCode }, headers })).ok()).toBe(true)
  const giaPage = await gia.context.newPage()
  await giaPage.goto(`/events/${event.id}`)

  await page.goto(`/events/${event.id}`)
  for (let load = 1; load <= RELOADS; load++) {
    if (load > 1) await page.reload()
    await untilAppTakesOver(page)
    // This load's socket got in: the room's presence frame reached it.
    await expect(hereNow(page), `load ${load}`).toContainText('Gia')
  }
  await expect(page.getByText('Reconnecting...')).toHaveCount(0)
  await page
    .getByRole('tab', { name: /All Items/ })
    .first()
    .click()
  const churrosRow = page.getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ hasText: 'Churros' })
  await expect(churrosRow).toBeVisible()
  await expect(churrosRow).not.toContainText('Request Pending')

  // Gia asks to pick the churros up; Hal's page (loaded 20 times) shows it within a second of her asking.
  const asked = Date.now()
  const claim = await gia.context.request.post(`/api/events/${event.id}/items/${churros}/pickup`, { headers })
  expect(claim.ok(), await claim.text()).toBe(true)
  await expect(churrosRow).toContainText('Request Pending', {
    timeout: Math.max(1, LIVE_WITHIN_MS - (Date.now() - asked)),
  })
  testInfo.annotations.push({ type: 'claim heard after (ms)', description: String(Date.now() - asked) })
  // The bell rings too: the person's own hub let this load in as well.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 1 unread')
  await shot(page, testInfo, 'live-after-20-reloads')

  // Gia leaves: "Here now" empties on Hal's page (her page closed with a close frame).
  await gia.context.close()
  await expect(hereNow(page)).toBeHidden()
})
