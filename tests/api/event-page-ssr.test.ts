import { describe, expect, it } from 'vitest'
import { addItem, eventWithMembers } from './event-fixtures'
import { client, signedInUser } from './helpers'
import { expectPageHeaders, warmUpPages } from './page-headers'

// Decision 033: GET /events/:id is drawn by React Router in the worker for a member, from the route's
// loader (the session and the snapshot in one D1 batch), with its answers handed to the browser's query
// cache; everyone else gets the page drawn without event data, which handles the address as before.

const EVIL = '</script><script>alert(1)</script>'

/** What React Router streams to the browser after the markup: the loaders' data. */
const loaderData = (html: string) => html.slice(html.indexOf('window.__reactRouterContext'))

async function page(res: Response) {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/html')
  const html = await res.text()
  expectPageHeaders(res, html)
  return html
}

warmUpPages()

describe('server-rendered event page', () => {
  it('renders the event for a member, with its items and the query cache; user text cannot break out', async () => {
    const { host, eventId } = await eventWithMembers(1, { title: 'Birthday <b>dinner</b>' })
    await addItem(host, eventId, 'Garlic bread', 650)
    await addItem(host, eventId, EVIL, 100)
    const res = await host.c.fetch(`/events/${eventId}?tab=items`)
    const html = await page(res)
    // Personal data: never stored by a browser or a proxy.
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(html).toContain('Garlic bread')
    // The bill's total is in the first paint, not drawn later by the browser: $6.50 + $1.00, no tax or tip.
    expect(html).toContain('$7.50')
    // Seen but not usable until the browser has hydrated it.
    expect(html).toContain('<div id="root" class="contents" inert="" aria-hidden="true">')
    // The title is text, escaped as HTML; the item name appears only escaped, never as markup.
    expect(html).toContain('Birthday &lt;b&gt;dinner&lt;/b&gt;')
    expect(html).not.toContain(EVIL)
    expect(html).not.toContain('<script>alert(1)')
    expect(html.match(/<script/g)?.length).toBe(html.match(/<\/script>/g)?.length)
    // The loader's answers, for the browser's query cache, under the client's keys (in the data React
    // Router streams to the browser after the markup).
    const data = loaderData(html)
    expect(data).toContain('seed')
    expect(data).toContain('queryHash')
    expect(data).toContain('Garlic bread')
    // The route's own chunk and the signed-in shell's are preloaded; another screen's is not.
    expect(html).toMatch(/<link rel="modulepreload" href="[^"]*event-page[^"]*\.[jt]sx?[^"]*"/)
    expect(html).not.toContain('receipt-page')
  })

  it("draws a phone's layout for a phone's browser, without the wide screen's details card", async () => {
    const { host, eventId } = await eventWithMembers(1)
    const wideCardSlot = '<div class="hidden md:block"></div>'
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
    for (const headers of [{ 'user-agent': phone }, { 'sec-ch-ua-mobile': '?1' }] as Record<string, string>[]) {
      const html = await page(await host.c.fetch(`/events/${eventId}`, { headers }))
      expect(html).toContain(wideCardSlot)
    }
    const tablet =
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
    const html = await page(await host.c.fetch(`/events/${eventId}`, { headers: { 'user-agent': tablet } }))
    expect(html).not.toContain(wideCardSlot)
  })

  it('is whole HTML, every script carrying the nonce (the CSP refuses others), however large the page', async () => {
    const { host, eventId } = await eventWithMembers(1)
    // A long list (React would otherwise stream a large part separately, revealed by an inline script).
    for (let i = 0; i < 60; i++) await addItem(host, eventId, `Plate number ${i} with a fairly long name`, 1000 + i)
    const html = await page(await host.c.fetch(`/events/${eventId}?tab=items`))
    expect(html).toContain('Plate number 59 with a fairly long name')
    expect(html).not.toContain('<template')
    expect(html).not.toContain('<!--$?-->')
  })

  it('gives a stranger, a visitor and an unknown id the page without event data', async () => {
    const { host, eventId } = await eventWithMembers(0, { title: 'Secret supper' })
    await addItem(host, eventId, 'Hidden truffles', 4200)
    const stranger = await signedInUser('stranger')
    const visitor = client()
    for (const [who, path] of [
      [stranger.c, `/events/${eventId}?tab=items`],
      [visitor, `/events/${eventId}?tab=items`],
      [host.c, '/events/no-such-event'],
    ] as const) {
      const html = await page(await who.fetch(path))
      expect(loaderData(html)).not.toContain('queryHash')
      expect(html).not.toContain('Secret supper')
      expect(html).not.toContain('Hidden truffles')
    }
  })

  it('leaves the other /events/* addresses to their own routes', async () => {
    const { host } = await eventWithMembers(0)
    const html = await page(await host.c.fetch('/events/new'))
    expect(loaderData(html)).not.toContain('queryHash')
  })
})
