import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo, test } from '@playwright/test'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import { createConfirmedUser, shot, signInViaApi } from './support/helpers'

// Accessibility and looks (docs/decisions/024): every main page, signed out and in, dark and light, at the phone
// (390x844) and desktop (1280x800) projects, has no serious or critical axe violation (WCAG 2.1 A/AA
// rules), and leaves a screenshot under test-results/screenshots/<project>/a11y-<page>-<theme>.png.

type Theme = 'dark' | 'light'
const THEMES: Theme[] = ['dark', 'light']

const SIGNED_OUT: Array<[string, string]> = [
  ['landing', '/'],
  ['features', '/features'],
  ['docs', '/docs'],
  ['help', '/help'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['sign-in', '/auth'],
  ['sign-up', '/auth?mode=signup'],
  ['join', '/join/ABC-123'],
  // Without a token it says the link failed at once (decision 054).
  ['sign-in-link', '/sign-in-link'],
  ['not-found', '/no-such-page'],
]

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    )
}

async function check(page: Page, name: string, path: string, theme: Theme, found: string[]) {
  await page.goto(path)
  await expect(page.locator('h1:visible').first()).toBeVisible()
  // Let entrance transitions and lazy data settle before judging colours.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  await shot(page, test.info(), `a11y-${name}-${theme}`)
  for (const v of await violations(page)) found.push(`${name} [${theme}] ${v}`)
}

const useTheme = (page: Page, theme: Theme) => page.addInitScript((t) => localStorage.setItem('theme', t), theme)

for (const theme of THEMES) {
  test(`signed out, ${theme}: no serious or critical violation`, async ({ page }) => {
    test.setTimeout(300_000)
    await useTheme(page, theme)
    const found: string[] = []
    for (const [name, path] of SIGNED_OUT) await check(page, name, path, theme, found)
    expect(found, found.join('\n')).toEqual([])
    // The join page's buttons hold their labels at either size ('Create Account' once spilled out of its box).
    await page.goto('/join/ABC-123')
    const spilled = await page.locator('main a, main button').evaluateAll((els) =>
      els
        .filter((e) => getComputedStyle(e).display !== 'inline')
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
        .map((e) => e.textContent),
    )
    expect(spilled).toEqual([])
  })

  test(`signed in, ${theme}: no serious or critical violation`, async ({ page, baseURL }) => {
    test.setTimeout(300_000)
    await useTheme(page, theme)
    const headers = { origin: baseURL ?? '' }
    const user = await createConfirmedUser(page.request, `a11y${theme}`)
    const login = await page.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
      headers,
    })
    expect(login.ok()).toBe(true)
    await page.request.patch('/api/me/profile', { data: { firstName: 'Ada' }, headers })
    const created = await page.request.post('/api/events', {
      data: { title: 'Team lunch', taxMilliPct: 8000, tipMilliPct: 18000 },
      headers,
    })
    const { event } = (await created.json()) as EventSnapshot
    for (const [name, priceCents] of [
      ['Ramen', 1450],
      ['Gyoza', 800],
    ] as const)
      await page.request.post(`/api/events/${event.id}/items`, { data: { name, priceCents }, headers })
    await page.request.post(`/api/events/${event.id}/placeholders`, { data: { name: 'Gil' }, headers })

    const found: string[] = []
    for (const [name, path] of [
      ['dashboard', '/dashboard'],
      ['new-event', '/events/new'],
      ['event', `/events/${event.id}`],
      ['breakdown', `/events/${event.id}/breakdown`],
      ['settlements', `/events/${event.id}/settlements`],
      ['profile', '/profile'],
      ['landing-signed-in', '/'],
      ['help-signed-in', '/help'],
      ['not-found-signed-in', '/no-such-page'],
    ] as const)
      await check(page, name, path, theme, found)
    // The event page's other tabs.
    await page.goto(`/events/${event.id}`)
    // The phone labels the Participants tab 'People'.
    for (const tab of [/^All Items$/, /^(Participants|People)$/]) {
      await page.getByRole('tab', { name: tab }).click()
      await page.waitForTimeout(300)
      for (const v of await violations(page)) found.push(`event ${tab} [${theme}] ${v}`)
    }
    expect(found, found.join('\n')).toEqual([])
  })
}

// The walk a table takes (issue 46): a guest who owes the host, with the host's pay links on screen, through
// the event with an item sheet and the Split Item dialog open, the settlements once tabs are sent, and Open
// Tabs; the Confirm Receipt Details dialog with a real reading. Both themes, both sizes.

/** Axe on what is on screen now (a dialog open, a tab chosen), with a screenshot. */
async function checkHere(page: Page, name: string, theme: Theme, found: string[]) {
  await page.waitForTimeout(300)
  await shot(page, test.info(), `a11y-${name}-${theme}`)
  for (const v of await violations(page)) found.push(`${name} [${theme}] ${v}`)
}

const isPhone = (info: TestInfo) => info.project.name === 'phone'

async function itemsTab(page: Page, eventId: string, info: TestInfo) {
  await page.goto(`/events/${eventId}${isPhone(info) ? '?tab=items' : ''}`)
  if (!isPhone(info)) await page.getByRole('tab', { name: 'All Items' }).click()
}

const itemRow = (page: Page, name: string): Locator =>
  page.getByRole('list', { name: 'Items' }).getByRole('button', { name: new RegExp(`^${name}`) })

/** The host, signed in on a request context of its own, with Venmo and Cash App handles; its event. */
async function hostTable(request: APIRequestContext, origin: string) {
  const headers = { origin }
  const host = await createConfirmedUser(request, 'a11yhost')
  await signInViaApi(request, host, origin)
  const call = async (method: 'post' | 'patch' | 'put', url: string, data: unknown) => {
    const r = await request[method](url, { data, headers })
    expect(r.ok(), await r.text()).toBe(true)
    return r.json()
  }
  await call('patch', '/api/me/profile', { firstName: 'Hal', venmo: 'hal-host', cashApp: 'halhost' })
  const snap = (await call('post', '/api/events', {
    title: 'Team dinner',
    taxMilliPct: 8000,
    tipMilliPct: 18000,
    currency: 'USD',
  })) as EventSnapshot
  return { call, event: snap.event, hostId: snap.viewerId }
}

for (const theme of THEMES) {
  test(`the walk, ${theme}: items and split dialogs, settlements, Open Tabs and pay links`, async ({
    page,
    request,
    baseURL,
  }, info) => {
    test.setTimeout(300_000)
    const origin = baseURL ?? ''
    await useTheme(page, theme)
    const { call, event, hostId } = await hostTable(request, origin)
    const guest = await createConfirmedUser(page.request, `a11yg${theme}`)
    await signInViaApi(page.request, guest, origin)
    await page.request.patch('/api/me/profile', { data: { firstName: 'Ada' }, headers: { origin } })
    const joined = await page.request.post('/api/join', { data: { code: event.joinCode }, headers: { origin } })
    expect(joined.ok()).toBe(true)
    const guestId = ((await (await page.request.get('/api/me')).json()) as { profile: { id: string } }).profile.id
    const base = `/api/events/${event.id}`
    let snap: EventSnapshot = await call('post', `${base}/items`, { name: 'Ramen', priceCents: 1450 })
    snap = await call('post', `${base}/items`, { name: 'Gyoza', priceCents: 800 })
    const id = (name: string) => snap.items.find((i) => i.name === name)?.id ?? ''
    await call('post', `${base}/items/${id('Ramen')}/assign`, { assignee: { userId: guestId } })
    await call('post', `${base}/items/${id('Gyoza')}/assign`, { assignee: { userId: hostId } })

    const found: string[] = []
    // The guest's item sheet, then the Split Item dialog from it.
    await itemsTab(page, event.id, info)
    await itemRow(page, 'Ramen').click()
    const sheet = page.getByRole('dialog', { name: 'Ramen' })
    await expect(sheet).toBeVisible()
    await checkHere(page, 'item-dialog', theme, found)
    await sheet.getByRole('button', { name: 'Split' }).click()
    await expect(page.getByRole('dialog', { name: 'Split Item' })).toBeVisible()
    await checkHere(page, 'split-dialog', theme, found)
    await page.keyboard.press('Escape')
    // Add Item, as a guest adds what they ordered.
    await itemsTab(page, event.id, info)
    await page.getByRole('button', { name: 'Add Item' }).first().click()
    await expect(page.getByRole('dialog', { name: 'Add Item' })).toBeVisible()
    await checkHere(page, 'add-item-dialog', theme, found)

    // The host sends tabs: the guest owes Hal, whose Venmo and Cash App links show wherever the guest looks.
    await call('post', `${base}/settlements/calculate`, {})
    await page.goto(`/events/${event.id}`)
    await expect(page.getByRole('link', { name: 'Pay with Venmo' }).filter({ visible: true }).first()).toBeVisible()
    await checkHere(page, 'event-owing', theme, found)
    // The pay links were the issue (Venmo at 2.53:1 in the light theme): say so before walking on.
    expect(found, found.join('\n')).toEqual([])
    await check(page, 'settlements-sent', `/events/${event.id}/settlements`, theme, found)
    await check(page, 'open-tabs', '/tabs', theme, found)
    await page.getByRole('tab', { name: 'You Owe (1)' }).click()
    await expect(page.getByRole('link', { name: 'Pay with Venmo' }).filter({ visible: true }).first()).toBeVisible()
    await checkHere(page, 'open-tabs-you-owe', theme, found)
    expect(found, found.join('\n')).toEqual([])
  })
}

test.describe('the receipt reading', () => {
  // The reader's models are kept by the service worker, as on a phone (blocked elsewhere).
  test.use({ serviceWorkers: 'allow' })
  const DEV_SET = process.env.RECEIPTS_DIR ?? path.resolve(process.cwd(), '../shared/receipts')

  test('Confirm Receipt Details open, dark and light: no serious or critical violation', async ({ page, baseURL }) => {
    // A real reading in Chromium (the first downloads the models): minutes on a busy 2-core machine.
    test.setTimeout(400_000)
    const origin = baseURL ?? ''
    const user = await createConfirmedUser(page.request, 'a11yrc')
    await signInViaApi(page.request, user, origin)
    await page.request.patch('/api/me/profile', { data: { firstName: 'Rita' }, headers: { origin } })
    const created = await page.request.post('/api/events', {
      data: { title: 'Green Field lunch' },
      headers: { origin },
    })
    const { event } = (await created.json()) as EventSnapshot
    await page.goto(`/events/${event.id}/receipt`)
    await page.getByLabel('Upload Receipt').setInputFiles(path.join(DEV_SET, 'images/1000-receipt.jpg'))
    const dialog = page.getByRole('dialog', { name: 'Confirm Receipt Details' })
    await expect(dialog).toBeVisible({ timeout: 380_000 })
    const found: string[] = []
    for (const theme of THEMES) {
      await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme)
      await checkHere(page, 'receipt-confirm', theme, found)
    }
    expect(found, found.join('\n')).toEqual([])
  })
})
