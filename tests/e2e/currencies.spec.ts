import { readFileSync } from 'node:fs'
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test'
import { minorToDecimal, moneyIn } from '../../src/domain/currency'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// A table anywhere: an event in yen (viewed in Japanese), one in euros viewed with a German locale, one in
// Kuwaiti dinars (three decimals). Each goes end to end in the browser: the event is created in its currency
// on the form, items are typed in the viewer's way of writing amounts, one is split, tax and tip apply, the
// host sends tabs, the guest pays, and the CSV names the currency. US dollars: the other specs, unchanged.

type Table = {
  currency: string
  locale: string
  /** Where the viewer is: dates are written in their zone. */
  timeZone: string
  title: string
  tax: string
  tip: string
  /** Name and price as a person with this locale types it; the first is Ann's, the second split in half. */
  items: [[string, string], [string, string]]
  /** What each typed price is, in minor units. */
  minor: [number, number]
  /** Typed in this locale, it could mean two things: refused. */
  unclear: string
  /**
   * The one screen size this table runs at: money is formatted the same on every screen, and the set
   * covers both layouts (decision 044).
   */
  size: '@phone' | '@desktop'
}

const TABLES: Table[] = [
  {
    currency: 'JPY',
    size: '@phone',
    locale: 'ja-JP',
    timeZone: 'Asia/Tokyo',
    title: 'Ramen in Shibuya',
    tax: '10',
    tip: '15',
    items: [
      ['Tonkotsu', '1,280'],
      ['Gyoza', '640'],
    ],
    minor: [1280, 640],
    unclear: '12.5',
  },
  {
    currency: 'EUR',
    size: '@desktop',
    locale: 'de-DE',
    timeZone: 'Europe/Berlin',
    title: 'Biergarten',
    tax: '7',
    tip: '10',
    items: [
      ['Schnitzel', '1.018,50'],
      ['Brezel', '4,00'],
    ],
    minor: [101850, 400],
    unclear: '12.50',
  },
  {
    currency: 'KWD',
    size: '@phone',
    locale: 'en-US',
    timeZone: 'Asia/Kuwait',
    title: 'Machboos night',
    tax: '5',
    tip: '10',
    items: [
      ['Machboos', '3.250'],
      ['Karak tea', '0.500'],
    ],
    minor: [3250, 500],
    unclear: '3.2505',
  },
]

async function person(browser: Browser, baseURL: string, testInfo: TestInfo, t: Table, firstName: string) {
  const context = await browser.newContext({
    baseURL,
    locale: t.locale,
    timezoneId: t.timeZone,
    viewport: testInfo.project.use.viewport,
  })
  const page = await context.newPage()
  const user = await createConfirmedUser(page.request, 'e2ecur')
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  const call = async (method: 'post' | 'put' | 'patch' | 'get', path: string, data?: unknown) => {
    const r = await page.request[method](path, { data, headers: { origin: baseURL } })
    expect(r.ok(), await r.text()).toBe(true)
    return r.json()
  }
  await call('patch', '/api/me/profile', { firstName })
  const me = await call('get', '/api/me')
  return { page, context, id: me.profile.id as string, call }
}

const itemRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Items' }).getByRole('button', { name: new RegExp(`^${name}`) })

for (const t of TABLES) {
  test(
    `${t.currency} viewed in ${t.locale}: items, split, tax and tip, Send Tabs, pay, CSV`,
    { tag: t.size },
    async ({ browser, baseURL }, testInfo) => {
      test.setTimeout(150_000)
      const origin = baseURL ?? ''
      const money = moneyIn(t.currency, t.locale)
      const host = await person(browser, origin, testInfo, t, 'Hal')
      const ann = await person(browser, origin, testInfo, t, 'Ann')
      // Hal takes payments by PayPal and by bank transfer (the note is for currencies no link serves).
      await host.call('patch', '/api/me/profile', {
        paypal: 'HalHost',
        paymentNote: 'IBAN DE02 1203 0000 0000 2020 51',
      })
      const { page } = host

      // Create Event: the currency is chosen on the form.
      await page.goto('/events/new')
      await page.getByLabel('Event Title').fill(t.title)
      await page.getByLabel('Tax Percentage').fill(t.tax)
      await page.getByLabel('Tip Percentage').fill(t.tip)
      await page.getByLabel('Currency').selectOption(t.currency)
      await shot(page, testInfo, `currency-${t.currency}-create`)
      await page.getByRole('button', { name: 'Create Event' }).click()
      await page.waitForURL((url) => /^\/events\/[^/]+$/.test(url.pathname) && url.pathname !== '/events/new')
      const eventId = new URL(page.url()).pathname.split('/').at(-1) as string
      const { event } = await host.call('get', `/api/events/${eventId}`)
      expect(event.currency).toBe(t.currency)
      await ann.call('post', '/api/join', { code: event.joinCode })

      // Add Item, typed as this locale writes amounts; an amount that could mean two things is refused.
      if (testInfo.project.name === 'phone') await page.goto(`/events/${eventId}?tab=items`)
      else {
        await page.reload()
        await page.getByRole('tab', { name: 'All Items' }).click()
      }
      await expect(page.getByText('No items yet')).toBeVisible()
      await page.getByRole('button', { name: 'Add Item' }).first().click()
      const add = page.getByRole('dialog', { name: 'Add Item' })
      await add.getByLabel('Item Name').fill('Unclear')
      await add.getByLabel('Price').fill(t.unclear)
      await add.getByLabel('Price').press('Enter')
      await expect(add.getByText('Enter valid name and price')).toBeVisible()
      for (const [name, price] of t.items) {
        await add.getByLabel('Item Name').fill(name)
        await add.getByLabel('Item Name').press('Enter')
        await add.getByLabel('Price').fill(price)
        await add.getByLabel('Price').press('Enter')
        await expect(add.getByRole('listitem').filter({ hasText: name })).toBeVisible()
      }
      await add.getByRole('button', { name: 'Done' }).click()
      await expect(add).toBeHidden()
      for (const [i, [name]] of t.items.entries())
        await expect(itemRow(page, name)).toContainText(money.format(t.minor[i] as number))
      await shot(page, testInfo, `currency-${t.currency}-items`)

      // Ann had the first; the second is split half and half between Hal and Ann.
      const snap = await host.call('get', `/api/events/${eventId}`)
      const idOf = (name: string) => snap.items.find((i: { name: string }) => i.name === name).id
      const [first, second] = t.items.map(([name]) => idOf(name))
      await host.call('post', `/api/events/${eventId}/items/${first}/assign`, { assignee: { userId: ann.id } })
      await host.call('post', `/api/events/${eventId}/items/${second}/assign`, { assignee: { userId: host.id } })
      await host.call('put', `/api/events/${eventId}/items/${second}/shares`, {
        ownerPercent: '50',
        shares: [{ person: { userId: ann.id }, percent: '50' }],
      })

      // Send Tabs.
      await page.goto(`/events/${eventId}/settlements`)
      await page.getByRole('button', { name: 'Calculate Settlements' }).click()
      await page.getByRole('button', { name: 'Close event and send tabs' }).click()
      await expect(page.getByText('Settlements Calculated!')).toBeVisible()
      const settled = await host.call('get', `/api/events/${eventId}/settlements`)
      const owed = settled.settlements[0].amountCents as number
      // Ann's part: her item and half the other, with tax and tip on it, in whole minor units.
      const annSub = (t.minor[0] as number) + (t.minor[1] as number) / 2
      const ideal = annSub * (1 + Number(t.tax) / 100 + Number(t.tip) / 100)
      expect(Math.abs(owed - ideal)).toBeLessThanOrEqual(2)
      await expect(page.getByText(`Created 1 settlement(s) totaling ${money.format(owed)}`)).toBeVisible()
      // How the tabs add up is written like every other amount on the page: in the viewer's locale.
      // The host reads Ann's line about her, by name (issue 46).
      await expect(page.getByTestId('position').filter({ hasText: 'Ann had' })).toContainText(
        `so owes Hal ${money.format(owed)}.`,
      )
      await shot(page, testInfo, `currency-${t.currency}-sent`)

      // Ann's notification names her amount the way she writes amounts.
      await ann.page.goto('/notifications')
      await expect(ann.page.getByText(`Your settlement amount: ${money.format(owed)}`).first()).toBeVisible()

      // Ann sees her tab in her locale and pays it; pay links only where the service moves the currency.
      await ann.page.goto(`/events/${eventId}`)
      const annTab = ann.page.getByTestId('my-tab').filter({ visible: true })
      await expect(annTab).toContainText(`You owe Hal ${money.format(owed)}`)
      await annTab.getByRole('link', { name: 'I paid' }).click()
      const paypal = ann.page.getByRole('link', { name: 'Pay with PayPal' }).first()
      if (t.currency === 'KWD') {
        await expect(ann.page.getByText('IBAN DE02 1203 0000 0000 2020 51').first()).toBeVisible()
        await expect(paypal).toHaveCount(0)
      } else
        await expect(paypal).toHaveAttribute(
          'href',
          `https://paypal.me/HalHost/${minorToDecimal(owed, money.exponent)}${t.currency}`,
        )
      await expect(ann.page.getByRole('link', { name: 'Pay with Venmo' })).toHaveCount(0)
      await ann.page.getByRole('button', { name: 'I paid' }).click()
      await expect(ann.page.getByLabel('Amount you paid')).toHaveValue(money.input(owed))
      await shot(ann.page, testInfo, `currency-${t.currency}-pay`)
      const today = () =>
        new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: t.timeZone }).format(new Date())
      const dayBefore = today()
      await ann.page.getByRole('button', { name: 'Record payment' }).click()
      const paymentLine = ann.page.getByTestId('payment-line')
      await expect(paymentLine).toContainText(`You paid Hal ${money.format(owed)}`)
      // The payment's date, written as this viewer writes dates, on their calendar (Tokyo is a day ahead).
      const line = (await paymentLine.textContent()) ?? ''
      expect([dayBefore, today()].some((day) => line.includes(day))).toBe(true)

      // Open Tabs names the amount in its currency.
      await ann.page.goto('/tabs')
      await ann.page.getByRole('tab', { name: 'You Owe (1)' }).click()
      await expect(ann.page.getByTestId('tab-row')).toContainText(money.format(owed))

      // The host's CSV: a Currency column, the currency's own decimals.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download CSV' }).click(),
      ])
      const csv = readFileSync(await download.path(), 'utf8')
      expect(csv.startsWith('\uFEFFSection,Person,Item,Share %,Amount,Currency,Status,Notes\r\n')).toBe(true)
      const plain = moneyIn(t.currency, 'en-US').input(t.minor[0] as number)
      expect(csv).toContain(`,${t.items[0][0]},100.000,${plain},${t.currency},,`)
      expect(csv).not.toContain('$')
      await host.context.close()
      await ann.context.close()
    },
  )
}
