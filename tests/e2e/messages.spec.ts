import { type Browser, expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// Direct messages between two people at the same event, each in their own browser: the message
// arrives live with its unread badge, opening the thread reads it, and the reply comes back live.
// 768 px and wider: a modal (Escape closes it); a phone: the /messages page.

async function signedInPage(page: Page, prefix: string, firstName: string, origin: string) {
  const user = await createConfirmedUser(page.request, prefix)
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL(/\/dashboard$/)
  await page.request.patch('/api/me/profile', { data: { firstName }, headers: { origin } })
  return user
}

async function secondBrowser(browser: Browser, page: Page, origin: string) {
  const context = await browser.newContext({ baseURL: origin, viewport: page.viewportSize() ?? undefined })
  return { context, page: await context.newPage() }
}

test('a direct message arrives live with its unread badge, and the reply comes back live', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two accounts, two browsers, a round trip each way: more than the default minute on a busy machine.
  const origin = baseURL ?? ''
  const headers = { origin }
  const phone = (page.viewportSize()?.width ?? 1280) < 768
  await signedInPage(page, 'e2edma', 'Ana', origin)
  const created = await page.request.post('/api/events', { data: { title: 'Tapas Night' }, headers })
  const { event } = (await created.json()) as { event: { id: string; joinCode: string } }

  const ben = await secondBrowser(browser, page, origin)
  await signedInPage(ben.page, 'e2edmb', 'Ben', origin)
  expect((await ben.page.request.post('/api/join', { data: { code: event.joinCode }, headers })).ok()).toBe(true)

  // Ana sits on her dashboard; her messages icon has no badge.
  await page.goto('/dashboard')
  const anaIcon = page.getByRole('button', { name: /^Messages/ })
  await expect(anaIcon).toHaveAccessibleName('Messages')

  // Ben opens the event's people and messages Ana from her row.
  await ben.page.goto(`/events/${event.id}?tab=participants`)
  await ben.page.getByRole('button', { name: 'Message Ana' }).click()
  if (phone) await expect(ben.page).toHaveURL(/\/messages\?with=/)
  const benThread = ben.page.getByRole('region', { name: 'Conversation with Ana' })
  await expect(benThread).toBeVisible()
  const benBox = benThread.getByLabel('Message', { exact: true })
  await expect(benThread.getByRole('button', { name: 'Send' })).toBeDisabled() // blank is refused
  await benBox.fill('Are you bringing the olives?')
  await benThread.getByRole('button', { name: 'Send' }).click()
  // In the thread's list of messages: the box may still hold the same words for a moment.
  await expect(
    benThread.getByRole('list', { name: 'Messages' }).getByText('Are you bringing the olives?'),
  ).toBeVisible()
  await expect(benBox).toHaveValue('')

  // Live, without a reload: Ana's icon counts one unread message.
  await expect(anaIcon).toHaveAccessibleName('Messages, 1 unread')
  await expect(anaIcon).toContainText('1')
  await shot(page, testInfo, 'dm-badge')
  await anaIcon.click()
  if (phone) await expect(page).toHaveURL(/\/messages$/)
  else await expect(page.getByRole('dialog', { name: 'Messages' })).toBeVisible()
  const conversation = page.getByRole('button', { name: 'Ben, 1 unread' })
  await expect(conversation).toBeVisible()
  await page.getByLabel('Search conversations').fill('be')
  await expect(conversation).toBeVisible()
  await shot(page, testInfo, 'dm-list')
  await conversation.click()
  const anaThread = page.getByRole('region', { name: 'Conversation with Ben' })
  await expect(
    anaThread.getByRole('list', { name: 'Messages' }).getByText('Are you bringing the olives?'),
  ).toBeVisible()
  // Opening the thread read it: the conversation's badge goes (the icon's is checked once the modal closes).
  if (phone) await expect(anaIcon).toHaveAccessibleName('Messages')
  else await expect(page.getByRole('button', { name: 'Ben', exact: true })).toBeVisible()
  await anaThread.getByLabel('Message', { exact: true }).fill('Yes, and bread!')
  await anaThread.getByLabel('Message', { exact: true }).press('Enter')
  await expect(anaThread.getByRole('list', { name: 'Messages' }).getByText('Yes, and bread!')).toBeVisible()
  await shot(page, testInfo, 'dm-thread')

  // Ben has the thread open: the reply appears there live, and is read at once.
  await expect(benThread.getByRole('list', { name: 'Messages' }).getByText('Yes, and bread!')).toBeVisible()
  if (phone) await expect(ben.page.getByRole('button', { name: /^Messages/ })).toHaveAccessibleName('Messages')
  await shot(ben.page, testInfo, 'dm-reply')

  if (!phone) {
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Messages' })).toBeHidden()
    await expect(anaIcon).toHaveAccessibleName('Messages')
  } else {
    await page.getByRole('button', { name: 'Back to conversations' }).click()
    await expect(page.getByRole('button', { name: 'Ben', exact: true })).toBeVisible()
  }
  await ben.context.close()
})
