import { describe, expect, it } from 'vitest'
import { SECURITY_HEADERS } from '../../worker/middleware/security-headers'
import { addItem, eventWithMembers } from './event-fixtures'
import { client, signedInUser } from './helpers'

// Decision 027: GET /events/:id is rendered in the worker for a member, with the query cache beside it;
// everyone else gets the plain SPA shell (no event data), which handles the address as before.

const EVIL = '</script><script>alert(1)</script>'

function expectPageHeaders(res: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value)
  expect(res.headers.get('Cache-Control')).toBe('no-store')
}

/** The JSON the worker put beside the page (null when there is none). */
function ssrState(html: string): unknown {
  const match = html.match(/<script type="application\/json" id="ssr-state">([^<]*)<\/script>/)
  return match?.[1] ? JSON.parse(match[1]) : null
}

describe('server-rendered event page', () => {
  it('renders the event for a member, with its items and the query cache; user text cannot break out', async () => {
    const { host, eventId } = await eventWithMembers(1, { title: 'Birthday <b>dinner</b>' })
    await addItem(host, eventId, 'Garlic bread', 650)
    await addItem(host, eventId, EVIL, 100)
    const res = await host.c.fetch(`/events/${eventId}?tab=items`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expectPageHeaders(res)
    const html = await res.text()
    expect(html).toContain('Garlic bread')
    // Seen but not usable until the browser has hydrated it.
    expect(html).toContain('<div id="root" inert aria-hidden="true">')
    // The title is text, escaped as HTML; the item name appears only escaped, never as markup.
    expect(html).toContain('Birthday &lt;b&gt;dinner&lt;/b&gt;')
    expect(html).not.toContain(EVIL)
    expect(html).not.toContain('<script>alert(1)')
    expect(html.match(/<script/g)?.length).toBe(html.match(/<\/script>/g)?.length)
    // The app starts once the page is painted (tests/fixtures/assets/route-manifest.json): the shell's entry
    // first, then the route's chunks beyond what index.html has; the route's stylesheet is in the head.
    expect(html).toContain(
      '<meta name="app-scripts" content="/assets/index.js /assets/app-layout.js /assets/menu.js /assets/event-page.js /assets/details-card.js">',
    )
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-after-paint.js"></script>')
    expect(html).not.toContain('<script type="module" src="/assets/index.js">')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/event-page.css">')
    expect(html).not.toContain('receipt-page.js')
    // The cache the browser hydrates from: the session and the snapshot under the client's keys.
    const { queries, narrow } = ssrState(html) as { queries: [unknown[], unknown][]; narrow: boolean }
    // No phone said so: the wide layout, with its details card.
    expect(narrow).toBe(false)
    const keys = queries.map(([key]) => JSON.stringify(key))
    expect(keys).toEqual([JSON.stringify(['me']), JSON.stringify(['event', eventId])])
    const snapshot = queries.find(([key]) => key[0] === 'event')?.[1] as { items: { name: string }[] }
    expect(snapshot.items.map((i) => i.name)).toContain(EVIL)
  })

  it("draws a phone's layout for a phone's browser, without the wide screen's details card code", async () => {
    const { host, eventId } = await eventWithMembers(1)
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
    for (const headers of [{ 'user-agent': phone }, { 'sec-ch-ua-mobile': '?1' }] as Record<string, string>[]) {
      const html = await (await host.c.fetch(`/events/${eventId}`, { headers })).text()
      expect((ssrState(html) as { narrow: boolean }).narrow).toBe(true)
      expect(html).toContain(
        '<meta name="app-scripts" content="/assets/index.js /assets/app-layout.js /assets/menu.js /assets/event-page.js">',
      )
    }
    const tablet =
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
    const html = await (await host.c.fetch(`/events/${eventId}`, { headers: { 'user-agent': tablet } })).text()
    expect((ssrState(html) as { narrow: boolean }).narrow).toBe(false)
    expect(html).toContain('/assets/details-card.js')
  })

  it('is whole HTML with no inline script (the CSP refuses them), however large the page', async () => {
    const { host, eventId } = await eventWithMembers(1)
    // A long list (React would otherwise stream a large part separately, revealed by an inline script).
    for (let i = 0; i < 60; i++) await addItem(host, eventId, `Plate number ${i} with a fairly long name`, 1000 + i)
    const res = await host.c.fetch(`/events/${eventId}?tab=items`)
    const html = await res.text()
    expect(html).toContain('Plate number 59 with a fairly long name')
    const scripts = html.match(/<script[^>]*>/g) ?? []
    expect(scripts.filter((tag) => !/ src="|type="application\/json"/.test(tag))).toEqual([])
    expect(html).not.toContain('<template')
    expect(html).not.toContain('<!--$?-->')
  })

  it('gives a stranger, a visitor and an unknown id the plain SPA shell, with no event data', async () => {
    const { host, eventId } = await eventWithMembers(0, { title: 'Secret supper' })
    await addItem(host, eventId, 'Hidden truffles', 4200)
    const stranger = await signedInUser('stranger')
    const visitor = client()
    for (const [who, path] of [
      [stranger.c, `/events/${eventId}?tab=items`],
      [visitor, `/events/${eventId}?tab=items`],
      [host.c, '/events/no-such-event'],
    ] as const) {
      const res = await who.fetch(path)
      expect(res.status, path).toBe(200)
      expectPageHeaders(res)
      const html = await res.text()
      expect(html).toContain('<div id="root"></div>')
      expect(html).not.toContain('ssr-state')
      expect(html).not.toContain('Secret supper')
      expect(html).not.toContain('Hidden truffles')
    }
  })

  it('leaves the other /events/* addresses to the SPA', async () => {
    const { host } = await eventWithMembers(0)
    const res = await host.c.fetch('/events/new')
    const html = await res.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('ssr-state')
  })
})
