import { expect, test } from '@playwright/test'
import { billForParty, computeBill } from '../../src/domain/bill'
import { formatUSD } from '../../src/domain/money'
import { billInputOf, userKey } from '../../src/domain/person-key'
import type { EventSnapshotWire } from '../../src/domain/schemas/event-snapshot'
import { snapshotFromWire } from '../../src/domain/snapshot-wire'
import { hostWithEvent, shot } from './support/helpers'

// Decision 055, at phone size: a guest who joined with a first name copies its own tab link; a second
// browser with no session opens it and sees that guest's tab to the cent; the guest turns it off.

test(
  "a guest copies its own tab link; another browser opens it read-only and sees the guest's total",
  { tag: '@phone' },
  async ({ page, browser, baseURL }, testInfo) => {
    const origin = baseURL ?? ''
    const headers = { origin }
    const { event } = await hostWithEvent(page, 'e2etl', 'Hana', 'Noodle night', { claimsNeedApproval: false })
    const api = async (path: string, method: string, data?: unknown) => {
      const res = await page.request.fetch(`/api/events/${event.id}${path}`, { method, data, headers })
      expect(res.ok(), await res.text()).toBe(true)
      return res
    }
    await api('', 'PATCH', { taxMilliPct: 8875, tipMilliPct: 18000 })
    await api('/items', 'POST', { name: 'Ramen', priceCents: 1499 })
    await api('/items', 'POST', { name: 'Gyoza', priceCents: 1001 })

    // The guest's phone: joins with a first name, takes the Ramen.
    const guestContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const phone = await guestContext.newPage()
    await phone.goto(`/join/${event.joinCode}`)
    await phone.getByLabel('First name').fill('Tess')
    await phone.getByRole('button', { name: 'Join with my name' }).click()
    await phone.waitForURL(`**/events/${event.id}`)
    await phone.getByRole('tab', { name: /All Items/ }).click()
    const row = phone.getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ hasText: 'Ramen' })
    await row.getByRole('button', { name: 'Pick It Up: Ramen' }).click()
    await expect(phone.getByText('Ramen is yours')).toBeVisible()
    // The host sends tabs: the guest owes the host.
    await api('/settlements/calculate', 'POST', {})

    await phone.reload()
    const card = phone.getByRole('region', { name: 'Your tab on another device' })
    await expect(card).toBeVisible()
    await expect(card).toContainText('Whoever has this link sees this tab, read-only, without signing in.')
    await card.getByRole('button', { name: 'Copy my tab link' }).click()
    await expect(phone.getByText('Link copied. Paste it somewhere only you can see.')).toBeVisible()
    const field = card.getByLabel('Your tab link')
    await expect(field).toHaveValue(new RegExp(`^${origin}/guest-share/[A-Za-z0-9_-]{43}$`))
    const url = await field.inputValue()
    expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(url)
    await shot(phone, testInfo, 'tab-link-card')
    await card.screenshot({ path: `test-results/screenshots/${testInfo.project.name}/tab-link-card-alone.png` })

    // What the guest's own session says its total is, by the same computeBill.
    const wire = (await (await phone.request.get(`/api/events/${event.id}`)).json()) as EventSnapshotWire
    const snap = snapshotFromWire(wire)
    const mine = billForParty(computeBill(billInputOf(snap.event, snap.items)), userKey(snap.viewerId))

    // Another device: no session at all.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const elsewhere = await other.newPage()
    await elsewhere.goto(url)
    await expect(elsewhere.getByRole('heading', { name: "Tess's bill" })).toBeVisible()
    await expect(elsewhere.getByText('Your tab, read-only')).toBeVisible()
    const billList = elsewhere.getByLabel('Bill', { exact: true })
    for (const cents of [mine.subtotalCents, mine.taxCents, mine.tipCents, mine.totalCents])
      await expect(billList).toContainText(formatUSD(cents))
    await expect(elsewhere.getByRole('heading', { name: `You owe Hana ${formatUSD(mine.totalCents)}` })).toBeVisible()
    await expect(elsewhere.getByText('Gyoza')).toHaveCount(0)
    expect((await other.cookies()).length).toBe(0)
    await shot(elsewhere, testInfo, 'tab-link-opened')

    // The same guest on a wide screen finds the card in the event's total (the same live link).
    const wide = await guestContext.newPage()
    await wide.setViewportSize({ width: 1280, height: 800 })
    await wide.goto(`/events/${event.id}`)
    const wideCard = wide.getByRole('region', { name: 'Your tab on another device' })
    await expect(wideCard.getByLabel('Your tab link')).toHaveValue(url)
    await wideCard.screenshot({ path: `test-results/screenshots/${testInfo.project.name}/tab-link-card-wide.png` })
    await wide.close()

    // The guest turns it off: the other device's next look says so.
    await card.getByRole('button', { name: 'Turn off my tab link' }).click()
    await expect(card.getByLabel('Your tab link')).toHaveCount(0)
    await elsewhere.reload()
    await expect(elsewhere.getByRole('heading', { name: 'Link revoked' })).toBeVisible()
    await expect(elsewhere.getByText('This tab link was turned off.', { exact: false })).toBeVisible()
    await shot(elsewhere, testInfo, 'tab-link-turned-off')
    await other.close()
    await guestContext.close()
  },
)
