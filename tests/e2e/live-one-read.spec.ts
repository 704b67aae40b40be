import { expect, type Page, test, type WebSocketRoute } from '@playwright/test'
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

/** How many of the room's first frames ('hello') reached this page's event sockets, from now on. */
function helloCount(page: Page, eventId: string) {
  let count = 0
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith(`/api/events/${eventId}/live`)) return
    ws.on('framereceived', ({ payload }) => {
      if ((JSON.parse(String(payload)) as { type?: string }).type === 'hello') count++
    })
  })
  return () => count
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

test('a reconnect reads the snapshot only when the event moved while the socket was away @phone', async ({
  page,
}, testInfo) => {
  const { event } = await hostWithEvent(page, 'e2eorc', 'Rey', 'Patchy signal')
  const headers = { origin: new URL(page.url()).origin }
  const addItem = async (name: string, priceCents: number) => {
    const res = await page.request.post(`/api/events/${event.id}/items`, { data: { name, priceCents }, headers })
    expect(res.status(), await res.text()).toBe(201)
  }
  await addItem('Flatbread', 700)

  // Each of the page's sockets goes through here; `awayChange` is made before the next one reaches the room.
  let awayChange: (() => Promise<void>) | null = null
  const open: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = []
  await page.routeWebSocket(`**/api/events/${event.id}/live`, async (ws) => {
    const change = awayChange
    awayChange = null
    if (change) await change()
    open.push({ page: ws, server: ws.connectToServer() })
  })
  /** The connection drops (the page sees a close it reconnects after) and the page's next socket says hello. */
  const dropAndReconnect = async (hellosBefore: number) => {
    const last = open.at(-1)
    if (!last) throw new Error('no socket to drop')
    await last.page.close({ code: 4000, reason: 'dropped by the test' })
    await last.server.close()
    await expect.poll(heard).toBe(hellosBefore + 1)
  }
  const reads = snapshotReads(page, event.id)
  const heard = helloCount(page, event.id)
  await page.goto(`/events/${event.id}`)
  await untilAppTakesOver(page)
  await expect.poll(heard).toBe(1)

  // Away and back with nothing changed: nothing to read.
  await dropAndReconnect(1)
  await page.waitForTimeout(QUIET_MS)
  expect(reads).toEqual([])

  // Away while an item is added: read once, and it shows.
  awayChange = () => addItem('Mezze plate', 1300)
  await dropAndReconnect(2)
  await expect(page.getByText('$20.00').first()).toBeVisible()
  await page.waitForTimeout(QUIET_MS)
  expect(reads).toHaveLength(1)
  await shot(page, testInfo, 'one-read-reconnected')
})

test('a comment posted between the chat read and the socket still shows, with no snapshot read @phone', async ({
  page,
}, testInfo) => {
  const { event } = await hostWithEvent(page, 'e2eocc', 'Noor', 'Chatty supper')
  const headers = { origin: new URL(page.url()).origin }
  const words = 'Table booked for nine'
  // A second tab of the same person, listening already: when the comment shows there, the room has it.
  const other = await page.context().newPage()
  const otherHello = helloHeard(other, event.id)
  await other.goto(`/events/${event.id}?tab=chat`)
  await otherHello

  // This page reads the chat, then the comment is posted and reaches the room, then its socket comes in:
  // the comment's live frame went out before the socket was there, so only the room's hello can tell.
  const chatRead = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/events/${event.id}/comments`,
  )
  await page.routeWebSocket(`**/api/events/${event.id}/live`, async (ws) => {
    await chatRead
    const res = await page.request.post(`/api/events/${event.id}/comments`, { data: { content: words }, headers })
    expect(res.status(), await res.text()).toBe(201)
    await expect(other.getByText(words)).toBeVisible()
    ws.connectToServer()
  })
  const reads = snapshotReads(page, event.id)
  await page.goto(`/events/${event.id}?tab=chat`)
  await untilAppTakesOver(page)
  await expect(page.getByText(words)).toBeVisible()
  // Comments do not move the event's version: the snapshot is not read again.
  await page.waitForTimeout(QUIET_MS)
  expect(reads).toEqual([])
  await shot(page, testInfo, 'one-read-chat')
})
