import { expect, type Page, test } from '@playwright/test'
import { hostWithEvent, shot, untilAppTakesOver } from './support/helpers'

// Decision 056: the server draws the event page with its snapshot, and the page's live socket used to fetch
// that snapshot again the moment it opened. Now the room's first frame ('hello') says the event's version,
// and the page fetches the snapshot only when it moved between the drawing and the socket.
// The same on every screen: phone only (decision 044).

/** Every GET of the event's snapshot this page makes, from now on. */
function snapshotReads(page: Page, eventId: string) {
  const reads: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'GET' && new URL(req.url()).pathname === `/api/events/${eventId}`) reads.push(req.url())
  })
  return reads
}

/** Resolves when the event's socket on this page has had the room's first frame. */
function helloHeard(page: Page, eventId: string) {
  return new Promise<{ version: number }>((resolve) =>
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith(`/api/events/${eventId}/live`)) return
      ws.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { type?: string; version: number }
        if (frame.type === 'hello') resolve(frame)
      })
    }),
  )
}

// A request the page would make on the frame starts within milliseconds of it; this leaves it ample time.
const QUIET_MS = 1500
const total = (page: Page) => page.getByText('Total', { exact: true }).first()

test('a page the server drew reads its snapshot no more when nothing changed @phone', async ({ page }, testInfo) => {
  const { event } = await hostWithEvent(page, 'e2eor', 'Ola', 'Quiet supper')
  const origin = new URL(page.url()).origin
  const added = await page.request.post(`/api/events/${event.id}/items`, {
    data: { name: 'Flatbread', priceCents: 700 },
    headers: { origin },
  })
  expect(added.status(), await added.text()).toBe(201)
  const { event: drawn } = (await added.json()) as { event: { version: number } }

  const reads = snapshotReads(page, event.id)
  const hello = helloHeard(page, event.id)
  await page.goto(`/events/${event.id}`)
  await untilAppTakesOver(page)
  expect((await hello).version).toBe(drawn.version)
  await page.waitForTimeout(QUIET_MS)
  expect(reads).toEqual([])
  await expect(total(page)).toBeVisible()
  await shot(page, testInfo, 'one-read-unchanged')
})

test('a change between the drawing and the socket is read exactly once @phone', async ({ page }, testInfo) => {
  const { event } = await hostWithEvent(page, 'e2eoc', 'Cai', 'Busy supper')
  const origin = new URL(page.url()).origin
  const headers = { origin }
  const first = await page.request.post(`/api/events/${event.id}/items`, {
    data: { name: 'Flatbread', priceCents: 700 },
    headers,
  })
  expect(first.status(), await first.text()).toBe(201)
  const { event: drawn } = (await first.json()) as { event: { version: number } }

  // The page's socket is held back until another item has been added through the API: the page was drawn
  // at `drawn.version`, the room says the next one, deterministically.
  let changedTo = 0
  await page.routeWebSocket(`**/api/events/${event.id}/live`, async (ws) => {
    const res = await page.request.post(`/api/events/${event.id}/items`, {
      data: { name: 'Mezze plate', priceCents: 1300 },
      headers,
    })
    expect(res.status(), await res.text()).toBe(201)
    changedTo = ((await res.json()) as { event: { version: number } }).event.version
    ws.connectToServer()
  })
  const reads = snapshotReads(page, event.id)
  const hello = helloHeard(page, event.id)
  const res = await page.goto(`/events/${event.id}`)
  expect(await res?.text()).not.toContain('Mezze plate')
  await untilAppTakesOver(page)
  expect((await hello).version).toBe(changedTo)
  expect(changedTo).toBe(drawn.version + 1)
  // The one read brings the change to the screen.
  await expect(page.getByText('$20.00').first()).toBeVisible()
  await page.waitForTimeout(QUIET_MS)
  expect(reads).toHaveLength(1)
  await shot(page, testInfo, 'one-read-changed')
})
