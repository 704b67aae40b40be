import { expect, type Page, test } from '@playwright/test'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import { createConfirmedUser } from './support/helpers'

// Keyboard only (docs/decisions/024): the event page's actions are reached with Tab and used with Enter or Space,
// and every dialog they open keeps focus inside it (Tab and Shift+Tab wrap) and closes with Escape.

/** Presses Tab until the focused element's accessible text matches `name`; fails after 60 presses. */
async function tabTo(page: Page, name: RegExp) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab')
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return `${el?.getAttribute('aria-label') ?? ''} ${el?.textContent ?? ''}`.replace(/\s+/g, ' ').trim()
    })
    if (name.test(text)) return
  }
  throw new Error(`no focusable element named ${name} within 60 Tab presses`)
}

async function expectFocusTrapped(page: Page, dialogName: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(dialog).toBeVisible()
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement))
  expect(await inside(), 'focus moved into the dialog').toBe(true)
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await inside(), `focus stayed in the dialog after ${i + 1} Tab`).toBe(true)
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await inside(), `focus stayed in the dialog after ${i + 1} Shift+Tab`).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

test('the host runs the event page from the keyboard; dialogs trap focus and close with Escape', {
  tag: '@desktop',
}, async ({ page, baseURL }) => {
  // A keyboard is a desktop concern here; the phone layout moves the same actions into its own tabs.
  const headers = { origin: baseURL ?? '' }
  const host = await createConfirmedUser(page.request, 'keys')
  await page.request.post('/api/auth/sign-in/email', {
    data: { email: host.email, password: host.password },
    headers,
  })
  await page.request.patch('/api/me/profile', { data: { firstName: 'Kay' }, headers })
  const created = await page.request.post('/api/events', { data: { title: 'Keyboard supper' }, headers })
  const { event } = (await created.json()) as EventSnapshot
  await page.request.post(`/api/events/${event.id}/items`, { data: { name: 'Noodles', priceCents: 1200 }, headers })
  await page.goto(`/events/${event.id}`)
  await expect(page.getByRole('heading', { name: 'Keyboard supper' }).first()).toBeVisible()

  // Delete Event opens its confirmation; Escape cancels it and nothing is deleted.
  await tabTo(page, /^Delete Event$/)
  await page.keyboard.press('Enter')
  await expectFocusTrapped(page, 'Delete Event')

  // View Breakdown.
  await tabTo(page, /^View Breakdown$/)
  await page.keyboard.press('Enter')
  await expectFocusTrapped(page, 'View Breakdown')

  // The All Items tab, then Add Item: typed and saved with Enter, the dialog stays for the next one. The tab
  // strip is one Tab stop (the selected tab); the arrow keys move along it (WAI-ARIA tabs).
  // A host who holds no item yet opens on All Items (decision 052), the strip's one Tab stop.
  await tabTo(page, /^All Items$/)
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'My Items' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: 'My Items' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'All Items' })).toHaveAttribute('aria-selected', 'true')
  await tabTo(page, /Add Item/)
  await page.keyboard.press('Enter')
  const add = page.getByRole('dialog', { name: 'Add Item' })
  await expect(add).toBeVisible()
  await expect(add.getByLabel('Item Name')).toBeFocused()
  await page.keyboard.type('Dumplings')
  await page.keyboard.press('Tab')
  await page.keyboard.type('8.50')
  await page.keyboard.press('Enter')
  await expect(add.getByText('Dumplings')).toBeVisible()
  await expectFocusTrapped(page, 'Add Item')
  await expect(page.getByRole('list', { name: 'Items' }).getByText('Dumplings')).toBeVisible()

  // An item's own dialog opens from the keyboard too.
  await tabTo(page, /Noodles/)
  await page.keyboard.press('Enter')
  await expectFocusTrapped(page, 'Noodles')

  // The Participants tab and Edit are reachable.
  await tabTo(page, /^All Items$/)
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Participants' })).toHaveAttribute('aria-selected', 'true')
  await page.goto(`/events/${event.id}`)
  await tabTo(page, /^Edit$/)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'Edit event details' })).toBeVisible()
})
