import { type Browser, expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// Live event messages (docs/decisions/019): two people with one event open see each other (presence), chat with a
// mention and the typing line, and a claim made by one shows on the other's screen without a reload.

async function guestPage(browser: Browser, origin: string, firstName: string) {
  const context = await browser.newContext({ baseURL: origin })
  const user = await createConfirmedUser(context.request, 'e2ecg')
  const page = await context.newPage()
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL(/\/dashboard$/)
  await page.request.patch('/api/me/profile', { data: { firstName }, headers: { origin } })
  return { context, page, user }
}

/** A mark that a reload would wipe: the test proves changes arrived live. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __noReload: true }))
const notReloaded = (page: Page) => page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true)

test('chat with a mention and typing, presence, and a live claim', async ({ page, browser, baseURL }, testInfo) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  const host = await createConfirmedUser(page.request, 'e2ech')
  await signInViaForm(page, host.email, host.password)
  await page.waitForURL(/\/dashboard$/)
  await page.request.patch('/api/me/profile', { data: { firstName: 'Hal' }, headers })
  const created = await page.request.post('/api/events', {
    data: { title: 'Taco night', claimsNeedApproval: true },
    headers,
  })
  const { event } = (await created.json()) as { event: { id: string; joinCode: string } }

  const alex = await guestPage(browser, origin, 'Alex')
  expect((await alex.page.request.post('/api/join', { data: { code: event.joinCode }, headers })).ok()).toBe(true)

  await page.goto(`/events/${event.id}?tab=chat`)
  await alex.page.goto(`/events/${event.id}?tab=chat`)
  await markPage(page)
  await markPage(alex.page)

  // Presence: each sees the other's avatar, not their own.
  const hereForHost = page.getByRole('list', { name: 'Here now' })
  await expect(hereForHost.getByRole('listitem')).toHaveCount(1)
  await expect(hereForHost).toContainText('Alex')
  await expect(alex.page.getByRole('list', { name: 'Here now' })).toContainText('Hal')

  // Alex types '@ha': the mention menu offers Hal (by first name); Enter picks him.
  const box = alex.page.getByRole('textbox', { name: 'Comment' })
  await box.click()
  await box.pressSequentially('Thanks @ha')
  const menu = alex.page.getByRole('listbox', { name: 'Mention someone' })
  await expect(menu.getByRole('option')).toHaveCount(1)
  await expect(menu.getByRole('option')).toContainText('Hal')
  await box.press('Enter')
  await expect(menu).toBeHidden()
  await box.pressSequentially('for the tacos')
  await expect(box).toHaveValue(`Thanks @${host.username} for the tacos`)

  // Hal sees that Alex is typing.
  await expect(page.getByText('Alex is typing...')).toBeVisible()
  await shot(page, testInfo, 'chat-typing')

  // Shift+Enter starts a new line; Enter sends, as in direct messages.
  await box.press('Shift+Enter')
  await box.pressSequentially('See you soon')
  await expect(box).toHaveValue(`Thanks @${host.username} for the tacos\nSee you soon`)
  await box.press('Enter')
  await expect(box).toHaveValue('')
  const log = page.getByRole('log', { name: 'Comments' })
  await expect(log.getByRole('article')).toHaveCount(1)
  await expect(log.getByRole('article')).toContainText('See you soon')
  await expect(log.locator('mark')).toHaveText(`@${host.username}`)
  // Sending clears the typing line at once.
  await expect(page.getByText('Alex is typing...')).toBeHidden({ timeout: 1500 })
  await expect(alex.page.getByRole('log', { name: 'Comments' }).getByRole('article')).toHaveCount(1)

  // Hal answers with Ctrl/Cmd+Enter, which sends too; Alex sees it arrive.
  const hostBox = page.getByRole('textbox', { name: 'Comment' })
  await hostBox.fill('You are welcome')
  await hostBox.press('ControlOrMeta+Enter')
  await expect(alex.page.getByRole('log', { name: 'Comments' }).getByRole('article').last()).toContainText(
    'You are welcome',
  )
  await shot(page, testInfo, 'chat-host')
  await shot(alex.page, testInfo, 'chat-guest')

  // The mention left Hal a notification.
  const notes = (await (await page.request.get('/api/me/notifications')).json()) as {
    notifications: { type: string; eventId: string }[]
  }
  expect(notes.notifications).toContainEqual(expect.objectContaining({ type: 'mention', eventId: event.id }))
  // Hal was reading that very chat: the comment appeared there, and no toast repeated it.
  await expect(page.getByText('You were mentioned')).toHaveCount(0)

  // A live claim: Hal adds an item, Alex sees it, asks to pick it up, and Hal sees the request.
  await page
    .getByRole('tab', { name: /All Items/ })
    .first()
    .click()
  await alex.page
    .getByRole('tab', { name: /All Items/ })
    .first()
    .click()
  const added = await page.request.post(`/api/events/${event.id}/items`, {
    data: { name: 'Churros', priceCents: 800 },
    headers,
  })
  const snap = (await added.json()) as { items: { id: string; name: string }[] }
  const churros = snap.items.find((i) => i.name === 'Churros')?.id ?? ''
  const alexItems = alex.page.getByRole('list', { name: 'Items' })
  await expect(alexItems).toContainText('Churros')
  const claim = await alex.page.request.post(`/api/events/${event.id}/items/${churros}/pickup`, { headers })
  expect(claim.ok(), await claim.text()).toBe(true)
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem').first()).toContainText('Request Pending')
  await expect(page.getByRole('tab', { name: /All Items/ }).first()).toHaveAccessibleName(/1 pending request\b/)
  await shot(page, testInfo, 'live-claim')
  expect(await notReloaded(page)).toBe(true)
  expect(await notReloaded(alex.page)).toBe(true)

  // A third person: the avatars overlap by no more than a ring's width, so every initial reads whole.
  const kim = await guestPage(browser, origin, 'Kim')
  expect((await kim.page.request.post('/api/join', { data: { code: event.joinCode }, headers })).ok()).toBe(true)
  await kim.page.goto(`/events/${event.id}?tab=chat`)
  const avatars = page.getByRole('list', { name: 'Here now' }).getByRole('listitem')
  await expect(avatars).toHaveCount(2)
  const [first, second] = (await Promise.all([avatars.nth(0).boundingBox(), avatars.nth(1).boundingBox()])).sort(
    (a, b) => (a?.x ?? 0) - (b?.x ?? 0),
  )
  expect((first?.x ?? 0) + (first?.width ?? 0) - (second?.x ?? 0)).toBeLessThanOrEqual(4)
  await shot(page, testInfo, 'presence-two')
  await kim.context.close()
  await expect(avatars).toHaveCount(1)

  // Alex leaves: Hal's presence list empties.
  await alex.context.close()
  await expect(page.getByRole('list', { name: 'Here now' })).toBeHidden()
})
